import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds, type FieldOwnProps } from '../../internal/Field';
import { EndAdornment, InputWrap, StartAdornment, StyledInput } from './TextField.styles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'required'>, FieldOwnProps {
  /** Decorative icon before the text (e.g. a search icon); hidden from assistive technology. */
  startIcon?: ReactNode;
  /** Interactive content inside the end of the field (e.g. a reveal button). */
  endAdornment?: ReactNode;
}

/**
 * A labelled text input. `ref` and every input attribute go to the `<input>` (works with react-hook-form's
 * `register`); `className`/`style` go to the outer wrapper. Hint and error are linked with aria-describedby.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
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
    startIcon,
    endAdornment,
    disabled,
    type = 'text',
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
      <InputWrap>
        {startIcon ? <StartAdornment aria-hidden="true">{startIcon}</StartAdornment> : null}
        <StyledInput
          ref={ref}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          data-invalid={ids.errorId ? '' : undefined}
          $hasStart={Boolean(startIcon)}
          $hasEnd={Boolean(endAdornment)}
          // What a user types is laid out in its own direction (Arabic in an English form, and the reverse).
          dir="auto"
          {...rest}
        />
        {endAdornment ? <EndAdornment>{endAdornment}</EndAdornment> : null}
      </InputWrap>
    </FieldFrame>
  );
});
