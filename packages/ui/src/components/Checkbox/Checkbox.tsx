import {
  forwardRef,
  useId,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Check, Minus } from 'lucide-react';
import { useMergedRefs } from '../../internal/mergeRefs';
import { useControllableState } from '../../internal/useControllableState';
import { useIsomorphicLayoutEffect } from '../../internal/useIsomorphicLayoutEffect';
import {
  CheckboxBox,
  CheckboxDescription,
  CheckboxError,
  CheckboxInput,
  CheckboxLabel,
  CheckboxRoot,
  CheckboxText,
} from './Checkbox.styles';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'style' | 'checked' | 'defaultChecked'
> {
  /** Visible label. */
  label: ReactNode;
  /** Smaller text under the label (linked with aria-describedby). */
  description?: ReactNode;
  /** Error message (sets aria-invalid). */
  error?: ReactNode;
  /** Checked state when controlled (pair with `onCheckedChange`). */
  checked?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shows the mixed state (e.g. "select all" with some rows selected). */
  indeterminate?: boolean;
  /** Class name of the outer wrapper; other props go to the `<input>`. */
  className?: string;
  /** Inline style of the wrapper (the `<input>` gets the other attributes). */
  style?: CSSProperties;
}

/** A native checkbox with a custom box, label, description and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    error,
    checked,
    defaultChecked = false,
    onCheckedChange,
    indeterminate = false,
    className,
    style,
    id,
    disabled,
    onChange,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const auto = useId().replace(/:/g, '');
  const inputId = id ?? `wacrm-checkbox-${auto}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [ariaDescribedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange);
  const inner = useRef<HTMLInputElement | null>(null);
  const merged = useMergedRefs(ref, inner);

  useIsomorphicLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const state = indeterminate ? 'indeterminate' : isChecked ? 'checked' : 'unchecked';
  return (
    <CheckboxRoot className={className} style={style} data-state={state} data-disabled={disabled ? '' : undefined}>
      <CheckboxLabel htmlFor={inputId} data-disabled={disabled ? '' : undefined}>
        <CheckboxInput
          ref={merged}
          id={inputId}
          type="checkbox"
          checked={isChecked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-state={state}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setChecked(event.target.checked);
            onChange?.(event);
          }}
          {...rest}
        />
        <CheckboxBox aria-hidden="true">{indeterminate ? <Minus /> : isChecked ? <Check /> : null}</CheckboxBox>
        <CheckboxText>{label}</CheckboxText>
      </CheckboxLabel>
      {description ? <CheckboxDescription id={descriptionId}>{description}</CheckboxDescription> : null}
      {error ? <CheckboxError id={errorId}>{error}</CheckboxError> : null}
    </CheckboxRoot>
  );
});
