import type { Application as Express } from 'express';
import { requireUser } from '../auth/guard';
import { MESSAGES, registerSchema } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
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

function findUser(ctx: Ctx, email?: string, phone?: string): UserRecord | undefined {
  return ctx.store.data.users.find(
    (u) => (email !== undefined && u.email === email) || (phone !== undefined && u.phoneNumber === phone),
  );
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
      const sent = ctx.codes.send('email', email);
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
      const user = findUser(ctx, email, phone);
      if (!user) throw USER_NOT_FOUND();
      const credential = optString(body, 'googleCredential', { max: 4096 });
      const viaGoogle = credential ? await googleEmail(ctx, credential) : undefined;
      const verified =
        (email !== undefined && (ctx.codes.isVerified('email', email) || viaGoogle === email)) ||
        (phone !== undefined && ctx.codes.isVerified('sms', phone));
      if (!verified) {
        throw new HttpError(
          401,
          'VERIFICATION_REQUIRED',
          email ? 'Please verify your email with the code we sent first' : 'Please verify your phone number first',
        );
      }
      if (email) ctx.codes.consume('email', email);
      if (phone) ctx.codes.consume('sms', phone);
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
      const firebaseUid = optString(body, 'firebaseUid', { max: 128 });
      const credential = optString(body, 'googleCredential', { max: 4096 });
      if (findUser(ctx, email, phone)) throw USER_EXISTS();
      const claims = credential ? await ctx.tokens.verifyClaims(credential, GOOGLE_AUDIENCE) : null;
      const googleOk = !!claims && typeof claims.email === 'string' && claims.email.toLowerCase() === email;
      if (!googleOk && !ctx.codes.isVerified('sms', phone)) {
        throw new HttpError(
          401,
          'VERIFICATION_REQUIRED',
          credential ? 'The Google credential is invalid or expired' : 'Please verify your phone number first',
        );
      }
      const user: UserRecord = {
        userId: newId('usr'),
        firstName,
        lastName,
        email,
        phoneNumber: phone,
        plan: 'trial',
        status: 'active',
        emailVerified: googleOk,
        createdAt: nowIso(),
        role: 'owner',
        ...(googleOk && typeof claims?.uid === 'string' ? { googleUid: claims.uid } : {}),
        ...(!googleOk && firebaseUid ? { googleUid: firebaseUid } : {}),
      };
      ctx.store.data.users.push(user);
      ctx.store.data.connections.push({ clientId: user.userId, connected: false, status: 'disconnected' });
      ctx.codes.consume('sms', phone);
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
