import { memo, type ComponentType } from 'react';
import type { Template } from '@wacrm/whatsapp-sdk';
import type { MessageBubbleProps } from '../MessageBubble';
import type { ThreadRow } from '../internal/threadRows';
import type { InboxLabels } from '../labels';
import { DaySeparator, Item } from './MessageThread.styles';

export interface ThreadItemProps {
  row: ThreadRow;
  index: number;
  /** Where the row starts in the list (px). */
  start: number;
  /** `aria-setsize`: the thread's row count, or -1 while not known. */
  setSize: number;
  /** The virtualiser's `measureElement` (one function for the list's life). */
  measureRef: (element: HTMLDivElement | null) => void;
  onRetry: (messageKey: string) => void;
  labels: InboxLabels;
  template: Template | undefined;
  Bubble: ComponentType<MessageBubbleProps>;
}

/**
 * A row of the thread: a date separator or a message bubble, placed at `start`. Memoised: the thread renders again
 * on every scroll event that changes its window of rows, and the rows that stay in it (with the same place) are not
 * rendered again, only those entering.
 */
export const ThreadItem = memo(function ThreadItem({
  row,
  index,
  start,
  setSize,
  measureRef,
  onRetry,
  labels,
  template,
  Bubble,
}: ThreadItemProps) {
  return (
    <Item
      data-index={index}
      ref={measureRef}
      role="listitem"
      aria-setsize={setSize}
      aria-posinset={index + 1}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row.kind === 'day' ? (
        <DaySeparator>
          <span>{row.label}</span>
        </DaySeparator>
      ) : (
        <Bubble message={row.message} onRetry={onRetry} labels={labels} {...(template ? { template } : {})} />
      )}
    </Item>
  );
});
