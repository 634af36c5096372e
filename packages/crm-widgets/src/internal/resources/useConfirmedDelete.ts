import { useState } from 'react';
import { useWacrm } from '../../provider';

export interface ConfirmedDelete<T> {
  /** The item the dialog asks about; null while closed. */
  target: T | null;
  /** Opens the dialog about this item. */
  ask: (item: T) => void;
  /** Closes the dialog, deleting nothing. */
  cancel: () => void;
  /** Deletes the item asked about (the dialog's confirm button). */
  confirm: () => void;
  /** The delete is running (the confirm button shows it). */
  deleting: boolean;
}

export interface ConfirmedDeleteOptions<T> {
  /** Deletes on the server (and from the store); rejects with the server's error. */
  remove: (item: T) => Promise<unknown>;
  /** The success notice. */
  success: string;
  /** The failure notice for the error. */
  failure: (error: unknown) => string;
  /** Leave the dialog open after a failure, to try again (default: closed either way). */
  keepOpenOnFailure?: boolean;
}

/** A delete behind a confirmation dialog: ask, confirm or cancel, the notice of how it went. */
export function useConfirmedDelete<T>({
  remove,
  success,
  failure,
  keepOpenOnFailure = false,
}: ConfirmedDeleteOptions<T>): ConfirmedDelete<T> {
  const { notify } = useWacrm();
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setDeleting(true);
    try {
      await remove(target);
      notify.success(success);
      setTarget(null);
    } catch (e) {
      notify.error(failure(e));
      if (!keepOpenOnFailure) setTarget(null);
    } finally {
      setDeleting(false);
    }
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm: () => void confirm(), deleting };
}
