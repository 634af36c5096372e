import { useEffect, useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  canConnect,
  connectSchema,
  type ConnectPayload,
  type ConnectResult,
  type ConnectionStatus,
} from '@wacrm/whatsapp-sdk';
import { Button, Modal, SecretField, TextField } from '@wacrm/ui';
import { useServerText, useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { connectionLabels } from '../labels';
import { Form } from './ConnectWhatsAppModal.styles';

export interface ConnectWhatsAppModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Called with the new connection after a successful connect (status 'connected'). */
  onConnected?: (status: ConnectionStatus) => void;
  /** Pre-fills the ids (e.g. when reconnecting); the access token is never pre-filled. */
  initialValues?: Partial<Pick<ConnectPayload, 'phoneNumberId' | 'businessAccountId'>>;
}

interface FormValues {
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
}

const resolver = yupResolver(connectSchema) as unknown as Resolver<FormValues>;

/**
 * 'Connect WhatsApp': Access Token (masked, with a reveal toggle), Phone Number ID and Business Account ID; Cancel
 * and Connect. Connect stays disabled until the token and the phone number id are filled. The
 * connection counts as made only when the answer's status equals 'connected'.
 */
export function ConnectWhatsAppModal({ open, onClose, onConnected, initialValues }: ConnectWhatsAppModalProps) {
  const labels = useWacrmLabels(connectionLabels);
  const serverText = useServerText();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-connect-form-${useId().replace(/:/g, '')}`;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: useLabelledResolver(resolver),
    defaultValues: { accessToken: '', phoneNumberId: '', businessAccountId: '' },
  });

  useEffect(() => {
    if (open) {
      reset({
        accessToken: '',
        phoneNumberId: initialValues?.phoneNumberId ?? '',
        businessAccountId: initialValues?.businessAccountId ?? '',
      });
    }
  }, [open, initialValues?.phoneNumberId, initialValues?.businessAccountId, reset]);

  const values = useWatch({ control });
  const enabled = canConnect(values);

  const submit = async (v: FormValues) => {
    const payload: ConnectPayload = { accessToken: v.accessToken.trim(), phoneNumberId: v.phoneNumberId.trim() };
    const businessAccountId = (v.businessAccountId ?? '').trim();
    if (businessAccountId) payload.businessAccountId = businessAccountId;
    let result: ConnectResult;
    try {
      result = await whatsapp.connect(payload);
    } catch (e) {
      notify.error(serverText(e, labels.connectFailed));
      return;
    }
    if (result.status !== 'connected') {
      notify.error(labels.connectFailed);
      return;
    }
    notify.success(labels.connectedNotice);
    const { message: _message, ...status } = result;
    onConnected?.(status);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={labels.modalTitle}
      description={labels.modalDescription}
      closeLabel={labels.close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!enabled} loading={isSubmitting}>
            {labels.connect}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
        <SecretField
          label={labels.accessToken}
          revealLabel={labels.showAccessToken}
          concealLabel={labels.hideAccessToken}
          required
          error={errors.accessToken?.message}
          {...register('accessToken')}
        />
        <TextField
          label={labels.phoneNumberIdField}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.phoneNumberId?.message}
          {...register('phoneNumberId')}
        />
        <TextField
          label={labels.businessAccountId}
          hint={labels.businessAccountIdHint}
          inputMode="numeric"
          autoComplete="off"
          {...register('businessAccountId')}
        />
      </Form>
    </Modal>
  );
}
