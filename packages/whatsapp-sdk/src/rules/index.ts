export { normalizePhone, DEFAULT_PHONE_PREFIX } from './phone';
