import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { IconSlot, StyledIconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.styles';

export type { IconButtonSize, IconButtonVariant };

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name (required: an icon alone says nothing to a screen reader). Also used as the title tooltip unless `title` is given. */
  label: string;
  /** The icon (decorative; hidden from assistive technology). */
  children: ReactNode;
  /** Look of the button: `ghost` (default), `secondary`, `primary` or `danger`. */
  variant?: IconButtonVariant;
  /** Square size: `sm`, `md` (default) or `lg`. */
  size?: IconButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
}

/** A square button showing only an icon, named by its `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    children,
    variant = 'ghost',
    size = 'md',
    loading = false,
    type = 'button',
    disabled,
    onClick,
    title,
    ...rest
  },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      $variant={variant}
      $size={size}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <IconSlot aria-hidden="true" data-spinning={loading ? '' : undefined}>
        {loading ? <LoaderCircle /> : children}
      </IconSlot>
    </StyledIconButton>
  );
});
