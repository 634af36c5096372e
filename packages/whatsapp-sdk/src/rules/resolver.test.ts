// Proves the schemas work through react-hook-form's yup resolver, as the widgets use them. The resolver is a
// dependency of @wacrm/crm-widgets (hoisted in the workspace); this test only imports it, nothing ships it.
import { yupResolver } from '@hookform/resolvers/yup';
import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth-schemas';
import { templateSchema } from './template';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('yupResolver (react-hook-form)', () => {
  it('maps every template issue to its nested field', async () => {
    const resolver = yupResolver(templateSchema);
    const result = await resolver(
      {
        name: 'Bad Name',
        category: 'UTILITY',
        language: 'en_US',
        message_send_ttl_seconds: 29,
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Hi *there*' },
          { type: 'BODY', text: 'Hello {{1}} there' },
          { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Go', url: 'javascript:alert(1)' }] },
        ],
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, unknown> & {
      components?: Array<Record<string, { message?: string } | Array<Record<string, { message?: string }>>>>;
    };
    expect((errors.name as { message: string }).message).toBe(
      'Template name can only contain lowercase letters, numbers and underscores',
    );
    expect((errors.message_send_ttl_seconds as { message: string }).message).toBe(
      'Utility TTL must be between 30 seconds and 12 hours',
    );
    expect(errors.components?.[0]?.text).toMatchObject({
      message: 'Header cannot contain new lines, formatting characters, emojis, or asterisks',
    });
    expect(errors.components?.[1]?.example).toMatchObject({
      message: 'Please provide 1 example value(s) for the variables',
    });
    const buttons = errors.components?.[2]?.buttons as Array<Record<string, { message?: string }>>;
    expect(buttons[0]?.url?.message).toBe('Button URL must start with http:// or https://');
  });

  it('gives the register messages per field and the cleaned values when valid', async () => {
    const resolver = yupResolver(registerSchema);
    const bad = await resolver({ firstName: 'A', lastName: '', email: 'x@gmail.com', phone: '1' }, undefined, options);
    expect(bad.errors).toMatchObject({
      firstName: { message: 'First name must be at least 2 characters' },
      lastName: { message: 'Last name is required' },
      email: { message: 'Please use your business email address, not Gmail' },
      phone: { message: 'Please enter a valid phone number' },
    });
    const good = await resolver(
      { firstName: ' Ann ', lastName: 'Lee', email: 'ann@acme.io', phone: '9876543210' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.io', phone: '9876543210' });
  });
});
