import { useEffect, useRef } from 'react';
import { Button, IconButton, Spinner } from '@wacrm/ui';
import type { BroadcastMediaKind } from '@wacrm/whatsapp-sdk';
import type { MediaUploadFile } from '@wacrm/whatsapp-sdk/media';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { CloseIcon, FileIcon } from '../../inbox/MessageMedia/mediaIcons';
import { mediaValidationText, useMediaLabels } from '../../media/useMediaLabels';
import type { BroadcastLabels } from '../labels';
import {
  Bar,
  Card,
  CardText,
  Meta,
  Name,
  PreviewFile,
  PreviewImage,
  PreviewVideo,
  Problem,
} from './BroadcastAttachment.styles';

export interface BroadcastAttachmentCardProps {
  attachment: MediaUploadFile<BroadcastMediaKind>;
  labels: BroadcastLabels;
  onRemove: () => void;
  /** Uploads the same file again after a failed upload. */
  onRetry: () => void;
}

/**
 * The broadcast's attachment in the form: its name and size, 'Checking' then the upload's progress bar, the SDK's
 * message when it cannot be sent (in the active language: the inbox's media labels, so it suspends while a shipped
 * language's media part downloads), and Remove.
 */
export function BroadcastAttachmentCard({ attachment, labels, onRemove, onRetry }: BroadcastAttachmentCardProps) {
  const ml = useMediaLabels();
  const { formats } = useWacrmLocale();
  const name = attachment.fileName;
  const { status, percent } = attachment;
  return (
    <Card role="group" aria-label={labels.attachment} data-status={status}>
      <FileIcon width={24} height={24} aria-hidden="true" />
      <CardText>
        <Name dir="auto">{name}</Name>
        <Meta>{formats.fileSize(attachment.size)}</Meta>
        {status === 'checking' ? <Spinner size="sm" label={formats.text(ml.checkingFile, { name })} /> : null}
        {status === 'uploading' ? <Bar label={formats.text(ml.uploadingFile, { name })} percent={percent} /> : null}
        {status === 'refused' || status === 'failed' ? (
          // A refusal is the SDK's check (its message in the active language); a failed upload says so, in that
          // language too, whatever the server's English text.
          <Problem role="alert">
            {status === 'refused' ? mediaValidationText(attachment.error, ml) : ml.uploadFailed}
          </Problem>
        ) : null}
        {status === 'failed' ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {ml.retryUpload}
          </Button>
        ) : null}
      </CardText>
      <IconButton size="sm" variant="ghost" label={formats.text(ml.removeAttachment, { name })} onClick={onRemove}>
        <CloseIcon />
      </IconButton>
    </Card>
  );
}

/**
 * The attachment in the preview: a photo, or a video with the browser's player (its first frame, nothing played until
 * asked), from the local file (its object URL revoked on change and unmount); else a card with name and size.
 */
export function BroadcastAttachmentPreview({ attachment }: { attachment: MediaUploadFile<BroadcastMediaKind> }) {
  const { formats } = useWacrmLocale();
  const { file, kind, fileName } = attachment;
  const media = useRef<HTMLImageElement & HTMLVideoElement>(null);
  // Made once per file (not again as its upload moves on), on the element itself: revoked on change and unmount.
  const showable = (kind === 'image' || kind === 'video') && attachment.status !== 'refused';
  useEffect(() => {
    const element = media.current;
    if (!showable || !element) return undefined;
    const made = URL.createObjectURL(file);
    element.src = made;
    return () => URL.revokeObjectURL(made);
  }, [file, showable, kind]);
  if (showable && kind === 'image') return <PreviewImage key="image" ref={media} alt={fileName} />;
  if (showable) return <PreviewVideo key="video" ref={media} aria-label={fileName} controls preload="metadata" muted />;
  return (
    <PreviewFile>
      <Name dir="auto">{fileName}</Name>
      <Meta>{formats.fileSize(attachment.size)}</Meta>
    </PreviewFile>
  );
}
