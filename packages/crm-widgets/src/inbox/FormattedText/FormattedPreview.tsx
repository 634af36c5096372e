import { memo, useMemo } from 'react';
import { previewNodes } from '../../internal/whatsappInline';

export interface FormattedPreviewProps {
  /** WhatsApp-formatted text. */
  text: string;
  /** Show formatting characters as typed (authentication templates). */
  plain?: boolean;
}

/**
 * A one-line preview of WhatsApp-formatted text, for a conversation row's last message and a template choice's body:
 * bold, italic, strike and code render; links stay text (the preview is inside an option or a button) and list and
 * quote marks are dropped. Its text is the SDK's `stripWhatsAppFormatting(text)`.
 */
export const FormattedPreview = memo(function FormattedPreview({ text, plain = false }: FormattedPreviewProps) {
  return useMemo(() => <>{previewNodes(text, plain)}</>, [text, plain]);
});
