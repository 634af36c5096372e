import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import {
  TEMPLATE_BUTTON_TYPES,
  TEMPLATE_LIMITS,
  type TemplateButton,
  type TemplateButtonType,
} from '@wacrm/whatsapp-sdk';
import { Button, IconButton, Select, TextField } from '@wacrm/ui';
import { componentPath, type SectionProps } from './sectionProps';
import { AddRow, ButtonCard, ButtonTools, GroupError, Legend, Row, Section } from './TemplateEditor.styles';

interface ButtonFieldsProps extends Omit<SectionProps, 'draft' | 'at'> {
  button: TemplateButton;
  index: number;
  count: number;
  /** The issue path of this button's field. */
  path: (field: string) => string;
}

/** One button: move up/down and remove, its type and text, then the fields of its type. */
function ButtonFields({ button: b, index: j, count, path, dispatch, err, labels, formats }: ButtonFieldsProps) {
  const n = j + 1;
  const patch = (change: Partial<TemplateButton>) => dispatch({ type: 'button', index: j, patch: change });
  const urlHasVariable = b.type === 'URL' && /\{\{1\}\}\s*$/.test(b.url ?? '');
  const typeLabel: Record<TemplateButtonType, string> = {
    QUICK_REPLY: labels.buttonQuickReply,
    URL: labels.buttonUrl,
    PHONE_NUMBER: labels.buttonPhone,
    COPY_CODE: labels.buttonCopyCode,
  };
  return (
    <ButtonCard>
      <Legend>{formats.text(labels.buttonGroup, { n })}</Legend>
      <ButtonTools>
        <IconButton
          label={formats.text(labels.moveButtonUp, { n })}
          variant="ghost"
          size="sm"
          disabled={j === 0}
          onClick={() => dispatch({ type: 'moveButton', index: j, by: -1 })}
        >
          <ArrowUp />
        </IconButton>
        <IconButton
          label={formats.text(labels.moveButtonDown, { n })}
          variant="ghost"
          size="sm"
          disabled={j === count - 1}
          onClick={() => dispatch({ type: 'moveButton', index: j, by: 1 })}
        >
          <ArrowDown />
        </IconButton>
        <IconButton
          label={formats.text(labels.removeButton, { n })}
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: 'removeButton', index: j })}
        >
          <Trash2 />
        </IconButton>
      </ButtonTools>
      <Row>
        <Select
          label={labels.buttonTypeLabel}
          value={b.type}
          options={TEMPLATE_BUTTON_TYPES.map((t) => ({ value: t, label: typeLabel[t] }))}
          onChange={(e) => dispatch({ type: 'buttonType', index: j, buttonType: e.target.value as TemplateButtonType })}
        />
        <TextField
          label={labels.buttonTextLabel}
          required={b.type !== 'COPY_CODE'}
          value={b.text}
          error={err(path('text'))}
          onChange={(e) => patch({ text: e.target.value })}
        />
      </Row>
      {b.type === 'URL' ? (
        <>
          <TextField
            label={labels.buttonUrlLabel}
            type="url"
            required
            value={b.url ?? ''}
            hint={labels.buttonUrlHint}
            error={err(path('url'))}
            onChange={(e) => patch({ url: e.target.value })}
          />
          {urlHasVariable ? (
            <TextField
              label={formats.text(labels.urlExampleLabel, { var: '{{1}}' })}
              required
              value={b.example?.[0] ?? ''}
              error={err(path('example'))}
              onChange={(e) => patch({ example: [e.target.value] })}
            />
          ) : null}
        </>
      ) : null}
      {b.type === 'PHONE_NUMBER' ? (
        <TextField
          label={labels.buttonPhoneLabel}
          type="tel"
          required
          value={b.phone_number ?? ''}
          error={err(path('phone_number'))}
          onChange={(e) => patch({ phone_number: e.target.value })}
        />
      ) : null}
      {b.type === 'COPY_CODE' ? (
        <TextField
          label={labels.buttonCodeLabel}
          required
          value={b.example?.[0] ?? ''}
          error={err(path('example'))}
          onChange={(e) => patch({ example: [e.target.value] })}
        />
      ) : null}
    </ButtonCard>
  );
}

/** The optional buttons section: each button, Add Button (up to the limit) and Remove buttons. */
export function ButtonsSection({ draft, at, ...props }: SectionProps) {
  const { dispatch, err, labels } = props;
  const buttons = draft.buttons;
  if (!buttons) return null;
  const groupError = err(componentPath(at.buttons, 'buttons'));
  return (
    <Section>
      <Legend>{labels.buttonsHeading}</Legend>
      {groupError ? <GroupError role="alert">{groupError}</GroupError> : null}
      {buttons.map((b, j) => (
        <ButtonFields
          key={j}
          {...props}
          button={b}
          index={j}
          count={buttons.length}
          path={(field) => `components[${at.buttons}].buttons[${j}].${field}`}
        />
      ))}
      <AddRow>
        <Button
          size="sm"
          variant="secondary"
          disabled={buttons.length >= TEMPLATE_LIMITS.buttonsMax}
          onClick={() => dispatch({ type: 'addButton' })}
        >
          {labels.addButton}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'removeButtons' })}>
          {labels.removeButtons}
        </Button>
      </AddRow>
    </Section>
  );
}
