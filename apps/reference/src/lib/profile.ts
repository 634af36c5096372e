import type { User } from '@wacrm/whatsapp-sdk';
import { PROFILE_FAILED, type AuthUser } from './auth';
import { readClientSession, type ClientSessionState } from './clientSession';
import type { AuthClient } from './authClient';

// The signed-in user's profile, loaded on demand with the SDK client (cookieAuthAdapter.ts), so signed-out pages
// carry none of this code.

/** Maps the SDK user to the app's; null when the profile has no usable userId. */
export function toAuthUser(user: Partial<User> | null | undefined): AuthUser | null {
  if (!user || typeof user.userId !== 'string' || user.userId === '') return null;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    userId: user.userId,
    firstName: str(user.firstName),
    lastName: str(user.lastName),
    email: str(user.email),
    phoneNumber: str(user.phoneNumber),
  };
}

function isStatus(error: unknown): error is { status: number } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * The user; 'expired' when the 2-hour client session record has expired (the profile is not even asked for); null
 * when the server refused the session; an Error with the message to show beside a Retry.
 */
export async function loadProfile(
  client: AuthClient,
  session: { hasSession(): boolean; sessionState?: (() => ClientSessionState) | undefined },
): Promise<AuthUser | null | 'expired'> {
  const record = (session.sessionState ?? readClientSession)();
  if (record.state === 'expired') return 'expired';
  try {
    const user = toAuthUser(await client.auth.getProfile());
    // A tab opened after sign-in has no record yet (sessionStorage is per tab): its session starts now.
    if (user && record.state === 'none') client.session.start();
    return user;
  } catch (error) {
    // The server refused the session (the SDK already cleared the tokens and reported it): signed out. Anything
    // else (offline, a server error) keeps the tokens, and the message is shown with a Retry.
    if (!session.hasSession() || (isStatus(error) && error.status === 401)) return null;
    throw new Error(error instanceof Error && error.message.trim() ? error.message : PROFILE_FAILED);
  }
}
