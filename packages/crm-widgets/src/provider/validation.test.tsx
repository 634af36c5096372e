import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  contactSchema,
  exampleValuesMessage,
  templateParameterRequiredMessage,
  type ContactFormValues,
} from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { NewContactModal } from '../inbox/NewContactModal';
import { WacrmProvider } from './WacrmProvider';
import { useLabelledResolver, validationText } from './validation';

describe('validationText', () => {
  it("words the SDK's validation messages with the host's labels, under VALIDATION_MESSAGES' keys", () => {
    const labels = { phoneRequired: 'Teléfono obligatorio', contactNameRequired: 'Nombre obligatorio' };
    expect(validationText(VALIDATION_MESSAGES.phoneRequired, labels)).toBe('Teléfono obligatorio');
    expect(validationText(VALIDATION_MESSAGES.contactNameRequired, labels)).toBe('Nombre obligatorio');
    // Not relabelled, or not a validation message: as it is.
    expect(validationText(VALIDATION_MESSAGES.emailInvalid, labels)).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(validationText('Something else', labels)).toBe('Something else');
  });

  it('fills {n} of the messages with a number', () => {
    const labels = { parameterRequired: 'Falta el parámetro {n}', exampleValuesRequired: 'Faltan {n} ejemplos' };
    expect(validationText(templateParameterRequiredMessage(3), labels)).toBe('Falta el parámetro 3');
    expect(validationText(exampleValuesMessage(12), labels)).toBe('Faltan 12 ejemplos');
    expect(validationText(templateParameterRequiredMessage(3), {})).toBe('Parameter 3 is required');
  });
});

function ContactForm() {
  const { register, handleSubmit, formState } = useForm<ContactFormValues>({
    resolver: useLabelledResolver(yupResolver(contactSchema)),
    defaultValues: { name: '', phone: '', email: '', status: 'active', tags: [], source: 'Manual' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <input aria-label="Name" {...register('name')} />
      <input aria-label="Phone" {...register('phone')} />
      <p>{formState.errors.name?.message}</p>
      <p>{formState.errors.phone?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useLabelledResolver', () => {
  const client = createFakeWacrmClient();

  it("gives a form's errors the host's words, keeping the messages it did not relabel", async () => {
    const user = userEvent.setup();
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} labels={{ contactNameRequired: 'Nombre obligatorio' }}>
        <ContactForm />
      </WacrmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nombre obligatorio')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneRequired)).toBeInTheDocument();
    // The form still focuses its first invalid field.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('leaves the messages as they are without labels', async () => {
    const user = userEvent.setup();
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
        <ContactForm />
      </WacrmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.contactNameRequired)).toBeInTheDocument();
  });

  it("reaches the widgets' forms: the inbox's new-contact form", async () => {
    const user = userEvent.setup();
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} labels={{ phoneRequired: 'Teléfono obligatorio' }}>
        <NewContactModal open onClose={() => undefined} onCreated={() => undefined} />
      </WacrmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Teléfono obligatorio')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.contactNameRequired)).toBeInTheDocument();
  });
});
