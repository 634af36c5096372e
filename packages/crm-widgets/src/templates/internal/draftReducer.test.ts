import { describe, expect, it } from 'vitest';
import { emptyDraft, type TemplateDraft } from './draft';
import { blankButton, draftReducer, type DraftAction } from './draftReducer';

const run = (draft: TemplateDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

describe('draftReducer', () => {
  it('changes the details as typed', () => {
    const d = run(emptyDraft(), { type: 'details', patch: { name: 'order_update', ttl: '60' } });
    expect(d).toMatchObject({ name: 'order_update', ttl: '60', header: null });
  });

  it('adds a text header once, changes it, and removes it', () => {
    const added = run(emptyDraft(), { type: 'addHeader' });
    expect(added.header).toEqual({ format: 'TEXT', text: '', example: '', mediaId: '', mediaName: '' });
    const changed = run(added, { type: 'header', patch: { text: 'Order {{1}}' } }, { type: 'addHeader' });
    expect(changed.header?.text).toBe('Order {{1}}');
    expect(run(changed, { type: 'removeHeader' }).header).toBeNull();
  });

  it("drops the example file when the header's format changes (another kind of file), not otherwise", () => {
    const image = run(
      emptyDraft(),
      { type: 'addHeader' },
      { type: 'header', patch: { format: 'IMAGE' } },
      { type: 'header', patch: { mediaId: 'med_1', mediaName: 'banner.png' } },
    );
    expect(run(image, { type: 'header', patch: { format: 'IMAGE' } }).header?.mediaId).toBe('med_1');
    expect(run(image, { type: 'header', patch: { format: 'VIDEO' } }).header).toMatchObject({
      format: 'VIDEO',
      mediaId: '',
      mediaName: '',
    });
  });

  it('ignores a header change when there is no header', () => {
    const d = emptyDraft();
    expect(draftReducer(d, { type: 'header', patch: { text: 'x' } })).toBe(d);
  });

  it('sets the body text, and an example by its place, filling the places before it', () => {
    const d = run(
      emptyDraft(),
      { type: 'bodyText', text: 'Hi {{1}} {{2}} {{3}}' },
      { type: 'bodyExample', index: 2, value: 'c' },
    );
    expect(d.body).toEqual({ text: 'Hi {{1}} {{2}} {{3}}', examples: ['', '', 'c'] });
    expect(run(d, { type: 'bodyExample', index: 0, value: 'a' }).body.examples).toEqual(['a', '', 'c']);
  });

  it('adds, edits and removes the footer', () => {
    const d = run(emptyDraft(), { type: 'addFooter' }, { type: 'footerText', text: 'Acme' });
    expect(d.footer).toEqual({ text: 'Acme' });
    expect(run(d, { type: 'addFooter' }).footer).toEqual({ text: 'Acme' });
    expect(run(d, { type: 'removeFooter' }).footer).toBeNull();
  });

  it('adds the buttons section with one quick reply, then more buttons', () => {
    const d = run(emptyDraft(), { type: 'addButtons' }, { type: 'addButton' });
    expect(d.buttons).toEqual([blankButton('QUICK_REPLY'), blankButton('QUICK_REPLY')]);
    expect(run(d, { type: 'removeButtons' }).buttons).toBeNull();
  });

  it('changes a button type with blank fields, keeping its text', () => {
    const d = run(
      emptyDraft(),
      { type: 'addButtons' },
      { type: 'button', index: 0, patch: { text: 'Track' } },
      { type: 'buttonType', index: 0, buttonType: 'URL' },
    );
    expect(d.buttons).toEqual([{ type: 'URL', text: 'Track', url: '' }]);
    const code = run(d, { type: 'buttonType', index: 0, buttonType: 'COPY_CODE' });
    expect(code.buttons).toEqual([{ type: 'COPY_CODE', text: 'Track', example: [''] }]);
    expect(run(d, { type: 'buttonType', index: 0, buttonType: 'PHONE_NUMBER' }).buttons).toEqual([
      { type: 'PHONE_NUMBER', text: 'Track', phone_number: '' },
    ]);
  });

  it('moves a button up and down, not past either end', () => {
    const d = run(
      emptyDraft(),
      { type: 'addButtons' },
      { type: 'addButton' },
      { type: 'button', index: 0, patch: { text: 'A' } },
      { type: 'button', index: 1, patch: { text: 'B' } },
    );
    const moved = run(d, { type: 'moveButton', index: 1, by: -1 });
    expect(moved.buttons?.map((b) => b.text)).toEqual(['B', 'A']);
    expect(draftReducer(d, { type: 'moveButton', index: 0, by: -1 })).toBe(d);
    expect(draftReducer(d, { type: 'moveButton', index: 1, by: 1 })).toBe(d);
    expect(run(d, { type: 'removeButton', index: 0 }).buttons?.map((b) => b.text)).toEqual(['B']);
  });

  it('leaves the draft as it is for a button change without buttons', () => {
    const d = emptyDraft();
    expect(draftReducer(d, { type: 'removeButton', index: 0 })).toBe(d);
    expect(draftReducer(d, { type: 'moveButton', index: 0, by: 1 })).toBe(d);
  });
});
