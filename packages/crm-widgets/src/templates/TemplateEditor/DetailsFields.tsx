import type { Ref } from 'react';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_NAME_PATTERN,
  toTemplateName,
  type TemplateCategory,
} from '@wacrm/whatsapp-sdk';
import { Button, Select, TextField } from '@wacrm/ui';
import type { DraftAction } from '../internal/draftReducer';
import type { SectionProps } from './sectionProps';
import { Offer, Row } from './TemplateEditor.styles';

/** Name (with an offer to convert it to Meta's format), category, language and TTL. */
export function DetailsFields({
  draft,
  dispatch,
  err,
  labels,
  formats,
  nameRef,
}: Omit<SectionProps, 'at'> & { nameRef: Ref<HTMLInputElement> }) {
  const set = (patch: Extract<DraftAction, { type: 'details' }>['patch']) => dispatch({ type: 'details', patch });
  const nameSuggestion = toTemplateName(draft.name);
  const offerName = draft.name !== '' && !TEMPLATE_NAME_PATTERN.test(draft.name) && nameSuggestion !== '';
  const categoryLabel: Record<TemplateCategory, string> = {
    MARKETING: labels.categoryMarketing,
    UTILITY: labels.categoryUtility,
    AUTHENTICATION: labels.categoryAuthentication,
  };
  return (
    <>
      <div>
        <TextField
          ref={nameRef}
          label={labels.nameLabel}
          required
          value={draft.name}
          maxLength={TEMPLATE_LIMITS.nameMax + 1}
          hint={labels.nameHint}
          error={err('name')}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
        {offerName ? (
          <Offer>
            <span>{labels.nameConvertHint}</span>
            <Button size="sm" variant="secondary" onClick={() => set({ name: nameSuggestion })}>
              {formats.text(labels.nameConvert, { name: nameSuggestion })}
            </Button>
          </Offer>
        ) : null}
      </div>
      <Row>
        <Select
          label={labels.categoryLabel}
          value={draft.category}
          error={err('category')}
          options={TEMPLATE_CATEGORIES.map((v) => ({ value: v, label: categoryLabel[v] }))}
          onChange={(e) => set({ category: e.target.value as TemplateCategory })}
        />
        <Select
          label={labels.languageLabel}
          value={draft.language}
          error={err('language')}
          options={TEMPLATE_LANGUAGES.map((v) => ({ value: v, label: formats.languageName(v) }))}
          onChange={(e) => set({ language: e.target.value })}
        />
        <TextField
          label={labels.ttlLabel}
          inputMode="numeric"
          value={draft.ttl}
          hint={labels.ttlHint}
          error={err('message_send_ttl_seconds')}
          onChange={(e) => set({ ttl: e.target.value })}
        />
      </Row>
    </>
  );
}
