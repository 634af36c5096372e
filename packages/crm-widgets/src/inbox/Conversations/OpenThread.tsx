import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button } from '@wacrm/ui';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { createAttachmentTray } from '@wacrm/whatsapp-sdk/media';
import { useServerText, useStore, useStoreSelector, useWacrm, useWacrmComponent } from '../../provider';
import { ChatHeader } from '../ChatHeader';
import { Composer, EMPTY_DRAFT, type ComposerDraft } from '../Composer';
import { MessageBubble } from '../MessageBubble';
import { MessageThread } from '../MessageThread';
import { ThreadMedia, useMediaSupported } from '../MessageMedia/ThreadMedia';
import { DropZone } from '../Attachments/DropZone';
import { ErrorBox } from '../internal/ErrorBox';
import { frameBatched } from '../internal/frameStore';
import { serviceWindow } from '../internal/time';
import { isThreadWarm, markThreadWarm } from '../internal/warmState';
import { phoneKey } from './conversationKeys';
import { Centered, ThreadPane } from './Conversations.styles';
import type { ThreadAreaProps } from './ThreadArea.types';
import { ThreadSpecimen } from './warmConversations';
import { useMediaLabels } from '../../media/useMediaLabels';

/**
 * Renders the open-conversation view's states once into a container that is never attached to the page (a portal:
 * the host's providers, e.g. a StyleSheetManager, apply as in the real view), then `onDone`. Its code runs and its
 * styles are injected, so the first conversation opened renders without doing that for the first time.
 */
export function ThreadWarmUp({ now, onDone }: { now: number; onDone: () => void }) {
  const [container] = useState(() => document.createElement('div'));
  useEffect(() => {
    markThreadWarm();
    onDone();
  }, [onDone]);
  // A conversation opened while this waited to render: nothing left to warm.
  if (isThreadWarm()) return null;
  return createPortal(<ThreadSpecimen now={now} />, container);
}

/**
 * The open conversation: its header, messages and composer. Loaded on demand (ThreadArea's `loadOpenThread`): the
 * inbox's first screen is the list, and this code comes once the list is in, before the first conversation opens.
 */
export function OpenThread({
  conversation,
  store,
  labels,
  now,
  threadError,
  onRetryLoad,
  onLoadOlder,
  onSend,
  templates,
  templatesLoading,
  templatesError,
  onReloadTemplates,
  scrollSignal,
  headingLevel,
  onBack,
  backButtonRef,
  menu,
  focusComposerFor,
  onComposerFocused,
  onEscape,
}: ThreadAreaProps & { conversation: Conversation }) {
  const ml = useMediaLabels();
  const view = useMemo(() => frameBatched(store), [store]);
  const serverText = useServerText();
  const messages = useStoreSelector(view, (s) => s.messages);
  const hasMore = useStoreSelector(view, (s) => s.hasMoreMessages);
  const loadingMessages = useStoreSelector(view, (s) => s.loadingMessages);
  const typing = useStoreSelector(view, (s) => s.activeTyping);
  const key = phoneKey(conversation.contactPhone);
  // The whole map (not a per-key selector): useStoreSelector keeps its cached value while the snapshot is the
  // same, even when the selector changes, so a per-key selector would show the previous conversation's draft.
  const draft = useStore(store.drafts)[key] ?? EMPTY_DRAFT;
  const Bubble = useWacrmComponent('MessageBubble', MessageBubble);

  const onRetry = useCallback((messageKey: string) => void store.retry(messageKey), [store]);
  const onCancelUpload = useCallback((messageKey: string) => void store.cancelUpload(messageKey), [store]);
  const { whatsapp } = useWacrm();
  const mediaSupported = useMediaSupported(whatsapp);
  // The files about to be sent in this conversation (picker, paste, a drop on the thread).
  const tray = useMemo(
    () => (key ? createAttachmentTray({ check: (file, options) => whatsapp.checkMedia(file, options) }) : null),
    [whatsapp, key],
  );
  const windowOpen = serviceWindow(conversation, now).open;
  const attachments = mediaSupported === true && windowOpen ? tray : null;
  useEffect(() => markThreadWarm(), []);
  const setDraft = useCallback((next: ComposerDraft) => store.drafts.set(key, next), [store, key]);

  const name = conversation.contactName || conversation.contactPhone;
  return (
    <ThreadPane
      aria-label={name}
      data-pane="thread"
      onKeyDown={(event) => {
        // Not from a dialog of the thread (a portal: its events reach here through React, not the DOM).
        if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
        if (!event.currentTarget.contains(event.target as Node)) return;
        event.preventDefault();
        onEscape();
      }}
    >
      <ChatHeader
        conversation={conversation}
        typing={typing}
        now={now}
        labels={labels}
        headingLevel={headingLevel}
        {...(onBack ? { onBack, backButtonRef, compact: true, menu } : {})}
      />
      <ThreadMedia
        whatsapp={whatsapp}
        supported={mediaSupported}
        messages={messages}
        labels={labels}
        onCancelUpload={onCancelUpload}
      >
        {threadError && messages.length === 0 ? (
          <Centered>
            <ErrorBox>
              <Alert tone="error" title={labels.errorTitle} message={serverText(threadError)} />
              <Button size="sm" variant="secondary" onClick={onRetryLoad}>
                {labels.retry}
              </Button>
            </ErrorBox>
          </Centered>
        ) : (
          <DropZone onFiles={attachments ? (files) => void attachments.add(files) : null} label={ml.dropToAttach}>
            <MessageThread
              key={key}
              messages={messages}
              contactName={name}
              hasMore={hasMore}
              loading={loadingMessages}
              onLoadOlder={onLoadOlder}
              onRetry={onRetry}
              scrollToLatestSignal={scrollSignal}
              {...(templates ? { templates } : {})}
              labels={labels}
              Bubble={Bubble}
            />
          </DropZone>
        )}
        <Composer
          key={`composer:${key}`}
          draft={draft}
          onDraftChange={setDraft}
          onSend={(m) => onSend(conversation, m)}
          onTyping={() => store.userTyping(conversation.contactPhone)}
          windowOpen={windowOpen}
          templates={templates}
          templatesLoading={templatesLoading}
          templatesError={templatesError}
          onReloadTemplates={onReloadTemplates}
          labels={labels}
          focusRequested={focusComposerFor === conversation.id}
          onFocused={onComposerFocused}
          {...(attachments ? { attachments } : {})}
        />
      </ThreadMedia>
    </ThreadPane>
  );
}
