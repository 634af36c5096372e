import { TEMPLATE_LIMITS, extractVariables } from '@wacrm/whatsapp-sdk';
import { TextArea, TextField } from '@wacrm/ui';
import { componentPath, type SectionProps } from './sectionProps';
import { GroupError, Legend, Row, Section } from './TemplateEditor.styles';

/** The body's text, then an example per variable ({{1}}, {{2}}, ...). */
export function BodySection({ draft, dispatch, err, at, labels, formats }: SectionProps) {
  const vars = extractVariables(draft.body.text);
  const examplesError = err(componentPath(at.body, 'example'));
  return (
    <Section>
      <Legend>{labels.bodyHeading}</Legend>
      <TextArea
        label={labels.bodyTextLabel}
        required
        value={draft.body.text}
        hint={labels.bodyHint}
        error={err(componentPath(at.body, 'text'))}
        showCount
        countMax={TEMPLATE_LIMITS.bodyMax}
        minHeight={96}
        maxHeight={260}
        onChange={(e) => dispatch({ type: 'bodyText', text: e.target.value })}
      />
      {vars.length > 0 ? (
        <div role="group" aria-label={labels.examplesHeading}>
          <Row>
            {vars.map((n, k) => {
              const value = draft.body.examples[k] ?? '';
              return (
                <TextField
                  key={n}
                  label={formats.text(labels.exampleLabel, { var: `{{${n}}}` })}
                  required
                  value={value}
                  aria-invalid={examplesError && !value.trim() ? true : undefined}
                  onChange={(e) => dispatch({ type: 'bodyExample', index: k, value: e.target.value })}
                />
              );
            })}
          </Row>
          {examplesError ? <GroupError role="alert">{examplesError}</GroupError> : null}
        </div>
      ) : null}
    </Section>
  );
}
