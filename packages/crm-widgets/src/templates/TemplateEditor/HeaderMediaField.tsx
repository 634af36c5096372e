import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { X } from 'lucide-react';
import { ApiError, headerMediaKind, type HeaderFormat } from '@wacrm/whatsapp-sdk';
import { MEDIA_LIMITS } from '@wacrm/whatsapp-sdk/media';
import { Button, IconButton, TextField } from '@wacrm/ui';
import { useWacrm } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { mediaValidationText, useInboxMediaLabels } from '../../inbox/useInboxMediaLabels';
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
  /** The field's texts: its label and hint, the name of a stored file without one, the upload failure. */
  text: HeaderMediaText;
  /** Required (the editor's example file); Quick Message's choice is optional (the example is sent). */
  required?: boolean;
}

export interface HeaderMediaText {
  label: string;
  hint?: string;
  uploaded: string;
  failed: string;
}

interface Upload {
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * The file of an IMAGE, VIDEO or DOCUMENT header (the editor's example, which Meta asks for when it reviews the
 * template, or the file Quick Message sends instead of it): picked,
 * checked by the SDK before any byte is sent (type by content, kind, size), uploaded with its progress (cancellable),
 * removable. The media id is kept in the draft and sent as `example.header_handle`.
 */
export function HeaderMediaField(props: HeaderMediaFieldProps) {
  const { format, mediaId, mediaName, error, onChange, text, required = false } = props;
  const { whatsapp } = useWacrm();
  const { formats } = useWacrmLocale();
  const ml = useInboxMediaLabels();
  const kind = headerMediaKind(format);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const live = useRef<AbortController | null>(null);
  // Closing the editor cancels an upload under way.
  useEffect(() => () => live.current?.abort(), []);
  if (!kind) return null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    setFailure(undefined);
    const controller = new AbortController();
    live.current = controller;
    setUpload({ name: file.name, percent: 0, controller });
    try {
      const ref = await whatsapp.uploadMedia(file, {
        kind,
        signal: controller.signal,
        onProgress: (p) => setUpload((u) => (u && u.controller === controller ? { ...u, percent: p.percent } : u)),
      });
      if (!controller.signal.aborted) onChange({ id: ref.id, name: ref.fileName });
    } catch (e) {
      if (controller.signal.aborted) return;
      const validation = e instanceof ApiError && e.code === 'VALIDATION_ERROR';
      setFailure(validation ? mediaValidationText(e.message, ml) : text.failed);
    } finally {
      if (live.current === controller) live.current = null;
      setUpload((u) => (u && u.controller === controller ? null : u));
    }
  };

  const shownName = mediaName || text.uploaded;
  return (
    <>
      <TextField
        key={format}
        type="file"
        label={text.label}
        hint={text.hint}
        required={required}
        accept={MEDIA_LIMITS[kind].mimeTypes.join(',')}
        disabled={upload !== null}
        error={failure ?? (mediaId ? undefined : error)}
        onChange={(e) => void pick(e)}
      />
      {upload ? (
        <UploadRow>
          <progress
            max={100}
            value={upload.percent}
            aria-label={formats.text(ml.uploadingFile, { name: upload.name })}
          />
          <Button variant="ghost" onClick={() => upload.controller.abort()}>
            {ml.cancelUpload}
          </Button>
        </UploadRow>
      ) : mediaId ? (
        <MediaChosen>
          <MediaName dir="auto">{shownName}</MediaName>
          <IconButton
            label={formats.text(ml.removeAttachment, { name: shownName })}
            variant="ghost"
            onClick={() => onChange(null)}
          >
            <X />
          </IconButton>
        </MediaChosen>
      ) : null}
    </>
  );
}
