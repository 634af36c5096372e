import { Copy, ExternalLink, FileText, Image, List, MapPin, Phone, Reply, Video } from 'lucide-react';
import {
  fillPlaceholders,
  templateHeaderText,
  type TemplateButton,
  type TemplateCategory,
  type TemplateComponent,
} from '@wacrm/whatsapp-sdk';
import { useWacrmLabels } from '../../provider';
import { templateMainLabels } from '../mainLabels';
import {
  Body,
  Bubble,
  ButtonList,
  Caption,
  Footer,
  HeaderText,
  MediaHeader,
  MediaHeaderImage,
  Placeholder,
  PreviewButton,
  PreviewFrame,
} from './TemplatePreview.styles';
import { useExampleImage } from './useExampleImage';
import { WhatsAppText } from './WhatsAppText';

export interface TemplatePreviewProps {
  /** The template (or the editor's draft): its components and category. */
  template: { components: readonly TemplateComponent[]; category?: TemplateCategory | (string & {}) };
  /** Values for the body's {{n}} (index 0 fills {{1}}); by default the body's examples. */
  bodyValues?: readonly string[];
  /** Value for the header's {{1}}; by default the header's example. */
  headerValues?: readonly string[];
  /** Caption above the bubble; the 'Preview' label by default. Pass null for none. */
  caption?: string | null;
  /** Class of the preview's root element (for the host's layout). */
  className?: string;
}

const BUTTON_ICONS = {
  QUICK_REPLY: Reply,
  URL: ExternalLink,
  PHONE_NUMBER: Phone,
  COPY_CODE: Copy,
} as const;

/**
 * Which buttons WhatsApp draws: up to 3 as they are; more than 3 show as the first 2 plus 'See all options'
 * (shared/design/whatsapp-rules.md).
 */
export function visibleButtons(buttons: readonly TemplateButton[]): { shown: TemplateButton[]; more: boolean } {
  if (buttons.length <= 3) return { shown: [...buttons], more: false };
  return { shown: buttons.slice(0, 2), more: true };
}

/**
 * A read-only, WhatsApp-style preview of a template: header (text, the example image, or a video, document or location card), the body with WhatsApp
 * formatting rendered and variables filled from the examples, the footer, and the buttons drawn as WhatsApp
 * draws them. Formatting does not render in headers, footers or authentication templates.
 */
export function TemplatePreview({ template, bodyValues, headerValues, caption, className }: TemplatePreviewProps) {
  const labels = useWacrmLabels(templateMainLabels);
  const components = Array.isArray(template.components) ? template.components : [];
  const header = components.find((c) => c.type === 'HEADER');
  const body = components.find((c) => c.type === 'BODY');
  const footer = components.find((c) => c.type === 'FOOTER');
  const buttons = components.find((c) => c.type === 'BUTTONS')?.buttons ?? [];
  const plainBody = template.category === 'AUTHENTICATION';
  const bodyText = body ? fillPlaceholders(body.text, bodyValues ?? body.example?.body_text?.[0] ?? []) : '';
  // A header without a format is a text header (the spec's default format is TEXT).
  const mediaHeader = header !== undefined && (header.format ?? 'TEXT') !== 'TEXT';
  const headerText =
    header && !mediaHeader
      ? fillPlaceholders(templateHeaderText(template), headerValues ?? header.example?.header_text ?? [])
      : '';
  const { shown, more } = visibleButtons(buttons);
  // The example file of an IMAGE header (a media id) is drawn; a video or a document shows as its card.
  const exampleImage = useExampleImage(
    header?.format === 'IMAGE' ? header.example?.header_handle?.[0]?.trim() || undefined : undefined,
  );
  const mediaLabel =
    header?.format === 'IMAGE'
      ? labels.previewImage
      : header?.format === 'VIDEO'
        ? labels.previewVideo
        : header?.format === 'DOCUMENT'
          ? labels.previewDocument
          : labels.previewLocation;
  const MediaIcon =
    header?.format === 'IMAGE'
      ? Image
      : header?.format === 'VIDEO'
        ? Video
        : header?.format === 'DOCUMENT'
          ? FileText
          : MapPin;

  return (
    <PreviewFrame className={className} aria-label={labels.previewLabel} data-testid="template-preview">
      {caption === null ? null : <Caption>{caption ?? labels.previewHeading}</Caption>}
      <Bubble>
        {exampleImage ? (
          <MediaHeaderImage src={exampleImage} alt={labels.previewImage} />
        ) : mediaHeader ? (
          <MediaHeader>
            <MediaIcon aria-hidden="true" />
            <span>{mediaLabel}</span>
          </MediaHeader>
        ) : null}
        {headerText ? (
          <HeaderText dir="auto">
            <WhatsAppText text={headerText} plain />
          </HeaderText>
        ) : null}
        <Body dir={bodyText.trim() ? 'auto' : undefined}>
          {bodyText.trim() ? (
            <WhatsAppText text={bodyText} plain={plainBody} />
          ) : (
            <Placeholder>{labels.templatePreviewEmpty}</Placeholder>
          )}
        </Body>
        {footer && footer.text ? (
          <Footer dir="auto">
            <WhatsAppText text={footer.text} plain />
          </Footer>
        ) : null}
      </Bubble>
      {shown.length > 0 ? (
        <ButtonList aria-label={labels.buttonsHeading}>
          {shown.map((b, i) => {
            const Icon = BUTTON_ICONS[b.type];
            return (
              <PreviewButton key={i} data-button-type={b.type}>
                <Icon aria-hidden="true" data-wacrm-mirror={b.type === 'QUICK_REPLY' ? '' : undefined} />
                <span dir="auto">{b.type === 'COPY_CODE' ? b.text || labels.copyCode : b.text}</span>
              </PreviewButton>
            );
          })}
          {more ? (
            <PreviewButton data-button-type="SEE_ALL">
              <List aria-hidden="true" />
              <span>{labels.seeAllOptions}</span>
            </PreviewButton>
          ) : null}
        </ButtonList>
      ) : null}
    </PreviewFrame>
  );
}
