import { ApiError } from '../../client/errors';
import type { Template } from '../../model';
import { VALIDATION_MESSAGES, canEditTemplate, duplicateTemplateMessage } from '../../rules';
import type { WhatsAppApi } from '../../whatsapp';
import { byId, includes, removeById, replace, type FakeCore } from './core';

/** Templates: created as PENDING, a name taken in a language refused, edits only where Meta allows them. */
export function createFakeTemplates(core: FakeCore): WhatsAppApi['templates'] {
  const { db, run, newId, iso } = core;

  return {
    create: (input) =>
      run('templates.create', [input], () => {
        if (db.templates.some((t) => t.name === input.name && t.language === input.language)) {
          throw new ApiError({
            status: 409,
            code: 'CONFLICT',
            message: duplicateTemplateMessage(input.name, input.language),
          });
        }
        const ttl = input.message_send_ttl_seconds;
        const template: Template = {
          id: newId('tpl'),
          name: input.name,
          displayName: input.displayName ?? input.name,
          category: input.category,
          language: input.language,
          status: 'PENDING',
          components: input.components,
          createdAt: iso(),
          updatedAt: iso(),
          ...(typeof ttl === 'number' ? { message_send_ttl_seconds: ttl } : {}),
        };
        db.templates.unshift(template);
        return template;
      }),
    list: (filters = {}) =>
      run('templates.list', [filters], () =>
        db.templates.filter(
          (t) =>
            (!filters.status || t.status === filters.status.toUpperCase()) &&
            (!filters.category || t.category === filters.category.toUpperCase()) &&
            (!filters.search || includes(`${t.name} ${t.displayName}`, filters.search)),
        ),
      ),
    update: (id, input) =>
      run('templates.update', [id, input], () => {
        const current = byId(db.templates, id, 'Template');
        if (!canEditTemplate(current.status)) {
          throw new ApiError({
            status: 409,
            code: 'CONFLICT',
            message: VALIDATION_MESSAGES.templateNotEditable,
          });
        }
        const { message_send_ttl_seconds: ttl, ...rest } = input;
        // Meta reviews an edited template again (as the mock API does).
        const { rejectionReason: _reason, ...kept } = current;
        const next: Template = { ...kept, ...rest, status: 'PENDING', updatedAt: iso() };
        if (typeof ttl === 'number') next.message_send_ttl_seconds = ttl;
        return replace(db.templates, current, next);
      }),
    remove: (id) =>
      run('templates.remove', [id], () => {
        return removeById(db.templates, id, 'Template');
      }),
  };
}
