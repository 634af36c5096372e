import type { Application as Express } from 'express';
import { requireUser } from '../auth/guard';
import { MESSAGES, normalizePhone, registerSchema } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { clientAddress } from '../http/address';
import { checkWithSharedSchema } from '../http/shared';
import { badRequest, HttpError, route, sendOk } from '../http/errors';
import {
  bodyOf,
  optEnum,
  optString,
  reqEmail,
  reqRegistrationPhone,
  reqString,
  toPhone,
  type Body,
} from '../http/validate';
import type { UserRecord } from '../store/types';
import { newId, nowIso, userOut } from '../services/wire';
import { GOOGLE_AUDIENCE } from './identity';

const USER_NOT_FOUND = () => new HttpError(404, 'USER_NOT_FOUND', MESSAGES.auth.accountNotFound);
const USER_EXISTS = () => new HttpError(409, 'USER_ALREADY_EXISTS', MESSAGES.auth.accountExists);

/**
 * 401 IDENTIFIER_MISMATCH: a login naming an email and a phone that are not the same account's. A code check proves
 * one identifier; it never signs in the owner of another (docs/api-contract.md, docs/security.md).
 */
const IDENTIFIER_MISMATCH = () =>
  new HttpError(
    401,
    'IDENTIFIER_MISMATCH',
    'The email address and phone number do not belong to the same account. Log in with one of them.',
  );

const userByEmail = (ctx: Ctx, email: string | undefined) =>
  email === undefined ? undefined : ctx.store.data.users.find((u) => u.email === email);
const userByPhone = (ctx: Ctx, phone: string | undefined) =>
  phone === undefined ? undefined : ctx.store.data.users.find((u) => u.phoneNumber === phone);

/** check-user: is either identifier taken (register) / known (login)? It only reports, it signs nobody in. */
function findUser(ctx: Ctx, email?: string, phone?: string): UserRecord | undefined {
  return userByEmail(ctx, email) ?? userByPhone(ctx, phone);
}

/** Optional email / phone identifiers of check-user and login (at least one required). */
function identifiers(body: Body): { email?: string; phone?: string } {
  const hasEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const hasPhone = body.phone !== undefined && body.phone !== null && body.phone !== '';
  if (!hasEmail && !hasPhone) throw badRequest('email', 'Email or phone number is required.');
  return {
    ...(hasEmail ? { email: reqEmail(body, 'email') } : {}),
    ...(hasPhone ? { phone: toPhone(body.phone, 'phone') } : {}),
  };
}

const NAME_RULES = (body: Body, field: 'firstName' | 'lastName') => {
  const label = field === 'firstName' ? 'First name' : 'Last name';
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw badRequest(field, `${label} is required`);
  }
  if (typeof value !== 'string') throw badRequest(field, `${label} should only contain letters`);
  const text = value.trim();
  if (text.length < 2) throw badRequest(field, `${label} must be at least 2 characters`);
  if (text.length > 50) throw badRequest(field, `${label} must be at most 50 characters`);
  if (!/^[\p{L}\s]+$/u.test(text)) throw badRequest(field, `${label} should only contain letters`);
  return text;
};

export function registerAuthRoutes(app: Express, ctx: Ctx): void {
  const base = '/api/v1/auth';

  app.post(
    `${base}/check-user`,
    route((req, res) => {
      const body = bodyOf(req);
      const mode = optEnum(body, 'mode', ['login', 'register'] as const) ?? 'register';
      const { email, phone } = identifiers(body);
      const user = findUser(ctx, email, phone);
      if (mode === 'login' && !user) throw USER_NOT_FOUND();
      if (mode === 'register' && user) throw USER_EXISTS();
      sendOk(res, { exists: !!user }, user ? 'Account found' : 'Account available');
    }),
  );

  app.post(
    `${base}/send-email-otp`,
    route((req, res) => {
      const email = reqEmail(bodyOf(req), 'email', { business: true });
      const sent = ctx.codes.send('email', email, clientAddress(req));
      sendOk(
        res,
        { expiresInSeconds: sent.expiresInSeconds, resendInSeconds: sent.resendInSeconds },
        'OTP sent to your email',
      );
    }),
  );

  app.post(
    `${base}/verify-email-otp`,
    route((req, res) => {
      const body = bodyOf(req);
      const email = reqEmail(body, 'email');
      const otp = typeof body.otp === 'number' ? String(body.otp).padStart(6, '0') : body.otp;
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) {
        throw badRequest('otp', 'Please enter the complete 6-digit OTP.');
      }
      ctx.codes.verify('email', email, otp);
      sendOk(res, { verified: true }, 'Email verified');
    }),
  );

  app.post(
    `${base}/login`,
    route(async (req, res) => {
      const body = bodyOf(req);
      const { email, phone } = identifiers(body);
      const credential = optString(body, 'googleCredential', { max: 4096 });
      const viaGoogle = credential ? await googleEmail(ctx, credential) : undefined;
      // From here on everything runs without awaiting, so no other request changes users or verifications between
      // the checks and the consumption of the verification.
      const byEmail = userByEmail(ctx, email);
      const byPhone = userByPhone(ctx, phone);
      const user = byEmail ?? byPhone;
      if (!user) throw USER_NOT_FOUND();
      // Both identifiers named: they must be one account's (else a check on one would sign in the other's owner).
      if (email !== undefined && phone !== undefined && byEmail !== byPhone) throw IDENTIFIER_MISMATCH();
      const emailOk = email !== undefined && (ctx.codes.isVerified('email', email) || viaGoogle === email);
      const phoneOk = phone !== undefined && ctx.codes.isVerified('sms', phone);
      if (!emailOk && !phoneOk) {
        throw new HttpError(
          401,
          'VERIFICATION_REQUIRED',
          email ? 'Please verify your email with the code we sent first' : 'Please verify your phone number first',
        );
      }
      if (emailOk) ctx.codes.consume('email', email);
      if (phoneOk) ctx.codes.consume('sms', phone);
      const tokens = await ctx.tokens.issue(user.userId);
      await ctx.store.commit();
      sendOk(res, { ...tokens, user: userOut(user) }, 'Login successful');
    }),
  );

  app.post(
    `${base}/register`,
    route(async (req, res) => {
      const body = bodyOf(req);
      checkWithSharedSchema(registerSchema, body);
      const firstName = NAME_RULES(body, 'firstName');
      const lastName = NAME_RULES(body, 'lastName');
      const email = reqEmail(body, 'email', { business: true });
      const phone = reqRegistrationPhone(body, 'phone');
      optString(body, 'firebaseUid', { max: 128 }); // validated; the uid stored is the verified credential's
      const credential = optString(body, 'googleCredential', { max: 4096 });
      const claims = credential ? await ctx.tokens.verifyClaims(credential, GOOGLE_AUDIENCE) : null;
      // No await below: the checks and the creation happen together.
      if (userByEmail(ctx, email) || userByPhone(ctx, phone)) throw USER_EXISTS();
      const googleEmailClaim = typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (credential && googleEmailClaim !== email) {
        throw new HttpError(
          401,
          'VERIFICATION_REQUIRED',
          claims
            ? 'The Google credential is for a different email address'
            : 'The Google credential is invalid or expired',
        );
      }
      const googleOk = !!credential && googleEmailClaim === email;
      // The phone is verified by a code, or is the phone of the Google account the credential names.
      const googlePhone =
        googleOk && typeof claims?.phone_number === 'string' && claims.phone_number !== ''
          ? normalizePhone(claims.phone_number)
          : undefined;
      const phoneCode = ctx.codes.isVerified('sms', phone);
      if (!phoneCode && googlePhone !== phone) {
        throw new HttpError(401, 'VERIFICATION_REQUIRED', 'Please verify your phone number first');
      }
      const emailCode = ctx.codes.isVerified('email', email);
      const user: UserRecord = {
        userId: newId('usr'),
        firstName,
        lastName,
        email,
        phoneNumber: phone,
        plan: 'trial',
        status: 'active',
        emailVerified: googleOk || emailCode,
        createdAt: nowIso(),
        role: 'owner',
        ...(googleOk && typeof claims?.uid === 'string' ? { googleUid: claims.uid } : {}),
      };
      ctx.store.data.users.push(user);
      ctx.store.data.connections.push({ clientId: user.userId, connected: false, status: 'disconnected' });
      if (phoneCode) ctx.codes.consume('sms', phone);
      if (emailCode) ctx.codes.consume('email', email);
      const tokens = await ctx.tokens.issue(user.userId);
      await ctx.store.commit();
      sendOk(res, { ...tokens, ...userOut(user), tokens }, 'Registration successful', 201);
    }),
  );

  app.post(
    `${base}/refresh-token`,
    route(async (req, res) => {
      const token = reqString(bodyOf(req), 'refreshToken', { max: 512 });
      const result = await ctx.tokens.rotate(token);
      if ('error' in result) {
        if (result.changed) await ctx.store.commit();
        throw result.error;
      }
      await ctx.store.commit();
      const { accessToken, refreshToken } = result.pair;
      sendOk(res, { token: accessToken, accessToken, refreshToken }, 'Token refreshed');
    }),
  );

  app.post(
    `${base}/logout`,
    route(async (req, res) => {
      // The refresh token identifies the session; an access token is not needed (it may have expired already).
      const token = reqString(bodyOf(req), 'refreshToken', { max: 512 });
      if (ctx.tokens.revoke(token)) await ctx.store.commit();
      sendOk(res, { loggedOut: true }, 'Logged out');
    }),
  );

  app.get(
    `${base}/profile`,
    route(async (req, res) => {
      const user = await requireUser(ctx, req);
      sendOk(res, { user: userOut(user) }, 'Profile fetched');
    }),
  );
}

async function googleEmail(ctx: Ctx, credential: string): Promise<string | undefined> {
  const claims = await ctx.tokens.verifyClaims(credential, GOOGLE_AUDIENCE);
  return typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
}
