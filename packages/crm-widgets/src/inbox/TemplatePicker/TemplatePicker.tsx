import { Alert, Button, EmptyState, Modal, Spinner, StatusBadge } from '@wacrm/ui';
import { isSelectableTemplate, statusTone, templateBodyText, type Template } from '@wacrm/whatsapp-sdk';
import { FormattedPreview } from '../FormattedText';
import { templateChoiceNames } from '../../internal/templateNames';
import { ErrorBox } from '../internal/ErrorBox';
import { inboxLabels, type InboxLabels } from '../labels';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Body, Centered, Choice, ChoiceHead, ChoiceName, List, StatusLine } from './TemplatePicker.styles';

export interface TemplatePickerProps {
  open: boolean;
  onClose: () => void;
  /** Templates to offer; only approved ones are listed. */
  templates: readonly Template[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Currently chosen template id. */
  selectedId?: string | null;
  onChoose: (template: Template) => void;
  labels?: InboxLabels;
}

/** The template picker: approved templates with name, body preview and Status; 'No templates available'. */
export function TemplatePicker({
  open,
  onClose,
  templates,
  loading = false,
  error = null,
  onRetry,
  selectedId = null,
  onChoose,
  labels: ownLabels,
}: TemplatePickerProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const { formats } = useWacrmLocale();
  const approved = (templates ?? []).filter(isSelectableTemplate);
  let content;
  if (error) {
    content = (
      <ErrorBox>
        <Alert tone="error" title={labels.errorTitle} message={error} />
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </ErrorBox>
    );
  } else if (loading && approved.length === 0) {
    content = (
      <Centered>
        <Spinner label={labels.loadingTemplates} showLabel />
      </Centered>
    );
  } else if (approved.length === 0) {
    content = <EmptyState title={labels.noTemplates} />;
  } else {
    const names = templateChoiceNames(approved, formats);
    content = (
      <List aria-label={labels.templatePickerTitle}>
        {approved.map((t) => (
          <li key={t.id}>
            <Choice type="button" aria-pressed={t.id === selectedId} onClick={() => onChoose(t)}>
              <ChoiceHead>
                <ChoiceName dir="auto">{names.get(t.id)}</ChoiceName>
                <StatusLine>
                  {labels.templateStatus}
                  <StatusBadge tone={statusTone(t.status)}>{labels.templateApproved}</StatusBadge>
                </StatusLine>
              </ChoiceHead>
              <Body dir="auto">
                <FormattedPreview text={templateBodyText(t)} plain={t.category === 'AUTHENTICATION'} />
              </Body>
            </Choice>
          </li>
        ))}
      </List>
    );
  }
  return (
    <Modal open={open} onClose={onClose} title={labels.templatePickerTitle} closeLabel={labels.close} size="md">
      {content}
    </Modal>
  );
}
