import { useEffect, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Alert, Button, OtpInput, VisuallyHidden } from '@wacrm/ui';
import { OTP_LENGTH } from '@wacrm/whatsapp-sdk';
import type { AuthLabels } from '../labels';
import { useAuth } from '../AuthProvider/AuthProvider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { isolateLtr } from '../../i18n/plural';
import { ActionsRow, DevHint, Divider, FieldError, Header, Muted, Stack, TextButton } from './AuthForm.styles';

export type HeadingLevel = 1 | 2 | 3;

/** Section heading at the level the host asks for (h2 by default). */
export function Heading({ level = 2, children }: { level?: HeadingLevel; children: ReactNode }) {
  if (level === 1) return <h1>{children}</h1>;
  if (level === 3) return <h3>{children}</h3>;
  return <h2>{children}</h2>;
}

/** The form's title and subtitle; without a title (the host page shows the heading) the subtitle alone. */
export function FormHeader({
  level,
  title,
  subtitle,
}: {
  level?: HeadingLevel;
  title?: ReactNode;
  subtitle?: ReactNode;
}) {
  if (!title && !subtitle) return null;
  return (
    <Header>
      {title ? <Heading level={level}>{title}</Heading> : null}
      {subtitle ? <Muted>{subtitle}</Muted> : null}
    </Header>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google' and the 'or' line under it, when the identity provider can sign in with Google (a provider
 * with `supportsGoogle: false`, such as the elements' stand-in when the host gives none, shows neither).
 */
export function GoogleSignIn({
  label,
  orLabel,
  onClick,
  loading,
  disabled,
}: {
  label: string;
  orLabel: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  if (useAuth().identityProvider.supportsGoogle === false) return null;
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        startIcon={<GoogleMark />}
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      >
        {label}
      </Button>
      <Divider>{orLabel}</Divider>
    </>
  );
}

/** A link routed through the host's `onNavigate` (plain navigation when the host gives none). */
export function NavLink({
  to,
  onNavigate,
  children,
}: {
  to: string;
  onNavigate?: (path: string) => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}

/** The URL when it is an absolute http(s) URL, else `fallback`. */
export function safeHttpUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** An external link opening in a new tab, http(s) only, with rel="noopener noreferrer". */
export function ExternalLink({
  href,
  children,
  newTabNote,
}: {
  href: string;
  children: ReactNode;
  newTabNote: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {newTabNote}</VisuallyHidden>
    </a>
  );
}

/** A dismissible error banner (Google errors). */
export function ErrorBanner({
  message,
  onClose,
  labels,
}: {
  message: string;
  onClose: () => void;
  labels: AuthLabels;
}) {
  return <Alert title={labels.errorTitle} message={message} onClose={onClose} closeLabel={labels.dismissError} />;
}

interface OutboxEntry {
  to: string;
  channel: string;
  code: string;
}

function firstEntry(body: unknown): OutboxEntry | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data) || data.length === 0) return null;
  const e = data[0] as Record<string, unknown>;
  if (typeof e?.code !== 'string') return null;
  return {
    to: typeof e.to === 'string' ? e.to : '',
    channel: typeof e.channel === 'string' ? e.channel : '',
    code: e.code,
  };
}

/**
 * Development only: shows the code the mock API "sent" (its `/__dev/outbox`). Rendered only when the host passes
 * `devOutboxUrl`, which the reference app does only in dev builds.
 */
export function DevCodeHint({
  url,
  to,
  sentAt,
  labels,
}: {
  url: string;
  to: string;
  /** Changes every time a code is sent, to read the outbox again. */
  sentAt: number;
  labels: AuthLabels;
}) {
  const [result, setResult] = useState<{ key: string; entry: OutboxEntry | null } | null>(null);
  const { formats, dir } = useWacrmLocale();
  const key = `${to}#${sentAt}`;
  useEffect(() => {
    const controller = new AbortController();
    const separator = url.includes('?') ? '&' : '?';
    fetch(`${url}${separator}to=${encodeURIComponent(to)}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then(
        (body: unknown) => {
          if (!controller.signal.aborted) setResult({ key, entry: firstEntry(body) });
        },
        () => {
          if (!controller.signal.aborted) setResult({ key, entry: null });
        },
      );
    return () => controller.abort();
  }, [url, to, key]);
  if (!result || result.key !== key) return null;
  const entry = result.entry;
  const ltr = (value: string) => isolateLtr(value, dir);
  return (
    <DevHint data-testid="dev-code-hint">
      <strong>{labels.devHintTitle}: </strong>
      {entry
        ? formats.text(labels.devHintCode, {
            code: ltr(entry.code),
            channel: entry.channel === 'sms' ? labels.devHintSms : labels.devHintEmail,
            to: ltr(entry.to || to),
          })
        : formats.text(labels.devHintEmpty, { to: ltr(to) })}
    </DevHint>
  );
}

export interface CodeStepProps {
  labels: AuthLabels;
  headingLevel?: HeadingLevel;
  title: string;
  /** Where the code went (email or phone). */
  sentTo: string;
  /** Shown between the header and the code entry (e.g. the register summary). */
  before?: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  changeLabel: string;
  onChange: () => void;
  resendLabel: string;
  /** Seconds before resend shows. */
  remaining: number;
  resending: boolean;
  onResend: () => void;
  devHint?: ReactNode;
}

/** The 6-digit code step shared by the three forms. */
export function CodeStep({
  labels,
  headingLevel,
  title,
  sentTo,
  before,
  code,
  onCodeChange,
  error,
  submitting,
  submitLabel,
  onSubmit,
  changeLabel,
  onChange,
  resendLabel,
  remaining,
  resending,
  onResend,
  devHint,
}: CodeStepProps) {
  const errorId = `${useId().replace(/:/g, '')}-code-error`;
  const { formats, dir } = useWacrmLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <FormHeader
        level={headingLevel}
        title={title}
        subtitle={formats.text(labels.codeSentTo, { identifier: isolateLtr(sentTo, dir) })}
      />
      {before}
      <Stack onSubmit={submit} noValidate aria-label={title}>
        <OtpInput
          length={OTP_LENGTH}
          value={code}
          onChange={onCodeChange}
          label={labels.otpGroup}
          getDigitLabel={(n, total) => formats.text(labels.otpDigit, { n, total })}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          disabled={submitting}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step opens because the user asked for a code; typing it is the only thing to do
          autoFocus
        />
        {error ? (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        ) : null}
        <ActionsRow>
          {remaining > 0 ? (
            <Muted role="timer">{formats.plural(labels.resendIn, remaining)}</Muted>
          ) : (
            <TextButton type="button" onClick={onResend} disabled={resending || submitting}>
              {resending ? labels.sending : resendLabel}
            </TextButton>
          )}
          <TextButton type="button" onClick={onChange} disabled={submitting}>
            {changeLabel}
          </TextButton>
        </ActionsRow>
        {devHint}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
