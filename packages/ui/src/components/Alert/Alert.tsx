import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { AlertContent, AlertIcon, AlertMessage, AlertRoot, AlertTitle, type AlertTone } from './Alert.styles';

export type { AlertTone };

interface AlertBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * Title. Defaults to 'Error' as the spec's error alert does: the single documented piece of default copy in this
   * package. Pass your own (translated) title to replace it.
   */
  title?: ReactNode;
  /** The message; `children` is used when absent. */
  message?: ReactNode;
  tone?: AlertTone;
  children?: ReactNode;
}

interface AlertClosable {
  /** Shows a close button that calls this. */
  onClose: () => void;
  /** Accessible name of the close button (required with `onClose`). */
  closeLabel: string;
}

interface AlertNotClosable {
  onClose?: undefined;
  closeLabel?: undefined;
}

export type AlertProps = AlertBaseProps & (AlertClosable | AlertNotClosable);

function AlertToneIcon({ tone }: { tone: AlertTone }) {
  if (tone === 'warning') return <TriangleAlert />;
  if (tone === 'success') return <CircleCheck />;
  if (tone === 'info') return <Info />;
  return <CircleAlert />;
}

/**
 * An inline message box (title, message, optional close). Error and warning alerts are announced (role alert);
 * success and info ones politely (role status). Override with `role`.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { title = 'Error', message, tone = 'error', onClose, closeLabel, children, ...rest },
  ref,
) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <AlertRoot ref={ref} role={role} $tone={tone} data-tone={tone} {...rest}>
      <AlertIcon aria-hidden="true">
        <AlertToneIcon tone={tone} />
      </AlertIcon>
      <AlertContent>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        <AlertMessage>{message ?? children}</AlertMessage>
      </AlertContent>
      {onClose && closeLabel ? (
        <IconButton label={closeLabel} size="sm" onClick={onClose}>
          <X />
        </IconButton>
      ) : null}
    </AlertRoot>
  );
});
