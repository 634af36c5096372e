import { useEffect, type ChangeEvent } from 'react';
import { X } from 'lucide-react';
import { headerMediaKind, type HeaderFormat } from '@wacrm/whatsapp-sdk';
import { MEDIA_LIMITS } from '@wacrm/whatsapp-sdk/media';
import { Button, IconButton, TextField } from '@wacrm/ui';
import { useWacrm } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { mediaValidationText, useMediaLabels } from '../../media/useMediaLabels';
import { useMediaUpload } from '../../internal/useMediaUpload';
import { MediaChosen, MediaName, UploadRow } from './TemplateEditor.styles';

export interface HeaderMediaFieldProps {
  format: HeaderFormat;
  /** The uploaded example's media id ('' when none). */
  mediaId: string;
  mediaName: string;
  /** The template rule's message (no example file), in the active language. */
  error: string | undefined;
  /** A new file, or null when it is removed. */
  onChange: (media: { id: string; name: string } | null) => void;
  /**
   * The template editor's example file (its label given: the editor's `headerMediaLabel`), or, without it, the file
   * Quick Message sends ('Header image', ... and that the example is sent otherwise).
   */
  exampleLabel?: string;
  /** Required (the editor's example file); Quick Message's choice is optional (the example is sent). */
  required?: boolean;
}

/**
 * The file of an IMAGE, VIDEO or DOCUMENT header (the editor's example, which Meta asks for when it reviews the
 * template, or the file Quick Message sends instead of it): a view over the SDK's `createMediaUpload` (picked, checked
 * before any byte is sent, uploaded with its progress, cancellable, retried, removable). The media id is kept by the
 * form (the editor's draft, sent as `example.header_handle`).
 */
export function HeaderMediaField(props: HeaderMediaFieldProps) {
  const { format, mediaId, mediaName, error, onChange, required = false } = props;
  const { whatsapp } = useWacrm();
  const { formats } = useWacrmLocale();
  const ml = useMediaLabels();
  const kind = headerMediaKind(format);
  const { upload, current } = useMediaUpload(whatsapp);
  const kindLabel = kind === 'image' ? ml.headerImage : kind === 'video' ? ml.headerVideo : ml.headerDocument;
  const { label, hint, uploaded } = props.exampleLabel
    ? { label: props.exampleLabel, hint: ml.headerExampleHint, uploaded: ml.headerExampleUploaded }
    : { label: kindLabel, hint: ml.headerMediaSendHint, uploaded: kindLabel };

  // Another format forgets the file under way.
  useEffect(() => () => upload.remove(), [format, upload]);
  if (!kind) return null;

  // Once uploaded, the file is the form's; an attempt replaced, cancelled or removed meanwhile hands nothing over.
  const handOver = () =>
    void upload.settled().then((result) => {
      if (result.status === 'ready') onChange({ id: result.ref.id, name: result.ref.fileName });
    });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    upload.choose(file, kind);
    handOver();
  };
  const retry = () => {
    upload.retry();
    handOver();
  };
  const remove = () => {
    upload.remove();
    onChange(null);
  };

  const busy = current?.status === 'checking' || current?.status === 'uploading';
  const problem =
    current?.status === 'refused'
      ? mediaValidationText(current.error, ml)
      : current?.status === 'failed'
        ? ml.uploadFailed
        : undefined;
  const shownName = mediaName || uploaded;
  return (
    <>
      <TextField
        key={format}
        type="file"
        label={label}
        hint={hint}
        required={required}
        accept={MEDIA_LIMITS[kind].mimeTypes.join(',')}
        disabled={busy}
        error={problem ?? (mediaId ? undefined : error)}
        onChange={pick}
      />
      {busy && current ? (
        <UploadRow>
          <progress
            max={100}
            value={current.percent}
            aria-label={formats.text(ml.uploadingFile, { name: current.fileName })}
          />
          <Button variant="ghost" onClick={() => upload.remove()}>
            {ml.cancelUpload}
          </Button>
        </UploadRow>
      ) : current?.status === 'failed' ? (
        <UploadRow>
          <Button variant="secondary" size="sm" onClick={retry}>
            {ml.retryUpload}
          </Button>
        </UploadRow>
      ) : mediaId ? (
        <MediaChosen>
          <MediaName dir="auto">{shownName}</MediaName>
          <IconButton label={formats.text(ml.removeAttachment, { name: shownName })} variant="ghost" onClick={remove}>
            <X />
          </IconButton>
        </MediaChosen>
      ) : null}
    </>
  );
}
