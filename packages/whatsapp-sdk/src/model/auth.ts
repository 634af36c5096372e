import { bool, own, rec, str, optStr, time, EPOCH_ISO } from './internal/read';

/** Access and refresh token pair (cookies `token` and `refreshToken`). */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** User profile (wire shape in docs/api-contract.md). */
export interface User {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** 'trial' from the mock API; other values possible. */
  plan: string;
  /** 'active' from the mock API; other values possible. */
  status: string;
  emailVerified: boolean;
  /** ISO timestamp. */
  createdAt: string;
  /** 'owner' from the mock API; role values are not specified. */
  role: string;
  /** Present in the registration response. */
  tokens?: AuthTokens;
}

/** Wire shape of a user as the backend may send it (all fields optional; extra fields ignored). */
export interface RawUser {
  userId?: string;
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  phone?: string;
  plan?: string;
  status?: string;
  emailVerified?: boolean;
  createdAt?: string;
  created_at?: string;
  role?: string;
  tokens?: Partial<AuthTokens>;
}

/** Registration response `data`: the user plus both tokens, at the top and under `tokens`. */
export interface RegisterResult extends User, AuthTokens {}

/** Login response `data` (docs/api-contract.md). */
export interface LoginResult extends AuthTokens {
  user: User;
}

/** Refresh response `data`: `token` and `accessToken` are the same new access token. */
export interface RefreshResult {
  token: string;
  accessToken: string;
  refreshToken: string;
}

/** Identity-provider user (Google or phone sign-in). */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
  isNewUser?: boolean;
}

/** Body of POST /auth/register. */
export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Google sign-ups only. */
  firebaseUid?: string;
  /** Google sign-ups only. */
  googleCredential?: string;
}

/** Body of POST /auth/check-user. */
export interface CheckUserPayload {
  email?: string;
  phone?: string;
  /** Defaults to 'register'. */
  mode?: 'login' | 'register';
}

/** Body of POST /auth/login. */
export interface LoginPayload {
  email?: string;
  phone?: string;
}

/** Client session record kept in sessionStorage; expires after 2 hours. */
export interface ClientSessionRecord {
  /** Epoch milliseconds when the session started. */
  timestamp: number;
  isAuthenticated: boolean;
}

/** Partial Google registration record, kept until the phone is verified. */
export interface PartialGoogleRegistration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  firebaseUid: string;
  googleCredential: string;
}

/** What the code step needs to know about the code that was sent. */
export interface OtpData {
  /** The email or phone (normalised) the code was sent to. */
  identifier: string;
  kind: 'email' | 'phone';
  /** Phone codes: the identity provider's verification id. */
  verificationId?: string;
  expiresInSeconds?: number;
  resendInSeconds?: number;
}

/** Auth state shape. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  otpData: OtpData | null;
  partialRegistration: PartialGoogleRegistration | null;
}

/** The auth state before anything is known. */
export const INITIAL_AUTH_STATE: Readonly<AuthState> = {
  user: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
  otpData: null,
  partialRegistration: null,
};

/** Normalises a user record from the wire; never throws, missing fields become '' / false. */
export function normalizeUser(raw: unknown): User {
  const r = rec(raw);
  const user: User = {
    userId: str(r, ['userId', 'id', '_id']),
    firstName: str(r, ['firstName', 'first_name']),
    lastName: str(r, ['lastName', 'last_name']),
    email: str(r, ['email']),
    phoneNumber: str(r, ['phoneNumber', 'phone_number', 'phone']),
    plan: str(r, ['plan']),
    status: str(r, ['status']),
    emailVerified: bool(r, ['emailVerified', 'email_verified']),
    createdAt: time(r, ['createdAt', 'created_at']) ?? EPOCH_ISO,
    role: str(r, ['role']),
  };
  const t = rec(own(r, 'tokens'));
  const accessToken = optStr(t, ['accessToken', 'token']);
  const refreshToken = optStr(t, ['refreshToken']);
  if (accessToken && refreshToken) user.tokens = { accessToken, refreshToken };
  return user;
}
