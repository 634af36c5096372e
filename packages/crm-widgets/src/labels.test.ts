import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import { commonLabels } from './labels';
import { authLabels } from './auth/labels';
import { broadcastLabels } from './broadcast/labels';
import { campaignLabels } from './campaigns/labels';
import { connectionLabels } from './connection/labels';
import { contactLabels } from './contacts/labels';
import { inboxLabels } from './inbox/labels';
import { mediaLabels } from './media/labels';
import { quickMessageLabels } from './quick-message/labels';
import { templateMainLabels } from './templates/mainLabels';
import { templateEditorLabels } from './templates/editorLabels';
import { serverLabels } from './provider/serverLabels';
import { validationCountLabels } from './provider/validationCounts';

// Labels share one namespace (a host's `labels` and each locale are flat): a key two widgets use must mean the same
// text, or overriding or translating it for one would change the other.
const MODULES = {
  commonLabels,
  VALIDATION_MESSAGES,
  validationCountLabels,
  serverLabels,
  inboxLabels,
  mediaLabels,
  broadcastLabels,
  campaignLabels,
  templateMainLabels,
  templateEditorLabels,
  quickMessageLabels,
  connectionLabels,
  contactLabels,
  authLabels,
};

describe('label keys', () => {
  it('name one English text wherever two widgets use the same key', () => {
    const texts = new Map<string, Map<string, string[]>>();
    for (const [module, labels] of Object.entries(MODULES)) {
      for (const [key, value] of Object.entries(labels)) {
        const byText = texts.get(key) ?? new Map<string, string[]>();
        const text = JSON.stringify(value);
        byText.set(text, [...(byText.get(text) ?? []), module]);
        texts.set(key, byText);
      }
    }
    const conflicts = [...texts]
      .filter(([, byText]) => byText.size > 1)
      .map(([key, byText]) => `${key}: ${[...byText.entries()].map(([t, m]) => `${m.join('/')} ${t}`).join(' vs ')}`);
    expect(conflicts).toEqual([]);
  });
});
