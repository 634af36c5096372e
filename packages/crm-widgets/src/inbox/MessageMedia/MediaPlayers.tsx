// The browser's players for a video and a voice note, loaded when the user first plays one (a chunk of its own).
import { Button, Spinner } from '@wacrm/ui';
import type { InboxLabels } from '../labels';
import { mediaClass } from './MessageMedia.styles';
import { useMediaUrl } from './useMediaUrl';
import { useMediaLabels } from '../../media/useMediaLabels';

interface PlayerProps {
  id: string;
  labels: InboxLabels;
}

function Pending({ failed, retry, labels }: { failed: boolean; retry: () => void; labels: InboxLabels }) {
  const ml = useMediaLabels();
  return (
    <span className={mediaClass.status}>
      {failed ? (
        <>
          <span>{ml.mediaLoadFailed}</span>
          <Button size="sm" variant="secondary" onClick={retry}>
            {labels.retry}
          </Button>
        </>
      ) : (
        <Spinner size="sm" label={ml.mediaLoading} />
      )}
    </span>
  );
}

/** A video with the browser's controls, playing as it loads; its object URL released when it unmounts. */
export function VideoPlayer({ id, labels }: PlayerProps) {
  const { url, failed, retry } = useMediaUrl(id, true);
  if (!url) return <Pending failed={failed} retry={retry} labels={labels} />;
  // A customer's video has no caption track to give.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video src={url} controls autoPlay playsInline aria-label={labels.kindVideo} />;
}

/** A voice note with the browser's compact audio controls (its length shows in them). */
export function VoicePlayer({ id, labels }: PlayerProps) {
  const { url, failed, retry } = useMediaUrl(id, true);
  if (!url) return <Pending failed={failed} retry={retry} labels={labels} />;
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <audio src={url} controls autoPlay aria-label={labels.kindVoice} />;
}
