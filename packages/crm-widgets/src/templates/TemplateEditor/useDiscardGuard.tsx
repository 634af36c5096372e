import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@wacrm/ui';

export interface DiscardGuardLabels {
  discardTitle: string;
  discardMessage: string;
  discard: string;
  keepEditing: string;
}

/**
 * Closing a form with changes asks first (Escape, Cancel, the close button, a click beside it): 'Discard changes?',
 * Discard or Keep editing. Without changes it closes at once. Returns the close to use and the question to render.
 */
export function useDiscardGuard(
  dirty: boolean,
  onClose: () => void,
  labels: DiscardGuardLabels,
): { requestClose: () => void; guard: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const guard = (
    <ConfirmDialog
      open={asking}
      title={labels.discardTitle}
      message={labels.discardMessage}
      confirmLabel={labels.discard}
      cancelLabel={labels.keepEditing}
      confirmVariant="danger"
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { requestClose, guard };
}
