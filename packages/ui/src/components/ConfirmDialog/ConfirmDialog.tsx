import { forwardRef, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';
import { ConfirmDetail } from './ConfirmDialog.styles';

export interface ConfirmDialogProps extends Omit<
  ModalProps,
  'onClose' | 'footer' | 'children' | 'initialFocusRef' | 'role'
> {
  /** The question, e.g. 'Are you sure you want to delete this template?' (describes the dialog). */
  message?: ReactNode;
  /** Text of the confirming button, e.g. 'Delete'. */
  confirmLabel: string;
  /** Text of the cancelling button, e.g. 'Cancel'. */
  cancelLabel: string;
  /** Called when the user confirms (the confirm button). */
  onConfirm: () => void;
  /** Called on Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
  /** Look of the confirming button; `danger` by default (deletions). */
  confirmVariant?: ButtonVariant;
  /** Shows the confirming button as busy (e.g. while the delete request runs). */
  loading?: boolean;
  /** Extra content under the message (e.g. a summary of what will change). */
  children?: ReactNode;
}

/** A confirmation dialog (role alertdialog). Focus starts on the cancelling button so Enter never deletes by accident. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    message,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    confirmVariant = 'danger',
    loading = false,
    children,
    size = 'sm',
    ...rest
  },
  ref,
) {
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Modal
      ref={ref}
      role="alertdialog"
      size={size}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      data-loading={loading ? '' : undefined}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
      description={message}
      {...rest}
    >
      {children ? <ConfirmDetail>{children}</ConfirmDetail> : null}
    </Modal>
  );
});
