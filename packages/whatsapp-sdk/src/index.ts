// Public API of @wacrm/whatsapp-sdk (no React). Every public name is listed explicitly.
export { normalizePhone, DEFAULT_PHONE_PREFIX } from './rules';
