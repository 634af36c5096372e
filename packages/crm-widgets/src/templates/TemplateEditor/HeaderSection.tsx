import { Suspense, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { HEADER_FORMATS, MESSAGES, extractVariables, sanitizeHeaderText, type HeaderFormat } from '@wacrm/whatsapp-sdk';
import { IconButton, Select, TextField } from '@wacrm/ui';
import { useValidationText } from '../../provider';
import { LazyHeaderMediaField } from './LazyHeaderMediaField';
import { componentPath, type SectionProps } from './sectionProps';
import { Legend, Section, SectionHead } from './TemplateEditor.styles';

const HEADER_FORMAT_CHOICES = HEADER_FORMATS.filter((f): f is Exclude<HeaderFormat, 'LOCATION'> => f !== 'LOCATION');

/** The optional header: its format, then its text (and the example of its {{1}}) or its example file (IMAGE, VIDEO, DOCUMENT). */
export function HeaderSection({ draft, dispatch, err, at, labels, formats }: SectionProps) {
  const validationText = useValidationText();
  // Formatting typed into a text header is taken out, and the user told why.
  const [stripped, setStripped] = useState(false);
  const header = draft.header;
  if (!header) return null;
  const formatLabel: Record<string, string> = {
    TEXT: labels.headerFormatText,
    IMAGE: labels.headerFormatImage,
    VIDEO: labels.headerFormatVideo,
    DOCUMENT: labels.headerFormatDocument,
  };
  const hasVariable = header.format === 'TEXT' && extractVariables(header.text).length > 0;
  return (
    <Section>
      <Legend>{labels.headerHeading}</Legend>
      <SectionHead>
        <Select
          label={labels.headerFormatLabel}
          value={header.format}
          options={HEADER_FORMAT_CHOICES.map((f) => ({ value: f, label: formatLabel[f] ?? f }))}
          onChange={(e) => dispatch({ type: 'header', patch: { format: e.target.value as HeaderFormat } })}
        />
        <IconButton label={labels.removeHeader} variant="ghost" onClick={() => dispatch({ type: 'removeHeader' })}>
          <Trash2 />
        </IconButton>
      </SectionHead>
      {header.format === 'TEXT' ? (
        <>
          <TextField
            label={labels.headerTextLabel}
            required
            value={header.text}
            error={
              stripped ? validationText(MESSAGES.validation.headerFormatting) : err(componentPath(at.header, 'text'))
            }
            onChange={(e) => {
              const clean = sanitizeHeaderText(e.target.value);
              setStripped(clean !== e.target.value);
              dispatch({ type: 'header', patch: { text: clean } });
            }}
          />
          {hasVariable ? (
            <TextField
              label={formats.text(labels.headerExampleLabel, { var: '{{1}}' })}
              required
              value={header.example}
              error={err(componentPath(at.header, 'example'))}
              onChange={(e) => dispatch({ type: 'header', patch: { example: e.target.value } })}
            />
          ) : null}
        </>
      ) : (
        // The field's code and a shipped language's media labels download with it (Suspense until then).
        <Suspense fallback={null}>
          <LazyHeaderMediaField
            format={header.format}
            mediaId={header.mediaId}
            mediaName={header.mediaName}
            error={err(componentPath(at.header, 'example'))}
            onChange={(media) =>
              dispatch({ type: 'header', patch: { mediaId: media?.id ?? '', mediaName: media?.name ?? '' } })
            }
            exampleLabel={labels.headerMediaLabel}
            required
          />
        </Suspense>
      )}
    </Section>
  );
}
