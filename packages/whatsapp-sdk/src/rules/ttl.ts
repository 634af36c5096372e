import type { TemplateCategory } from '../model/template';
import { TTL_BOUNDS } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** The spec's TTL message for a category. */
export function ttlMessage(category: TemplateCategory): string {
  return category === 'AUTHENTICATION' ? M.ttlAuthentication : category === 'UTILITY' ? M.ttlUtility : M.ttlMarketing;
}

/** A category's TTL rule: inclusive bounds in seconds and the message when outside them. */
export function ttlRule(category: TemplateCategory): { min: number; max: number; message: string } {
  return { ...TTL_BOUNDS[category], message: ttlMessage(category) };
}
