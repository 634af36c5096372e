import { useEffect, useRef } from 'react';
import { useAppText } from '../../i18n/AppLocale';
import { componentText } from '../componentText';

export interface ProfileErrorProps {
  /** The server's message, else the spec's 'Failed to fetch user profile'. */
  message: string;
  onRetry: () => void;
  onLogout: () => void;
}

/**
 * The signed-in area when the profile could not be loaded (offline, a server error): the message, announced, with
 * a Retry that loads it again and a way out. Focus moves to Retry so a keyboard user can act at once. Styles:
 * styles/app.css.
 */
export function ProfileError({ message, onRetry, onLogout }: ProfileErrorProps) {
  const text = useAppText(componentText);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <main id="main" className="page-error">
      <h1>{text.profileErrorTitle}</h1>
      <p role="alert">{message}</p>
      <div className="page-error__actions">
        <button ref={retry} type="button" className="button-link button-link--primary" onClick={onRetry}>
          {text.profileErrorRetry}
        </button>
        <button type="button" className="button-link button-link--secondary" onClick={onLogout}>
          {text.profileErrorLogOut}
        </button>
      </div>
    </main>
  );
}
