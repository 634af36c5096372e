import type { AuthApi } from '../../auth';
import { ApiError } from '../../client/errors';
import type { User } from '../../model';
import { MESSAGES, normalizePhone } from '../../rules';
import type { ClientSession } from '../../session';
import { key, type FakeCore } from './core';

/** The /auth calls: accounts of \`db.users\`, the one OTP the fake accepts, tokens in the fake's token store. */
export function createFakeAuth(core: FakeCore, session: ClientSession): AuthApi {
  const { db, tokens, run, newId, iso, requireSession } = core;
  const otp = core.options.otp ?? '123456';
  const verified = new Set<string>();

  function findUser(email?: string, phone?: string): User | undefined {
    if (email) return db.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (phone) return db.users.find((u) => key(u.phoneNumber) === key(phone));
    return undefined;
  }

  function signIn(user: User) {
    tokens.setTokens({ accessToken: `fake-access-${user.userId}`, refreshToken: `fake-refresh-${user.userId}` });
    session.start();
    db.user = user;
  }

  return {
    checkUser: (payload) =>
      run('auth.checkUser', [payload], () => {
        const exists = findUser(payload.email, payload.phone) !== undefined;
        const mode = payload.mode ?? 'register';
        if (mode === 'login' && !exists) {
          throw new ApiError({ status: 404, code: 'USER_NOT_FOUND', message: MESSAGES.auth.accountNotFound });
        }
        if (mode === 'register' && exists) {
          throw new ApiError({ status: 409, code: 'USER_ALREADY_EXISTS', message: MESSAGES.auth.accountExists });
        }
        return { exists, message: exists ? 'User exists' : 'User not found' };
      }),
    sendEmailOtp: (payload) =>
      run('auth.sendEmailOtp', [payload], () => ({ message: 'OTP sent', expiresInSeconds: 600, resendInSeconds: 60 })),
    verifyEmailOtp: (payload) =>
      run('auth.verifyEmailOtp', [payload], () => {
        if (payload.otp !== otp)
          throw new ApiError({ status: 400, code: 'INVALID_OTP', message: MESSAGES.emailCode.invalid });
        verified.add(payload.email.toLowerCase());
        return { verified: true, message: 'OTP verified' };
      }),
    login: (payload) =>
      run('auth.login', [payload], () => {
        const user = findUser(payload.email, payload.phone);
        if (!user) throw new ApiError({ status: 404, code: 'USER_NOT_FOUND', message: MESSAGES.auth.accountNotFound });
        signIn(user);
        return {
          accessToken: tokens.getAccessToken() ?? '',
          refreshToken: tokens.getRefreshToken() ?? '',
          user,
        };
      }),
    register: (payload) =>
      run('auth.register', [payload], () => {
        if (findUser(payload.email) || findUser(undefined, payload.phone)) {
          throw new ApiError({ status: 409, code: 'USER_ALREADY_EXISTS', message: MESSAGES.auth.accountExists });
        }
        const user: User = {
          userId: newId('user'),
          firstName: payload.firstName,
          lastName: payload.lastName,
          email: payload.email,
          phoneNumber: normalizePhone(payload.phone),
          plan: 'trial',
          status: 'active',
          emailVerified: Boolean(payload.googleCredential),
          createdAt: iso(),
          role: 'owner',
        };
        db.users.push(user);
        signIn(user);
        const pair = { accessToken: tokens.getAccessToken() ?? '', refreshToken: tokens.getRefreshToken() ?? '' };
        return { ...user, ...pair, tokens: pair };
      }),
    refreshToken: (payload) =>
      run('auth.refreshToken', [payload], () => {
        const accessToken = `fake-access-${newId('r')}`;
        tokens.setTokens({ accessToken, refreshToken: payload.refreshToken });
        return { token: accessToken, accessToken, refreshToken: payload.refreshToken };
      }),
    getProfile: () =>
      run('auth.getProfile', [], () => {
        requireSession();
        return db.user;
      }),
    logout() {
      tokens.clear();
      session.clear();
      return Promise.resolve();
    },
    hasSession: () => tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null,
  };
}
