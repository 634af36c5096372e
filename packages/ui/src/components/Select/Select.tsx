import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldFrame, useFieldIds, type FieldOwnProps } from '../../internal/Field';
import { Chevron, SelectWrap, StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'required'>, FieldOwnProps {
  /** Options to render; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** Text of a first, empty-valued option (e.g. 'Choose a template'). */
  placeholder?: string;
  /** `<option>` elements, when not using `options`. */
  children?: ReactNode;
}

/**
 * A styled native `<select>` with label, hint and error. `ref` and select attributes go to the `<select>`;
 * `className`/`style` to the wrapper.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    required,
    requiredIndicator,
    hideLabel,
    className,
    style,
    id,
    options,
    placeholder,
    disabled,
    children,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id, hint, error, { describedBy: ariaDescribedBy });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredIndicator={requiredIndicator}
      hideLabel={hideLabel}
      disabled={disabled}
      className={className}
      style={style}
    >
      <SelectWrap>
        <StyledSelect
          ref={ref}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          data-invalid={ids.errorId ? '' : undefined}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </StyledSelect>
        <Chevron aria-hidden="true">
          <ChevronDown />
        </Chevron>
      </SelectWrap>
    </FieldFrame>
  );
});
