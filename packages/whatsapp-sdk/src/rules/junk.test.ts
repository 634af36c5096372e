import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import { loginIdentifierSchema, loginOtpSchema, registerOtpSchema, registerSchema } from './auth-schemas';
import {
  broadcastSchema,
  campaignBodySchema,
  campaignFormSchema,
  connectSchema,
  contactSchema,
  quickMessageSchema,
  sendMessageSchema,
} from './forms';
import { templateSchema } from './template';

const schemas: Record<string, AnySchema> = {
  loginIdentifierSchema,
  loginOtpSchema,
  registerOtpSchema,
  registerSchema,
  broadcastSchema,
  campaignBodySchema,
  campaignFormSchema,
  connectSchema,
  contactSchema,
  quickMessageSchema,
  sendMessageSchema,
  templateSchema,
};

/** Every field of every schema set to the same junk value. */
function allFields(value: unknown): Record<string, unknown> {
  const keys = Object.values(schemas).flatMap((s) =>
    Object.keys((s.describe() as unknown as { fields: object }).fields),
  );
  return Object.fromEntries(keys.map((k) => [k, value]));
}

const JUNK: [string, unknown][] = [
  ['null', null],
  ['a string', 'x'],
  ['a number', 5],
  ['an array', []],
  ['fields as objects', allFields({})],
  ['fields as arrays', allFields(['a', 1])],
  ['fields as numbers', allFields(12)],
  ['fields as null', allFields(null)],
  ['fields as booleans', allFields(true)],
];

describe('schemas answer junk with validation messages, never crashes', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it.each(JUNK)(`${name}: %s`, async (_label, junk) => {
      for (const abortEarly of [true, false]) {
        const error = await schema.validate(junk, { abortEarly, stripUnknown: true }).then(
          () => null,
          (e: unknown) => e,
        );
        if (error === null) continue; // some junk is coerced into valid values (numbers into strings)
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).message.length).toBeGreaterThan(0);
      }
    });
  }

  it('null and non-object bodies get one clear message', async () => {
    for (const junk of [null, 'x', 5, []]) {
      await expect(campaignBodySchema.validate(junk)).rejects.toThrow('The request body must be a JSON object');
      await expect(templateSchema.validate(junk)).rejects.toThrow('The request body must be a JSON object');
    }
  });

  it('a non-string required field gets its required message', async () => {
    await expect(campaignBodySchema.validate({ name: {}, templateName: 't' })).rejects.toThrow(
      'Campaign name is required',
    );
    await expect(registerSchema.validateAt('firstName', { firstName: { x: 1 } })).rejects.toThrow(
      'First name is required',
    );
  });

  it('every schema also validates synchronously (the mock API uses validateSync)', () => {
    for (const schema of Object.values(schemas)) {
      expect(() => schema.validateSync(null, { abortEarly: true, stripUnknown: true })).toThrow(ValidationError);
    }
    expect(
      templateSchema.validateSync(
        { name: 'ok_name', components: [{ type: 'BODY', text: 'Hello.' }] },
        { abortEarly: true, stripUnknown: true },
      ),
    ).toMatchObject({ name: 'ok_name', category: 'MARKETING', language: 'en_US' });
  });
});
