import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ButtonSpinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style; `primary` by default. */
  variant?: ButtonVariant;
  /** Height and padding: `sm`, `md` (default) or `lg`. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while keeping the label for screen readers. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative; hidden from assistive technology). */
  startIcon?: ReactNode;
  /** Icon after the label (decorative). */
  endIcon?: ReactNode;
}

/** The Wacrm button. All copy comes in through children; state is exposed as data-* attributes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    startIcon,
    endIcon,
    type = 'button',
    disabled,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <ButtonSpinner aria-hidden="true" /> : startIcon ? <span aria-hidden="true">{startIcon}</span> : null}
      {children}
      {endIcon && !loading ? <span aria-hidden="true">{endIcon}</span> : null}
    </StyledButton>
  );
});
