import { ApiError } from '../client/errors';
import type { HttpClient } from '../client/http';
import {
  normalizeUser,
  type CheckUserPayload,
  type LoginPayload,
  type LoginResult,
  type RefreshResult,
  type RegisterResult,
  type RegistrationPayload,
  type User,
} from '../model';
import { AUTH_MESSAGES, EMAIL_CODE_MESSAGES } from '../rules/messageGroups';
import type { ClientSession } from '../session';

/** Default error messages of the auth calls, used when the server gives none. */
export const AUTH_DEFAULT_ERRORS = {
  checkUser: AUTH_MESSAGES.verifyAccountFailed,
  register: AUTH_MESSAGES.registrationFailed,
  login: AUTH_MESSAGES.loginFailed,
  sendEmailOtp: EMAIL_CODE_MESSAGES.sendFailed,
  verifyEmailOtp: EMAIL_CODE_MESSAGES.invalid,
  /** The spec names none; the refresh is invisible to users. */
  refreshToken: 'Session expired',
  getProfile: AUTH_MESSAGES.profileFailed,
} as const;

/** Revokes the refresh token's family on the server (docs/api-contract.md). */
const LOGOUT_PATH = '/auth/logout';

export interface CheckUserResult {
  exists: boolean;
  message: string;
}

export interface EmailOtpSent {
  message: string;
  /** Seconds until the code expires (600 from the mock API), when the server says. */
  expiresInSeconds?: number;
  /** Seconds until a new code may be requested (60), when the server says. */
  resendInSeconds?: number;
}

export interface EmailOtpVerified {
  verified: boolean;
  message: string;
}

/** `client.auth`: the /auth calls of the API contract (docs/api-contract.md). */
export interface AuthApi {
  /** POST /auth/check-user (mode defaults to 'register'). Rejects with USER_NOT_FOUND / USER_ALREADY_EXISTS. */
  checkUser(payload: CheckUserPayload): Promise<CheckUserResult>;
  /** POST /auth/register; stores the tokens it returns and starts the client session. */
  register(payload: RegistrationPayload): Promise<RegisterResult>;
  /** POST /auth/login; stores accessToken/refreshToken and starts the client session. */
  login(payload: LoginPayload): Promise<LoginResult>;
  /** POST /auth/send-email-otp. */
  sendEmailOtp(payload: { email: string }): Promise<EmailOtpSent>;
  /** POST /auth/verify-email-otp. */
  verifyEmailOtp(payload: { email: string; otp: string }): Promise<EmailOtpVerified>;
  /** POST /auth/refresh-token; stores the new pair. */
  refreshToken(payload: { refreshToken: string }): Promise<RefreshResult>;
  /**
   * GET /auth/profile -> data.data.user. On a 401 with a refresh token stored it runs the shared refresh once and
   * asks again (app start with an expired access token); a failed refresh ends the session as usual.
   */
  getProfile(): Promise<User>;
  /**
   * Signs out: clears the tokens and the client session record at once, in this tab and every other tab of the origin
   * (they get `onSessionEnded` with `elsewhere: true`), then asks the server to revoke the session
   * (`POST /auth/logout { refreshToken }`). The server call is best effort: the returned promise always resolves, and
   * the local sign-out never waits for it. Does not call `onSessionExpired`.
   */
  logout(): Promise<void>;
  /** True when a token (access or refresh) is stored: the spec's "session cookies exist". */
  hasSession(): boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function tokensOf(data: Record<string, unknown>): { accessToken: string; refreshToken: string } {
  const nested = isRecord(data.tokens) ? data.tokens : {};
  return {
    accessToken: text(data.accessToken) || text(data.token) || text(nested.accessToken) || text(nested.token),
    refreshToken: text(data.refreshToken) || text(nested.refreshToken),
  };
}

export function createAuthApi(http: HttpClient, session: ClientSession): AuthApi {
  const storeTokens = (tokens: { accessToken: string; refreshToken: string }) => {
    if (!tokens.accessToken) return;
    http.tokens.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken || undefined });
    session.start();
  };

  return {
    async checkUser(payload) {
      const env = await http.requestEnvelope<unknown>({
        method: 'POST',
        url: '/auth/check-user',
        data: { ...payload, mode: payload.mode ?? 'register' },
        defaultMessage: AUTH_DEFAULT_ERRORS.checkUser,
      });
      const data = isRecord(env.data) ? env.data : {};
      return { exists: data.exists === true, message: env.message };
    },

    async register(payload) {
      const raw = await http.request<unknown>({
        method: 'POST',
        url: '/auth/register',
        data: payload,
        defaultMessage: AUTH_DEFAULT_ERRORS.register,
      });
      const data = isRecord(raw) ? raw : {};
      const tokens = tokensOf(data);
      storeTokens(tokens);
      return { ...normalizeUser(data), ...tokens, tokens };
    },

    async login(payload) {
      const raw = await http.request<unknown>({
        method: 'POST',
        url: '/auth/login',
        data: payload,
        defaultMessage: AUTH_DEFAULT_ERRORS.login,
      });
      const data = isRecord(raw) ? raw : {};
      const tokens = tokensOf(data);
      storeTokens(tokens);
      return { ...tokens, user: normalizeUser(data.user) };
    },

    async sendEmailOtp(payload) {
      const env = await http.requestEnvelope<unknown>({
        method: 'POST',
        url: '/auth/send-email-otp',
        data: payload,
        defaultMessage: AUTH_DEFAULT_ERRORS.sendEmailOtp,
      });
      const data = isRecord(env.data) ? env.data : {};
      const result: EmailOtpSent = { message: env.message };
      const expires = optionalNumber(data.expiresInSeconds);
      const resend = optionalNumber(data.resendInSeconds);
      if (expires !== undefined) result.expiresInSeconds = expires;
      if (resend !== undefined) result.resendInSeconds = resend;
      return result;
    },

    async verifyEmailOtp(payload) {
      const env = await http.requestEnvelope<unknown>({
        method: 'POST',
        url: '/auth/verify-email-otp',
        data: payload,
        defaultMessage: AUTH_DEFAULT_ERRORS.verifyEmailOtp,
      });
      const data = isRecord(env.data) ? env.data : {};
      return { verified: data.verified !== false, message: env.message };
    },

    async refreshToken(payload) {
      const raw = await http.request<unknown>({
        method: 'POST',
        url: '/auth/refresh-token',
        data: payload,
        defaultMessage: AUTH_DEFAULT_ERRORS.refreshToken,
      });
      const data = isRecord(raw) ? raw : {};
      const accessToken = text(data.accessToken) || text(data.token);
      const refreshToken = text(data.refreshToken);
      if (accessToken) http.tokens.setTokens({ accessToken, refreshToken: refreshToken || undefined });
      return { token: accessToken, accessToken, refreshToken };
    },

    async getProfile() {
      const fetchProfile = async () => {
        const raw = await http.request<unknown>({
          method: 'GET',
          url: '/auth/profile',
          defaultMessage: AUTH_DEFAULT_ERRORS.getProfile,
        });
        const data = isRecord(raw) ? raw : {};
        return normalizeUser(isRecord(data.user) ? data.user : data);
      };
      try {
        return await fetchProfile();
      } catch (error) {
        // The funnel never refreshes for /auth/* calls. The profile is the one auth call made with a possibly
        // expired access token (on start, when only the refresh token is still valid), so it asks for the shared
        // refresh itself, once.
        if (!(error instanceof ApiError) || error.status !== 401 || !http.tokens.getRefreshToken()) throw error;
        try {
          await http.refreshSession();
        } catch (refreshError) {
          throw refreshError instanceof ApiError && refreshError.status === 0 ? refreshError : error;
        }
        return fetchProfile();
      }
    },

    async logout() {
      const accessToken = http.tokens.getAccessToken();
      const refreshToken = http.endSession('logout');
      session.clear();
      if (!refreshToken) return;
      try {
        // The axios instance directly: the funnel would not add the cleared token, and a 401 here needs no refresh.
        await http.axios.request({
          method: 'POST',
          url: LOGOUT_PATH,
          data: { refreshToken },
          ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
        });
      } catch {
        // Offline or refused: the tokens are gone from this browser anyway; the refresh token expires on its own.
      }
    },

    hasSession() {
      return http.tokens.getAccessToken() !== null || http.tokens.getRefreshToken() !== null;
    },
  };
}
