// Sign-in and registration schemas with the spec's exact messages (section 5).
import { object, type ObjectSchema } from 'yup';
import { NAME_MAX, NAME_MIN, OTP_LENGTH } from './constants';
import { EMAIL_PATTERN, detectIdentifierKind, isGmailAddress, isValidPhone } from './identifier';
import { asBody, text } from './internal/text';
import { VALIDATION_MESSAGES as M } from './messages';

export interface LoginIdentifierValues {
  /** Business email or phone number. */
  identifier: string;
}

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OtpFormValues {
  otp: string;
}

/** Letters (any script) and spaces only. */
const LETTERS = /^[\p{L}\p{M}\s]+$/u;

function buildLoginIdentifierSchema(): ObjectSchema<LoginIdentifierValues> {
  return asBody(
    object({
      identifier: text(M.identifierRequired)
        .required(M.identifierRequired)
        .test('identifier-gmail', M.identifierGmail, (v) => !isGmailAddress(v))
        .test('identifier-kind', M.identifierInvalid, (v) => !v || detectIdentifierKind(v) !== 'neither'),
    }),
  );
}

function nameField(required: string, min: string, letters: string, max: string) {
  return text(required)
    .required(required)
    .min(NAME_MIN, min)
    .max(NAME_MAX, max)
    .matches(LETTERS, { message: letters, excludeEmptyString: true });
}

function buildRegisterSchema(): ObjectSchema<RegisterFormValues> {
  return asBody(
    object({
      firstName: nameField(M.firstNameRequired, M.firstNameMin, M.firstNameLetters, M.firstNameMax),
      lastName: nameField(M.lastNameRequired, M.lastNameMin, M.lastNameLetters, M.lastNameMax),
      email: text(M.emailRequired)
        .required(M.emailRequired)
        .matches(EMAIL_PATTERN, { message: M.emailInvalid, excludeEmptyString: true })
        .test('email-gmail', M.emailGmail, (v) => !isGmailAddress(v)),
      phone: text(M.phoneRequired)
        .required(M.phoneRequired)
        .test('phone-format', M.phoneInvalid, (v) => !v || isValidPhone(v)),
    }),
  );
}

function buildOtpSchema(message: string): ObjectSchema<OtpFormValues> {
  return asBody(
    object({
      otp: text(message)
        .required(message)
        .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), message),
    }),
  );
}

/** Login identifier: 'Email or phone number is required.', invalid, Gmail. */
export const loginIdentifierSchema = /* @__PURE__ */ buildLoginIdentifierSchema();
/** Register form: first/last name, business email, phone. */
export const registerSchema = /* @__PURE__ */ buildRegisterSchema();
/** Code on the login page: 'Please enter the complete 6-digit OTP.' (with the period). */
export const loginOtpSchema = /* @__PURE__ */ buildOtpSchema(M.otpLogin);
/** Code on the register pages: 'Please enter the complete 6-digit OTP' (without the period). */
export const registerOtpSchema = /* @__PURE__ */ buildOtpSchema(M.otpRegister);
