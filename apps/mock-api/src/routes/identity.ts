import type { Application as Express } from 'express';
import type { Ctx } from '../context';
import { clientAddress } from '../http/address';
import { badRequest, HttpError, route, sendOk } from '../http/errors';
import { bodyOf, reqPhone, reqString } from '../http/validate';
import { devJsonOnly } from './dev';

export const GOOGLE_AUDIENCE = 'wacrm-dev-google';
const PHONE_AUDIENCE = 'wacrm-dev-phone';

export interface DemoGoogleAccount {
  uid: string;
  email: string | null;
  displayName: string;
  photoURL: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
}

/** Simulated Google accounts: the demo user, a new user with a phone, one without a phone, one without an email. */
export const GOOGLE_ACCOUNTS: readonly DemoGoogleAccount[] = [
  {
    uid: 'google-demo-user',
    email: 'demo@acme.test',
    displayName: 'Demo User',
    photoURL: null,
    phoneNumber: '+919876543210',
    emailVerified: true,
  },
  {
    uid: 'google-priya-sharma',
    email: 'priya.sharma@nimbus.test',
    displayName: 'Priya Sharma',
    photoURL: null,
    phoneNumber: '+919812345678',
    emailVerified: true,
  },
  {
    uid: 'google-arjun-mehta',
    email: 'arjun.mehta@lumen.test',
    displayName: 'Arjun Mehta',
    photoURL: null,
    phoneNumber: null,
    emailVerified: true,
  },
  {
    uid: 'google-no-email',
    email: null,
    displayName: 'No Email Account',
    photoURL: null,
    phoneNumber: null,
    emailVerified: false,
  },
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function popupPage(origin: string): string {
  const buttons = GOOGLE_ACCOUNTS.map(
    (a) =>
      `<li><button type="button" data-uid="${escapeHtml(a.uid)}"><strong>${escapeHtml(a.displayName)}</strong>` +
      `<span>${escapeHtml(a.email ?? 'no email address')}${a.phoneNumber ? '' : ' · no phone number'}</span></button></li>`,
  ).join('');
  // The target origin is one of the allowed origins (checked by the caller); JSON with < escaped is safe in a script.
  const target = JSON.stringify(origin).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (development)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#fff;color:#1f1f1f}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#444}ul{list-style:none;padding:0;margin:0}
li{margin:0 0 8px}button{width:100%;text-align:left;padding:12px 14px;border:1px solid #c4c7c5;border-radius:8px;
background:#fff;font:inherit;cursor:pointer;display:flex;flex-direction:column;gap:2px}
button:hover,button:focus-visible{background:#f0f4f9;outline:2px solid #0b57d0}span{color:#444;font-size:14px}
#cancel{margin-top:16px;align-items:center}[role=alert]{color:#b3261e}
</style></head>
<body><main><h1>Choose an account</h1><p>Development sign-in: no Google account is contacted.</p>
<ul>${buttons}</ul><button type="button" id="cancel">Cancel</button><p role="alert" id="error"></p></main>
<script>
const targetOrigin = ${target};
document.querySelectorAll('button[data-uid]').forEach((button) => {
  button.addEventListener('click', async () => {
    try {
      const res = await fetch('sign-in', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ uid: button.dataset.uid }) });
      const body = await res.json();
      if (!res.ok) throw new Error(body.message || 'Google sign-in failed');
      if (window.opener) window.opener.postMessage({ type: 'wacrm:dev-google', user: body.data.user,
        credential: body.data.credential }, targetOrigin);
      window.close();
    } catch (err) {
      document.getElementById('error').textContent = err.message;
    }
  });
});
document.getElementById('cancel').addEventListener('click', () => window.close());
</script></body></html>`;
}

/** The dev identity service: simulated Google sign-in and SMS codes (off in production). */
export function registerIdentityRoutes(app: Express, ctx: Ctx): void {
  const base = '/__dev/identity';

  app.get(
    `${base}/google/accounts`,
    route((_req, res) => {
      sendOk(res, GOOGLE_ACCOUNTS, 'Demo Google accounts');
    }),
  );

  app.post(
    `${base}/google/sign-in`,
    devJsonOnly,
    route(async (req, res) => {
      const uid = reqString(bodyOf(req), 'uid', { max: 128 });
      const account = GOOGLE_ACCOUNTS.find((a) => a.uid === uid);
      if (!account) throw new HttpError(404, 'NOT_FOUND', 'Google account not found');
      const email = account.email?.toLowerCase() ?? null;
      const isNewUser = !email || !ctx.store.data.users.some((u) => u.email === email);
      const credential = await ctx.tokens.signClaims(
        // The phone is Google's (the account's own); /auth/register accepts it without an SMS code.
        {
          uid: account.uid,
          email: email ?? '',
          name: account.displayName,
          ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
        },
        GOOGLE_AUDIENCE,
        '1h',
      );
      // Google verified the address: a login with it is allowed for the next 10 minutes.
      if (email && account.emailVerified) ctx.codes.markVerified('email', email);
      sendOk(res, { user: { ...account, isNewUser }, credential }, 'Signed in with Google');
    }),
  );

  app.get(
    `${base}/google/popup`,
    route((req, res) => {
      const origin = typeof req.query.origin === 'string' ? req.query.origin : '';
      if (!ctx.config.allowedOrigins.includes(origin)) {
        throw badRequest('origin', 'origin must be one of the allowed app origins');
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).send(popupPage(origin));
    }),
  );

  app.post(
    `${base}/phone/send`,
    devJsonOnly,
    route((req, res) => {
      const phone = reqPhone(bodyOf(req), 'phone');
      const { verificationId, expiresInSeconds, resendInSeconds } = ctx.codes.send('sms', phone, clientAddress(req));
      sendOk(res, { verificationId, expiresInSeconds, resendInSeconds }, 'Verification code sent');
    }),
  );

  app.post(
    `${base}/phone/confirm`,
    devJsonOnly,
    route(async (req, res) => {
      const body = bodyOf(req);
      const verificationId = reqString(body, 'verificationId', { max: 100 });
      const code = typeof body.code === 'number' ? String(body.code).padStart(6, '0') : body.code;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code)) {
        throw badRequest('code', 'Please enter the complete 6-digit OTP');
      }
      const phone = ctx.codes.phoneForVerification(verificationId);
      if (!phone) throw new HttpError(400, 'INVALID_OTP', 'Invalid OTP code', 'code');
      ctx.codes.verify('sms', phone, code, 'code');
      const uid = `phone-${phone.slice(1)}`;
      const idToken = await ctx.tokens.signClaims({ uid, phone_number: phone }, PHONE_AUDIENCE, '1h');
      sendOk(res, { user: { uid, phoneNumber: phone }, idToken }, 'Phone number verified');
    }),
  );
}
