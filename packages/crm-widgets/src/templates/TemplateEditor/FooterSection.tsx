import { Trash2 } from 'lucide-react';
import { TEMPLATE_LIMITS } from '@wacrm/whatsapp-sdk';
import { IconButton, TextArea } from '@wacrm/ui';
import { componentPath, type SectionProps } from './sectionProps';
import { Legend, Section, SectionHead } from './TemplateEditor.styles';

/** The optional footer's text. */
export function FooterSection({ draft, dispatch, err, at, labels }: SectionProps) {
  if (!draft.footer) return null;
  return (
    <Section>
      <Legend>{labels.footerHeading}</Legend>
      <SectionHead>
        <TextArea
          label={labels.footerTextLabel}
          required
          value={draft.footer.text}
          error={err(componentPath(at.footer, 'text'))}
          rows={1}
          minHeight={40}
          maxHeight={96}
          showCount
          countMax={TEMPLATE_LIMITS.footerMax}
          style={{ flex: 1 }}
          onChange={(e) => dispatch({ type: 'footerText', text: e.target.value })}
        />
        <IconButton label={labels.removeFooter} variant="ghost" onClick={() => dispatch({ type: 'removeFooter' })}>
          <Trash2 />
        </IconButton>
      </SectionHead>
    </Section>
  );
}
