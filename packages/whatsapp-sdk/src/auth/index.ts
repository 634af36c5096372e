export {
  AUTH_DEFAULT_ERRORS,
  createAuthApi,
  type AuthApi,
  type CheckUserResult,
  type EmailOtpSent,
  type EmailOtpVerified,
} from './auth';
