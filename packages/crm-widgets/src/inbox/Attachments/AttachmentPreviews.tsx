import { useEffect, useRef } from 'react';
import { IconButton, Spinner, TextField } from '@wacrm/ui';
import { mediaTakesCaption } from '@wacrm/whatsapp-sdk/media';
import { ATTACHMENT_TRAY_MAX, type AttachmentTray, type TrayAttachment } from '@wacrm/whatsapp-sdk/media';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { useStore } from '../../provider/useStore';
import { CloseIcon, FileIcon } from '../MessageMedia/mediaIcons';
import { Body, Item, List, Meta, Name, Problem, Thumb } from './AttachmentPreviews.styles';
import { mediaValidationText, useMediaLabels } from '../../media/useMediaLabels';

export interface AttachmentPreviewsProps {
  tray: AttachmentTray;
}

/** A photo's preview from the file itself (an object URL made here, revoked when the preview goes). */
function Thumbnail({ item, tray }: { item: TrayAttachment; tray: AttachmentTray }) {
  const image = item.kind === 'image' || item.kind === 'sticker';
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return undefined;
    const made = URL.createObjectURL(item.file);
    img.src = made;
    return () => URL.revokeObjectURL(made);
  }, [image, item.file]);
  return (
    <Thumb>
      {image ? (
        <img
          ref={ref}
          alt=""
          // Its width and height go with the message, for the box its bubble reserves.
          onLoad={(event) =>
            tray.describe(item.id, {
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
      ) : (
        <FileIcon width={28} height={28} />
      )}
    </Thumb>
  );
}

/**
 * The files about to be sent, before sending: each with its preview, name and size, its own caption (WhatsApp gives
 * each media its own; none on voice notes and stickers), the SDK's message when it cannot be sent, and Remove.
 * Loaded when the first file is added (React.lazy): the composer does not carry it until then.
 */
export function AttachmentPreviews({ tray }: AttachmentPreviewsProps) {
  const ml = useMediaLabels();
  const { items, overflow } = useStore(tray);
  const { formats } = useWacrmLocale();
  if (items.length === 0 && overflow === 0) return null;
  return (
    <>
      <List aria-label={ml.attachments}>
        {items.map((item) => {
          const name = item.fileName;
          const captionError = tray.captionError(item);
          return (
            <Item key={item.id} data-status={item.status}>
              <Thumbnail item={item} tray={tray} />
              <Body>
                <Name dir="auto">{name}</Name>
                <Meta>{formats.fileSize(item.size)}</Meta>
                {item.status === 'checking' ? (
                  <Spinner size="sm" label={formats.text(ml.checkingFile, { name })} />
                ) : item.status === 'refused' ? (
                  <Problem role="alert">{mediaValidationText(item.error, ml)}</Problem>
                ) : item.kind && mediaTakesCaption(item.kind) ? (
                  <TextField
                    label={formats.text(ml.captionFor, { name })}
                    hideLabel
                    placeholder={ml.captionPlaceholder}
                    value={item.caption}
                    dir="auto"
                    error={mediaValidationText(captionError, ml)}
                    onChange={(event) => tray.setCaption(item.id, event.target.value)}
                  />
                ) : null}
              </Body>
              <IconButton
                size="sm"
                label={formats.text(ml.removeAttachment, { name })}
                onClick={() => tray.remove(item.id)}
              >
                <CloseIcon />
              </IconButton>
            </Item>
          );
        })}
      </List>
      {overflow > 0 ? (
        <Problem role="alert">{formats.text(ml.attachmentsMax, { max: ATTACHMENT_TRAY_MAX })}</Problem>
      ) : null}
    </>
  );
}
