import { useEffect, useRef } from 'react';
import type { DraftContact } from '@wacrm/whatsapp-sdk';
import type { InitialConversation } from './Conversations.types';

/**
 * A conversation handed over by the host (the Contacts screen's 'start conversation'), started as the inbox mounts
 * and again when another contact is given: the contact's status, last interaction and tags show on the draft (not
 * 'Status unknown').
 */
export function useInitialConversation(
  initialConversation: InitialConversation | undefined,
  startWith: (contact: DraftContact) => void,
): void {
  const initialPhone = initialConversation?.contactPhone ?? '';
  const initialName = initialConversation?.contactName ?? '';
  const startWithRef = useRef(startWith);
  const initialRef = useRef(initialConversation);
  useEffect(() => {
    startWithRef.current = startWith;
    initialRef.current = initialConversation;
  });
  useEffect(() => {
    if (!initialPhone) return;
    const given = initialRef.current;
    const status = given?.contactStatus;
    // Through a ref: opening is asynchronous and sets state only after the store answered.
    startWithRef.current({
      phone: initialPhone,
      ...(initialName ? { name: initialName } : {}),
      ...(status && status !== 'unknown' ? { status } : {}),
      ...(given?.contactLastInteraction ? { lastInteraction: given.contactLastInteraction } : {}),
      ...(given?.tags ? { tags: given.tags } : {}),
    });
  }, [initialPhone, initialName]);
}
