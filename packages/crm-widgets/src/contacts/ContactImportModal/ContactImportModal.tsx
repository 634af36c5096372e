import { useId, useMemo, useState, type ChangeEvent } from 'react';
import type { Contact } from '@wacrm/whatsapp-sdk';
import { Alert, Badge, Button, Modal, Table, TextArea, type TableColumn } from '@wacrm/ui';
import { useServerText, useWacrm, useWacrmLabels } from '../../provider';
import { parseContactsCsv, type ImportPreview, type ImportRow } from '../internal/csv';
import { readFileText } from '../internal/download';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { contactLabels } from '../labels';
import { Body, FileLabel, Intro, PasteRow, PreviewScroll, Problems, Summary } from './ContactImportModal.styles';
import { OneLine, Phone } from '../internal/phone.styles';

export interface ContactImportModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Contacts already saved: a row with one of their phones is reported as a duplicate. */
  existing: readonly Contact[];
  /** Called after an import with the contacts created (the list should reload). */
  onImported?: (created: Contact[]) => void;
}

interface Outcome {
  ok: number;
  total: number;
  failures: string[];
}

/**
 * CSV import: a file or pasted text, a preview table with each row's problems (required name and phone, phones
 * normalised, duplicates in the file and against saved contacts), then the valid rows are created one by one
 * through `contacts.create` and a summary is shown.
 */
export function ContactImportModal({ open, onClose, existing, onImported }: ContactImportModalProps) {
  const labels = useWacrmLabels(contactLabels);
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const { whatsapp } = useWacrm();
  const fileId = `wacrm-import-file-${useId().replace(/:/g, '')}`;
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // A fresh form each time the modal opens (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText('');
      setPreview(null);
      setReadError(null);
      setProgress(null);
      setOutcome(null);
    }
  }

  const showPreview = (csv: string) => {
    setOutcome(null);
    setReadError(null);
    setPreview(parseContactsCsv(csv, existing, labels, new Date(), (text, values) => formats.text(text, values)));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const csv = await readFileText(file);
      setText(csv);
      showPreview(csv);
    } catch {
      setPreview(null);
      setReadError(labels.readFailed);
    }
  };

  const runImport = async () => {
    if (!preview) return;
    const rows = preview.rows.filter((r) => r.errors.length === 0);
    const created: Contact[] = [];
    const failures: string[] = [];
    setProgress({ done: 0, total: rows.length });
    for (const [i, row] of rows.entries()) {
      try {
        created.push(await whatsapp.contacts.create(row.contact));
      } catch (e) {
        const reason = serverText(e, labels.saveFailed);
        failures.push(formats.text(labels.importRowFailed, { n: row.row, reason }));
      }
      setProgress({ done: i + 1, total: rows.length });
    }
    setProgress(null);
    setPreview(null);
    setOutcome({ ok: created.length, total: rows.length, failures });
    onImported?.(created);
  };

  const columns = useMemo<TableColumn<ImportRow>[]>(
    () => [
      { key: 'row', header: labels.rowColumn, render: (r) => r.row, width: '64px' },
      {
        key: 'name',
        header: labels.contactNameColumn,
        render: (r) => r.contact.name || <em>{labels.noName}</em>,
        rowHeader: true,
      },
      { key: 'phone', header: labels.phoneColumn, render: (r) => <Phone>{r.contact.phone}</Phone> },
      { key: 'email', header: labels.emailColumn, render: (r) => <OneLine>{r.contact.email}</OneLine> },
      { key: 'tags', header: labels.tagsColumn, render: (r) => r.contact.tags.join(', ') },
      {
        key: 'problems',
        header: labels.problemsColumn,
        render: (r) =>
          r.errors.length === 0 ? (
            <Badge tone="success">{labels.ready}</Badge>
          ) : (
            <Problems>
              {r.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </Problems>
          ),
      },
    ],
    [labels],
  );

  const busy = progress !== null;
  const canImport = Boolean(preview && !preview.fileError && preview.valid > 0) && !busy;

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={labels.importTitle}
      closeLabel={labels.close}
      size="lg"
      footer={
        outcome ? (
          <Button onClick={onClose}>{labels.done}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {labels.cancel}
            </Button>
            <Button onClick={() => void runImport()} disabled={!canImport} loading={busy}>
              {formats.plural(labels.importButton, preview?.fileError ? 0 : (preview?.valid ?? 0))}
            </Button>
          </>
        )
      }
    >
      <Body>
        {outcome ? (
          <>
            <Summary role="status">{formats.plural(labels.importDone, outcome.total, { ok: outcome.ok })}</Summary>
            {outcome.failures.length > 0 ? (
              <Problems>
                {outcome.failures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Problems>
            ) : null}
          </>
        ) : (
          <>
            <Intro>{labels.importIntro}</Intro>
            <FileLabel htmlFor={fileId}>
              {labels.csvFile}
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv,text/plain"
                disabled={busy}
                onChange={(e) => void onFile(e)}
              />
            </FileLabel>
            <PasteRow>
              <TextArea
                label={labels.pasteCsv}
                rows={4}
                // One CSV row per line: rows scroll sideways instead of folding mid-value.
                wrap="off"
                value={text}
                disabled={busy}
                autoResize={false}
                onChange={(e) => setText(e.target.value)}
              />
              <Button variant="secondary" disabled={busy || !text.trim()} onClick={() => showPreview(text)}>
                {labels.previewButton}
              </Button>
            </PasteRow>
            {readError ? <Alert tone="error" title={labels.readFailed} /> : null}
            {preview?.fileError ? <Alert tone="error" title={labels.errorTitle} message={preview.fileError} /> : null}
            {preview && !preview.fileError ? (
              <>
                <Summary role="status">
                  {formats.text(labels.previewSummary, {
                    ready: formats.plural(labels.previewReady, preview.valid),
                    invalid: formats.plural(labels.previewInvalid, preview.invalid),
                  })}
                </Summary>
                {progress ? (
                  <p role="status">{formats.text(labels.importing, { done: progress.done, total: progress.total })}</p>
                ) : null}
                <PreviewScroll tabIndex={0} role="region" aria-label={labels.previewCaption}>
                  <Table
                    caption={labels.previewCaption}
                    columns={columns}
                    rows={preview.rows}
                    getRowKey={(r) => String(r.row)}
                  />
                </PreviewScroll>
              </>
            ) : null}
          </>
        )}
      </Body>
    </Modal>
  );
}
