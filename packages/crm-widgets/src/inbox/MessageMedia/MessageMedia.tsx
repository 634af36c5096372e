import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { Button, IconButton, Spinner, VisuallyHidden } from '@wacrm/ui';
import { outboxState, type InboxMessage, type MessageMedia as Media } from '@wacrm/whatsapp-sdk';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { InboxLabels } from '../labels';
import { useInboxMedia } from './mediaContext';
import { CloseIcon, DownloadIcon, FileIcon, PlayIcon } from './mediaIcons';
import { clockDuration } from './mediaText';
import { mediaClass, MediaRoot } from './MessageMedia.styles';
import { UploadProgress } from './UploadProgress';
import { useMediaUrl, useOnScreen } from './useMediaUrl';
import { useMediaLabels } from '../../media/useMediaLabels';

// The players' code (a video, a voice note) loads when the user first plays one.
const VideoPlayer = lazy(() => import('./MediaPlayers').then((m) => ({ default: m.VideoPlayer })));
const VoicePlayer = lazy(() => import('./MediaPlayers').then((m) => ({ default: m.VoicePlayer })));

const MEDIA_TYPES: ReadonlySet<string> = new Set(['image', 'video', 'audio', 'document', 'sticker']);

/** Whether a message shows as media: a file the API stores (it has a media id), or one uploading from here. */
export function isMediaMessage(m: InboxMessage): boolean {
  return MEDIA_TYPES.has(m.type) && (m.media !== undefined || m.upload !== undefined);
}

/** Widest box of an image or video, and of a sticker (px); narrower when the bubble is. */
const IMAGE_MAX = 280;
const STICKER_MAX = 160;

/** The box of an image, sticker or video from its width and height (4:3, 16:9 or square when unknown). */
function boxStyle(media: Media, max: number, fallbackRatio: string): CSSProperties {
  const known = media.width !== undefined && media.height !== undefined;
  return {
    inlineSize: `${known ? Math.min(max, media.width ?? max) : max}px`,
    aspectRatio: known ? `${media.width} / ${media.height}` : fallbackRatio,
  };
}

export interface MessageMediaProps {
  message: InboxMessage;
  labels: InboxLabels;
}

/**
 * The media of a message: an image or sticker inline in a box sized from its width and height (loaded only while on
 * screen, opening the full-screen viewer), a video or voice note with the browser's player (loaded when played), a
 * document as a card with its name, size and a download button, or the file being uploaded with its progress.
 */
export function MessageMedia({ message, labels }: MessageMediaProps) {
  const media = message.media;
  const kind = message.type;
  return (
    <MediaRoot data-kind={kind}>
      {!media ? (
        <UploadCard message={message} labels={labels} />
      ) : kind === 'image' || kind === 'sticker' ? (
        <ImageMedia message={message} media={media} labels={labels} />
      ) : kind === 'video' ? (
        <VideoMedia media={media} labels={labels} />
      ) : kind === 'audio' ? (
        <VoiceMedia media={media} labels={labels} />
      ) : (
        <DocumentCard media={media} labels={labels} />
      )}
    </MediaRoot>
  );
}

function LoadFailed({ labels, onRetry }: { labels: InboxLabels; onRetry: () => void }) {
  const ml = useMediaLabels();
  return (
    <div className={mediaClass.status}>
      <span>{ml.mediaLoadFailed}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {labels.retry}
      </Button>
    </div>
  );
}

function ImageMedia({ message, media, labels }: { message: InboxMessage; media: Media; labels: InboxLabels }) {
  const ml = useMediaLabels();
  const ref = useRef<HTMLDivElement>(null);
  const { openViewer } = useInboxMedia();
  const onScreen = useOnScreen(ref);
  const { url, failed, retry } = useMediaUrl(media.id, onScreen);
  const sticker = message.type === 'sticker';
  return (
    <div
      ref={ref}
      className={mediaClass.frame}
      style={boxStyle(media, sticker ? STICKER_MAX : IMAGE_MAX, sticker ? '1' : '4 / 3')}
    >
      {failed ? (
        <LoadFailed labels={labels} onRetry={retry} />
      ) : (
        <button
          type="button"
          className={mediaClass.open}
          aria-label={sticker ? ml.viewSticker : ml.viewPhoto}
          onClick={() => openViewer?.(message.key)}
        >
          {url ? (
            <img src={url} alt="" draggable={false} decoding="async" />
          ) : (
            <span className={mediaClass.status}>
              <Spinner size="sm" label={ml.mediaLoading} />
            </span>
          )}
        </button>
      )}
    </div>
  );
}

function VideoMedia({ media, labels }: { media: Media; labels: InboxLabels }) {
  const ml = useMediaLabels();
  const { formats } = useWacrmLocale();
  const [playing, setPlaying] = useState(false);
  const loading = (
    <span className={mediaClass.status}>
      <Spinner size="sm" label={ml.mediaLoading} />
    </span>
  );
  return (
    <div className={mediaClass.frame} style={boxStyle(media, IMAGE_MAX, '16 / 9')}>
      {playing ? (
        <Suspense fallback={loading}>
          <VideoPlayer id={media.id} labels={labels} />
        </Suspense>
      ) : (
        <button type="button" className={mediaClass.open} onClick={() => setPlaying(true)}>
          <span className={mediaClass.status}>
            <PlayIcon width={32} height={32} />
            <VisuallyHidden>{ml.playVideo}</VisuallyHidden>
            {media.durationSeconds ? <span>{clockDuration(media.durationSeconds, formats)}</span> : null}
          </span>
        </button>
      )}
    </div>
  );
}

function VoiceMedia({ media, labels }: { media: Media; labels: InboxLabels }) {
  const ml = useMediaLabels();
  const { formats } = useWacrmLocale();
  const [playing, setPlaying] = useState(false);
  const duration = media.durationSeconds ? clockDuration(media.durationSeconds, formats) : null;
  return (
    <div className={mediaClass.voice}>
      {playing ? (
        <Suspense fallback={<Spinner size="sm" label={ml.mediaLoading} />}>
          <VoicePlayer id={media.id} labels={labels} />
        </Suspense>
      ) : (
        <>
          <IconButton size="sm" variant="secondary" label={ml.playVoice} onClick={() => setPlaying(true)}>
            <PlayIcon />
          </IconButton>
          <span>{duration ? formats.text(labels.kindVoiceDuration, { duration }) : labels.kindVoice}</span>
        </>
      )}
    </div>
  );
}

function DocumentCard({ media, labels }: { media: Media; labels: InboxLabels }) {
  const ml = useMediaLabels();
  const { formats } = useWacrmLocale();
  const { cache } = useInboxMedia();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const name = media.fileName || labels.kindDocument;
  const download = () => {
    if (!cache || state === 'loading') return;
    setState('loading');
    cache.acquire(media.id).then(
      (url) => {
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        link.rel = 'noopener noreferrer';
        link.click();
        setState('idle');
        // The browser has the file once the download starts; the URL is revoked a moment later.
        setTimeout(() => cache.release(media.id), 1000);
      },
      () => {
        cache.release(media.id);
        setState('failed');
      },
    );
  };
  return (
    <div className={mediaClass.card}>
      <span className={mediaClass.cardIcon}>
        <FileIcon width={28} height={28} />
      </span>
      <span className={mediaClass.cardText}>
        <span className={mediaClass.cardName} dir="auto">
          {name}
        </span>
        <span className={mediaClass.cardMeta}>
          {state === 'failed' ? ml.mediaLoadFailed : media.size > 0 ? formats.fileSize(media.size) : null}
        </span>
      </span>
      {cache ? (
        state === 'loading' ? (
          <Spinner size="sm" label={ml.mediaLoading} />
        ) : (
          <IconButton size="sm" variant="ghost" label={formats.text(ml.downloadFile, { name })} onClick={download}>
            <DownloadIcon />
          </IconButton>
        )
      ) : null}
    </div>
  );
}

/** A file sent from here before the API has it: its name and size, the upload's progress and Cancel. */
function UploadCard({ message, labels }: MessageMediaProps) {
  const ml = useMediaLabels();
  const { formats } = useWacrmLocale();
  const { cancelUpload } = useInboxMedia();
  const upload = message.upload;
  const name = upload?.fileName || message.mediaFileName || labels.kindDocument;
  const uploading = outboxState(message) === 'uploading';
  const percent = upload?.percent ?? 0;
  return (
    <div className={mediaClass.card}>
      <span className={mediaClass.cardIcon}>
        <FileIcon width={28} height={28} />
      </span>
      <span className={mediaClass.cardText}>
        <span className={mediaClass.cardName} dir="auto">
          {name}
        </span>
        {upload && upload.size > 0 ? (
          <span className={mediaClass.cardMeta}>{formats.fileSize(upload.size)}</span>
        ) : null}
        {uploading ? (
          <UploadProgress
            className={mediaClass.progress}
            label={formats.text(ml.uploadingFile, { name })}
            percent={percent}
          />
        ) : null}
      </span>
      {uploading && cancelUpload ? (
        <IconButton size="sm" variant="ghost" label={ml.cancelUpload} onClick={() => cancelUpload(message.key)}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
