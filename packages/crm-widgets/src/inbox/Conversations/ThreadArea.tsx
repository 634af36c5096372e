import { lazy, Suspense, useMemo } from 'react';
import { EmptyState, Spinner } from '@wacrm/ui';
import { useStoreSelector } from '../../provider';
import { frameBatched } from '../internal/frameStore';
import { preloadMediaLabels } from '../../i18n/load';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Centered, ThreadPane } from './Conversations.styles';
import type * as OpenThreadModule from './OpenThread';
import type { ThreadAreaProps } from './ThreadArea.types';

let openThreadModule: Promise<typeof OpenThreadModule> | undefined;

/**
 * The open-conversation view's code (header, messages, composer, bubbles, the warm-up's specimen), downloaded once:
 * the inbox's first screen is the list, so a page with the inbox does not wait for it. The inbox starts it once the
 * list is in, or sooner when a conversation is about to open (a row hovered or focused, a conversation given by the
 * host); a failed download is tried again at the next call.
 */
export function loadOpenThread(): Promise<typeof OpenThreadModule> {
  openThreadModule ??= import('./OpenThread').catch((error: unknown) => {
    openThreadModule = undefined;
    throw error;
  });
  return openThreadModule;
}

const OpenThread = lazy(() => loadOpenThread().then((m) => ({ default: m.OpenThread })));

/** The warm-up of the open-conversation view (OpenThread.tsx), rendered by the inbox once the browser is idle. */
export const ThreadWarmUp = lazy(() => loadOpenThread().then((m) => ({ default: m.ThreadWarmUp })));

/** The open conversation (OpenThread, loaded on demand), or the 'select a conversation' state. */
export function ThreadArea(props: ThreadAreaProps) {
  const { store, labels } = props;
  const view = useMemo(() => frameBatched(store), [store]);
  const conversation = useStoreSelector(view, (s) => s.activeConversation);
  const { code } = useWacrmLocale();
  // The language's media labels download beside the view's code (its bubbles and composer wait for both).
  if (conversation) preloadMediaLabels(code);

  if (!conversation) {
    return (
      <ThreadPane aria-label={labels.selectConversation}>
        <Centered>
          <EmptyState title={labels.selectConversation} text={labels.selectConversationText} />
        </Centered>
      </ThreadPane>
    );
  }
  const name = conversation.contactName || conversation.contactPhone;
  return (
    <Suspense
      fallback={
        <ThreadPane aria-label={name} aria-busy="true">
          <Centered>
            <Spinner label={labels.loadingMessages} />
          </Centered>
        </ThreadPane>
      }
    >
      <OpenThread {...props} conversation={conversation} />
    </Suspense>
  );
}
