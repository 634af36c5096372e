import { describe, expect, it } from 'vitest';
import { campaignParametersRefusal, duplicateTemplateMessage, isTemplateCategory, ttlRule } from './backend';
import { VALIDATION_MESSAGES } from './messages';

const offer = {
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' },
    { type: 'BODY', text: '{{1}}, {{2}} off' },
  ],
};

describe('campaignParametersRefusal', () => {
  it('names the first parameter left blank, header first, as a field and its message', () => {
    expect(campaignParametersRefusal(offer, { param1: 'Ann' }, [{ parameters: { param2: '10%' } }])).toEqual({
      field: 'parameters.header1',
      message: 'Header parameter is required',
    });
    expect(campaignParametersRefusal(offer, { header1: 'x', param1: 'Ann' }, [])).toEqual({
      field: 'parameters.param2',
      message: 'Parameter 2 is required',
    });
  });

  it("counts a recipient's own values", () => {
    expect(
      campaignParametersRefusal(offer, { header1: 'x', param1: 'Ann' }, [{ parameters: { param2: '10%' } }]),
    ).toBeUndefined();
  });

  it('is undefined when every recipient gets every value', () => {
    expect(campaignParametersRefusal(offer, { header1: 'x', param1: 'a', param2: 'b' }, [])).toBeUndefined();
    expect(campaignParametersRefusal(undefined, undefined, [])).toBeUndefined();
  });
});

describe('duplicateTemplateMessage', () => {
  it('says which name and language', () => {
    expect(duplicateTemplateMessage('welcome', 'en_US')).toBe("A template named 'welcome' already exists in en_US");
  });
});

describe('ttlRule', () => {
  it('gives each category its bounds and message', () => {
    expect(ttlRule('AUTHENTICATION')).toEqual({ min: 30, max: 900, message: VALIDATION_MESSAGES.ttlAuthentication });
    expect(ttlRule('UTILITY')).toEqual({ min: 30, max: 43_200, message: VALIDATION_MESSAGES.ttlUtility });
    expect(ttlRule('MARKETING')).toEqual({ min: 43_200, max: 2_592_000, message: VALIDATION_MESSAGES.ttlMarketing });
  });
});

describe('isTemplateCategory', () => {
  it('accepts the three categories as sent', () => {
    expect(isTemplateCategory('UTILITY')).toBe(true);
    expect(isTemplateCategory('utility')).toBe(false);
    expect(isTemplateCategory(3)).toBe(false);
  });
});
