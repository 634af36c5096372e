// The Template Editor's texts of a language are downloaded once, and a failed download is tried again. Isolated
// (scripts/isolatedTests.ts): it mocks the Arabic part to fail its first download.
import { describe, expect, it, vi } from 'vitest';
import type * as ArTemplates from '../locales/ar-templates';
import { loadTemplateEditorLabels, preloadTemplateEditorLabels } from './loadTemplateEditor';

const downloads = vi.hoisted(() => ({ ar: 0, failNext: true }));
vi.mock('../locales/ar-templates', async (importOriginal) => {
  downloads.ar += 1;
  if (downloads.failNext) {
    downloads.failNext = false;
    throw new Error('network down');
  }
  return importOriginal<typeof ArTemplates>();
});

describe('loadTemplateEditorLabels', () => {
  it('tries a failed download again on the next call, then shares the one that arrived', async () => {
    const failed = loadTemplateEditorLabels('ar');
    await expect(failed).rejects.toThrow();
    expect(failed.status).toBe('rejected');

    const again = loadTemplateEditorLabels('ar');
    expect(again).not.toBe(failed);
    const texts = await again;
    expect(texts.createTitle).toBe(
      (await vi.importActual<typeof ArTemplates>('../locales/ar-templates')).arTemplates.createTitle,
    );
    expect(again.status).toBe('fulfilled');
    expect(loadTemplateEditorLabels('ar')).toBe(again);
    preloadTemplateEditorLabels('ar-EG');
    expect(downloads.ar).toBe(2);
  });

  it('downloads nothing for English, nor for a language not shipped', () => {
    const before = downloads.ar;
    preloadTemplateEditorLabels('en-GB');
    preloadTemplateEditorLabels('fr');
    expect(downloads.ar).toBe(before);
  });
});
