import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Select, TextField } from '@wacrm/ui';
import { templateParameterExamples, type Template } from '@wacrm/whatsapp-sdk';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { LocaleFormats } from '../../i18n/formats';
import { TemplatePreview } from '../../templates/TemplatePreview/TemplatePreview';
import type { CampaignLabels } from '../labels';
import { Fieldset, Legend, VariableRow } from './CampaignModal.styles';
import { previewValues, type CampaignModalValues, type Recipient, type ValueSource } from './recipientValues';

export interface ParameterFieldsProps {
  template: Template | undefined;
  /** The template's variables, keyed as the campaign's parameters (`header1`, `param1`, ...). */
  keys: readonly string[];
  sources: Readonly<Record<string, ValueSource | undefined>>;
  typed: Readonly<Record<string, string | undefined>>;
  /** The recipients; the first one is previewed. */
  recipients: readonly Recipient[];
  /** Columns of the imported file (each a possible source). */
  columns: readonly string[];
  /** Variables whose values were saved per recipient (editing). */
  savedKeys: ReadonlySet<string>;
  register: UseFormRegister<CampaignModalValues>;
  errors: FieldErrors<CampaignModalValues>;
  labels: CampaignLabels;
}

/** A variable's name in the form: 'Header parameter 1', 'Parameter 2'. */
export function variableLabel(key: string, labels: CampaignLabels, formats: LocaleFormats): string {
  const n = Number(key.replace(/\D/g, ''));
  return formats.text(key.startsWith('header') ? labels.headerParameter : labels.parameter, { n });
}

/**
 * One field per variable of the chosen template, with the template's example as its hint, and where its
 * value comes from: the same for everyone, each contact's name, a column of the imported file, or as saved. Under
 * them, the message as the first recipient would get it.
 */
export function ParameterFields({
  template,
  keys,
  sources,
  typed,
  recipients,
  columns,
  savedKeys,
  register,
  errors,
  labels,
}: ParameterFieldsProps) {
  const { formats } = useWacrmLocale();
  const examples = templateParameterExamples(template);
  const first = recipients[0];
  const values = previewValues(keys, sources, typed, first);
  const valuesOf = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => values[k] ?? '');
  return (
    <Fieldset>
      <Legend>{labels.parametersHeading}</Legend>
      {keys.length === 0 ? <p>{labels.noParameters}</p> : null}
      {keys.map((key) => {
        const name = variableLabel(key, labels, formats);
        const source = sources[key] ?? 'value';
        const options = [
          { value: 'value', label: labels.sourceValue },
          { value: 'name', label: labels.sourceContactName },
          ...columns.map((column, i) => ({
            value: `column:${i}`,
            label: formats.text(labels.valueFromColumn, { column }),
          })),
          ...(savedKeys.has(key) ? [{ value: 'saved', label: labels.sourceSaved }] : []),
        ];
        return (
          <VariableRow key={key}>
            <Select
              label={formats.text(labels.parameterSource, { name })}
              options={options}
              error={errors.sources?.[key]?.message}
              {...register(`sources.${key}`)}
            />
            {source === 'value' ? (
              <TextField
                label={name}
                required
                hint={examples[key] ? formats.text(labels.parameterExample, { example: examples[key] }) : undefined}
                error={errors.parameters?.[key]?.message}
                {...register(`parameters.${key}`)}
              />
            ) : null}
          </VariableRow>
        );
      })}
      {template ? (
        <TemplatePreview
          template={template}
          bodyValues={valuesOf('param')}
          headerValues={valuesOf('header')}
          caption={
            first ? formats.text(labels.previewFor, { name: first.name || first.phone }) : labels.parametersPreview
          }
        />
      ) : null}
    </Fieldset>
  );
}
