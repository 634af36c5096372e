import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ApiError, VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import { es } from '../locales/es';
import { serverText } from './serverText';
import { loadValidationText } from './validationReword';

const spanish = es.labels as unknown as Readonly<Record<string, string>>;

describe('serverText', () => {
  // The validation messages' wording is downloaded when labels could reword one (validationReword.test.ts).
  beforeAll(() => loadValidationText());

  it("words a known error code in the user's language, whatever the server's English says", () => {
    const outside = new ApiError({ status: 422, code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW', message: 'Outside window' });
    expect(serverText(outside, {})).toMatch(/^Not sent: more than 24 hours/);
    expect(serverText(outside, spanish)).toBe(spanish.serverOutsideWindow);
    expect(serverText(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }), spanish)).toBe(
      spanish.serverUnreachable,
    );
    expect(serverText(new ApiError({ status: 503, code: 'HTTP_503', message: 'Bad gateway' }), spanish)).toBe(
      spanish.serverError,
    );
    // A 5xx without a message of the server's own keeps the operation's default (it says what failed).
    expect(
      serverText(new ApiError({ status: 500, code: 'HTTP_500', message: API_MESSAGES.getCampaigns }), spanish),
    ).toBe(spanish.apiGetCampaigns);
  });

  it("words the SDK's default message of an operation, and validation messages", () => {
    expect(serverText(API_MESSAGES.getConversations, spanish)).toBe(spanish.apiGetConversations);
    expect(serverText(new ApiError({ status: 400, code: 'HTTP_400', message: API_MESSAGES.connect }), spanish)).toBe(
      spanish.apiConnect,
    );
    expect(serverText(VALIDATION_MESSAGES.phoneRequired, spanish)).toBe(spanish.phoneRequired);
    expect(serverText(API_MESSAGES.getConversations, {})).toBe('Failed to get conversations');
  });

  it("keeps a server's own message without a known code, and uses the fallback when there is none", () => {
    const duplicate = new ApiError({ status: 409, code: 'CONFLICT', message: "A template named 'x' already exists" });
    expect(serverText(duplicate, spanish)).toBe("A template named 'x' already exists");
    expect(serverText(new Error(''), spanish, undefined, 'No se pudo')).toBe('No se pudo');
    expect(serverText(undefined, {}, undefined, 'Fallback')).toBe('Fallback');
  });
});
