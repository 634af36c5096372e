import { useId, type CSSProperties, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

/** Props every labelled form field shares (TextField, SecretField, TextArea, Select). */
export interface FieldOwnProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Help text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Error message; when set the control is aria-invalid and the message is linked with aria-describedby. */
  error?: ReactNode;
  /** Marks the field required: sets `required` on the control and shows the required indicator after the label. */
  required?: boolean;
  /** Indicator shown after the label of a required field (hidden from assistive technology, which hears `required`). Default '*'. */
  requiredIndicator?: ReactNode;
  /** Hides the label visually; it still names the control (e.g. the chat composer, a search box). */
  hideLabel?: boolean;
  /** Class name of the outer wrapper (all other props go to the control itself). */
  className?: string;
  /** Style of the outer wrapper. */
  style?: CSSProperties;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  counterId: string | undefined;
  describedBy: string | undefined;
}

const present = (node: ReactNode) => node != null && node !== false && node !== '';

export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  options: { counter?: boolean; describedBy?: string } = {},
): FieldIds {
  const auto = useId();
  const controlId = id ?? `wacrm-field-${auto.replace(/:/g, '')}`;
  const hintId = present(hint) ? `${controlId}-hint` : undefined;
  const errorId = present(error) ? `${controlId}-error` : undefined;
  const counterId = options.counter ? `${controlId}-counter` : undefined;
  const describedBy = [options.describedBy, hintId, errorId, counterId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, counterId, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredIndicator?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Extra content after the hint/error row (e.g. a character counter). */
  after?: ReactNode;
  children: ReactNode;
  dataAttributes?: Record<string, string | undefined>;
}

/** Label, control, hint and error laid out as one field. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  requiredIndicator = '*',
  hideLabel = false,
  disabled,
  className,
  style,
  after,
  children,
  dataAttributes,
}: FieldFrameProps) {
  return (
    <FieldRoot
      className={className}
      style={style}
      data-invalid={ids.errorId ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-required={required ? '' : undefined}
      {...dataAttributes}
    >
      <FieldLabel htmlFor={ids.controlId} data-visually-hidden={hideLabel ? '' : undefined}>
        {label}
        {required ? <RequiredMark aria-hidden="true">{requiredIndicator}</RequiredMark> : null}
      </FieldLabel>
      {children}
      {ids.hintId ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      {after}
    </FieldRoot>
  );
}
