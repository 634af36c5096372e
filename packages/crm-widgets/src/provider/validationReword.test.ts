import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import type * as Reword from './validationReword';

// Each test gets the module fresh: whether the wording has arrived is module state.
let reword: typeof Reword;
beforeEach(async () => {
  vi.resetModules();
  reword = await import('./validationReword');
});

describe('validationReword', () => {
  it('keeps a validation message as it is until the wording has arrived, then words it in the labels', async () => {
    const labels = { phoneRequired: 'Teléfono obligatorio' };
    expect(reword.validationTextLoaded()).toBe(false);
    expect(reword.rewordValidation(VALIDATION_MESSAGES.phoneRequired, labels)).toBe(VALIDATION_MESSAGES.phoneRequired);
    // That call started the download; once it is here, the same call words the message.
    const arrived = vi.fn();
    reword.onValidationTextLoaded(arrived);
    await reword.loadValidationText();
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(reword.validationTextLoaded()).toBe(true);
    expect(reword.rewordValidation(VALIDATION_MESSAGES.phoneRequired, labels)).toBe('Teléfono obligatorio');
    expect(reword.rewordValidation('A message of the server', labels)).toBe('A message of the server');
  });

  it('downloads nothing for English without labels, and starts the download when labels are given', async () => {
    expect(reword.rewordValidation(VALIDATION_MESSAGES.phoneRequired, {})).toBe(VALIDATION_MESSAGES.phoneRequired);
    expect(reword.rewordValidation(VALIDATION_MESSAGES.phoneRequired, { phoneRequired: undefined })).toBe(
      VALIDATION_MESSAGES.phoneRequired,
    );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reword.validationTextLoaded()).toBe(false);

    const arrived = new Promise<void>((resolve) => reword.onValidationTextLoaded(resolve));
    reword.rewordValidation(VALIDATION_MESSAGES.phoneRequired, { phoneRequired: 'Telefone obrigatório' });
    await arrived;
    expect(reword.validationTextLoaded()).toBe(true);
  });

  it('tells whether any label is given', () => {
    expect(reword.anyLabel({})).toBe(false);
    expect(reword.anyLabel({ close: undefined })).toBe(false);
    expect(reword.anyLabel({ close: 'Cerrar' })).toBe(true);
  });
});
