import { useRef, type KeyboardEvent } from 'react';
import { Button, IconButton, Modal, Spinner } from '@wacrm/ui';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { FormattedText } from '../FormattedText';
import type { InboxLabels } from '../labels';
import { ChevronIcon, DownloadIcon } from '../MessageMedia/mediaIcons';
import { useMediaUrl } from '../MessageMedia/useMediaUrl';
import { Caption, Controls, Picture, Position, Stage } from './MediaViewer.styles';
import { useMediaLabels } from '../../media/useMediaLabels';

export interface MediaViewerProps {
  /** The conversation's photos and stickers, oldest first. */
  images: readonly InboxMessage[];
  /** The key of the image shown; null when closed. */
  openKey: string | null;
  /** Shows another image (previous, next). */
  onNavigate: (messageKey: string) => void;
  onClose: () => void;
  labels: InboxLabels;
}

/**
 * A photo or sticker full screen: a modal dialog (focus kept inside, Escape closes and focus goes back to the image
 * that opened it), the previous and next images of the conversation with the arrow keys or buttons, the caption and
 * a download button. Loaded when first opened (React.lazy): the inbox does not carry it until then.
 */
export function MediaViewer({ images, openKey, onNavigate, onClose, labels }: MediaViewerProps) {
  const ml = useMediaLabels();
  const { formats, dir } = useWacrmLocale();
  const index = openKey === null ? -1 : images.findIndex((m) => m.key === openKey);
  const message = index >= 0 ? images[index] : undefined;
  const media = message?.media;
  const { url, failed, retry } = useMediaUrl(media?.id, media !== undefined);
  const dialogRef = useRef<HTMLDivElement>(null);
  const open = openKey !== null && message !== undefined;

  const go = (step: number) => {
    const next = images[index + step];
    if (next) onNavigate(next.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // Arrows follow the reading direction: in Arabic the left arrow goes to the next image.
    const forward = (event.key === 'ArrowRight') === (dir !== 'rtl');
    event.preventDefault();
    go(forward ? 1 : -1);
  };
  const download = () => {
    if (!url || !media) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = media.fileName || (message?.type === 'sticker' ? 'sticker.webp' : 'photo');
    link.rel = 'noopener noreferrer';
    link.click();
  };
  const title = message?.type === 'sticker' ? labels.kindSticker : labels.kindPhoto;

  return (
    <Modal
      ref={dialogRef}
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={labels.close}
      size="lg"
      onKeyDown={onKeyDown}
      initialFocusRef={dialogRef}
    >
      <Stage>
        <Picture>
          {url ? (
            <img src={url} alt={media?.caption ?? title} />
          ) : failed ? (
            <>
              <span>{ml.mediaLoadFailed}</span>
              <Button size="sm" variant="secondary" onClick={retry}>
                {labels.retry}
              </Button>
            </>
          ) : (
            <Spinner label={ml.mediaLoading} />
          )}
        </Picture>
        {media?.caption ? (
          <Caption>
            <FormattedText text={media.caption} />
          </Caption>
        ) : null}
        <Controls>
          <IconButton label={ml.previousImage} disabled={index <= 0} onClick={() => go(-1)}>
            <ChevronIcon direction="previous" />
          </IconButton>
          <Position aria-live="polite">
            {formats.text(ml.imagePosition, { index: index + 1, total: images.length })}
          </Position>
          <Button size="sm" variant="secondary" disabled={!url} onClick={download}>
            <DownloadIcon /> {ml.download}
          </Button>
          <IconButton label={ml.nextImage} disabled={index >= images.length - 1} onClick={() => go(1)}>
            <ChevronIcon direction="next" />
          </IconButton>
        </Controls>
      </Stage>
    </Modal>
  );
}
