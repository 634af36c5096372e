import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { ThemedPortal } from '../../internal/ThemedPortal';
import { IconButton } from '../IconButton/IconButton';
import { NoticeBox, NoticeIcon, NoticeMessage, Region, Viewport } from './Notifications.styles';

export type NoticeTone = 'success' | 'error';

export interface Notice {
  id: string;
  tone: NoticeTone;
  message: ReactNode;
  /** Milliseconds before it clears itself; `Infinity` keeps it until dismissed. */
  duration: number;
}

export interface NotifyOptions {
  /** Overrides the provider's duration for this notice (ms); `Infinity` keeps it until dismissed. */
  duration?: number;
}

/** What `useNotify()` returns. Each call returns the id of the new notice. */
export interface NotifyApi {
  success: (message: ReactNode, options?: NotifyOptions) => string;
  error: (message: ReactNode, options?: NotifyOptions) => string;
  dismiss: (id: string) => void;
}

export interface NotificationsProviderProps {
  /** The app (or part of it) that calls `useNotify()`. */
  children?: ReactNode;
  /** Accessible name of each notice's close button, e.g. 'Dismiss notification'. */
  dismissLabel: string;
  /** Milliseconds before a notice clears itself (spec: 5 s). Hovering or focusing a notice pauses it. */
  duration?: number;
  /** Most notices shown at once; the oldest go first. Default 5. */
  max?: number;
}

const NotifyContext = createContext<NotifyApi | null>(null);

/** Shows success and error notices from anywhere below a `NotificationsProvider`. */
export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify() must be used inside a <NotificationsProvider>.');
  return api;
}

interface NoticeItemProps {
  notice: Notice;
  dismissLabel: string;
  onDismiss: (id: string) => void;
  /** An older notice, behind the newest while the stack is collapsed. */
  behind: boolean;
}

function NoticeItem({ notice, dismissLabel, onDismiss, behind }: NoticeItemProps) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !Number.isFinite(notice.duration)) return undefined;
    const timer = setTimeout(() => onDismiss(notice.id), Math.max(0, notice.duration));
    return () => clearTimeout(timer);
  }, [paused, notice.duration, notice.id, onDismiss]);
  return (
    <NoticeBox
      data-tone={notice.tone}
      data-paused={paused ? '' : undefined}
      data-notice-id={notice.id}
      data-behind={behind ? '' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <NoticeIcon aria-hidden="true">{notice.tone === 'error' ? <CircleAlert /> : <CircleCheck />}</NoticeIcon>
      <NoticeMessage>{notice.message}</NoticeMessage>
      <IconButton label={dismissLabel} size="sm" onClick={() => onDismiss(notice.id)}>
        <X />
      </IconButton>
    </NoticeBox>
  );
}

/**
 * Provides `useNotify()` and renders notices at the top right in a themed portal. Several notices collapse into
 * one card's height (the newest in front) until the pointer or focus is on them. Errors are announced through an
 * assertive live region (role alert), successes through a polite one (role status). Each clears itself after
 * `duration` ms (5 s by default) and can be dismissed with its labelled close button.
 */
export function NotificationsProvider({
  children,
  dismissLabel,
  duration = 5000,
  max = 5,
}: NotificationsProviderProps) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const push = useCallback(
    (tone: NoticeTone, message: ReactNode, options?: NotifyOptions) => {
      counter.current += 1;
      const id = `wacrm-notice-${counter.current}`;
      const notice: Notice = { id, tone, message, duration: options?.duration ?? duration };
      setNotices((current) => [...current, notice].slice(-Math.max(1, max)));
      return id;
    },
    [duration, max],
  );

  const api = useMemo<NotifyApi>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
      dismiss,
    }),
    [push, dismiss],
  );

  const newest = notices[notices.length - 1]?.id;
  const errors = notices.filter((notice) => notice.tone === 'error');
  const successes = notices.filter((notice) => notice.tone === 'success');

  return (
    <NotifyContext.Provider value={api}>
      {children}
      {/* The (empty) regions render after what the provider wraps: an app's first screen is not delayed by them. */}
      <ThemedPortal deferred>
        <Viewport
          data-wacrm-notifications=""
          data-count={notices.length}
          data-stacked={notices.length > 1 ? '' : undefined}
        >
          <Region role="alert" aria-live="assertive" aria-atomic="false" data-tone="error">
            {errors.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                dismissLabel={dismissLabel}
                onDismiss={dismiss}
                behind={notice.id !== newest}
              />
            ))}
          </Region>
          <Region role="status" aria-live="polite" aria-atomic="false" data-tone="success">
            {successes.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                dismissLabel={dismissLabel}
                onDismiss={dismiss}
                behind={notice.id !== newest}
              />
            ))}
          </Region>
        </Viewport>
      </ThemedPortal>
    </NotifyContext.Provider>
  );
}
