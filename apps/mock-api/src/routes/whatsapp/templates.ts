import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import {
  MESSAGES,
  TEMPLATE_CATEGORIES,
  VALIDATION_MESSAGES,
  canEditTemplate,
  duplicateTemplateMessage,
  isTemplateCategory,
} from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { badRequest, conflict, notFound, route, sendOk } from '../../http/errors';
import { bodyOf, queryString } from '../../http/validate';
import { parseTemplate } from '../../services/template-input';
import { checkTemplateHeaderMedia } from '../../services/templateMedia';
import { newId, nowIso, templateOut } from '../../services/wire';
import { TEMPLATE_STATUSES, type TemplateRecord } from '../../store/types';
import { scheduleAutoApproval } from '../../simulators';
import { param } from './input';

const S = MESSAGES.success;

/** Message templates: create, list (both paths), edit (Meta's editable statuses), delete. */
export function registerTemplatesRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.post(
    `${base}/template/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const input = parseTemplate(bodyOf(req));
      const headerMedia = await checkTemplateHeaderMedia(ctx, clientId, input.components);
      if (
        store.data.templates.some(
          (t) => t.clientId === clientId && t.name === input.name && t.language === input.language,
        )
      ) {
        throw conflict(duplicateTemplateMessage(input.name, input.language));
      }
      const now = nowIso();
      const template: TemplateRecord = {
        id: newId('tpl'),
        clientId,
        ...input,
        ...(headerMedia ? { header_media: headerMedia } : {}),
        status: 'PENDING',
        created_at: now,
        updated_at: now,
      };
      store.data.templates.push(template);
      await store.commit();
      scheduleAutoApproval(ctx, template.id);
      sendOk(res, templateOut(template), S.templateCreated, 201);
    }),
  );

  const listTemplates = route(async (req, res) => {
    const clientId = await requireClient(ctx, req);
    const status = queryString(req.query, 'status', 20)?.toUpperCase();
    const category = queryString(req.query, 'category', 20)?.toUpperCase();
    const search = queryString(req.query, 'search')?.toLowerCase();
    if (status && !TEMPLATE_STATUSES.includes(status as never)) {
      throw badRequest('status', `status must be one of ${TEMPLATE_STATUSES.join(', ')}`);
    }
    if (category && !isTemplateCategory(category)) {
      throw badRequest('category', `category must be one of ${TEMPLATE_CATEGORIES.join(', ')}`);
    }
    const list = store.data.templates
      .filter((t) => t.clientId === clientId)
      .filter((t) => !status || t.status === status)
      .filter((t) => !category || t.category === category)
      .filter(
        (t) =>
          !search ||
          t.name.toLowerCase().includes(search) ||
          t.displayName.toLowerCase().includes(search) ||
          t.components.some((c) => c.text?.toLowerCase().includes(search)),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(templateOut);
    sendOk(res, list, 'Templates fetched');
  });
  app.get(`${base}/template/:clientId`, listTemplates);
  app.get(`${base}/templates/:clientId`, listTemplates);

  const ownTemplate = (clientId: string, id: string) => {
    const template = store.data.templates.find((t) => t.id === id && t.clientId === clientId);
    if (!template) throw notFound('Template');
    return template;
  };

  app.put(
    `${base}/templates/:clientId/:templateId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const template = ownTemplate(clientId, param(req, 'templateId'));
      // Meta allows editing only APPROVED, REJECTED or PAUSED templates (not one in review, disabled or appealed).
      if (!canEditTemplate(template.status)) throw conflict(VALIDATION_MESSAGES.templateNotEditable);
      const input = parseTemplate(bodyOf(req), true, template);
      const headerMedia = await checkTemplateHeaderMedia(ctx, clientId, input.components);
      if (
        store.data.templates.some(
          (t) =>
            t.id !== template.id && t.clientId === clientId && t.name === input.name && t.language === input.language,
        )
      ) {
        throw conflict(duplicateTemplateMessage(input.name, input.language));
      }
      // Meta reviews an edited template again.
      Object.assign(template, input, { status: 'PENDING', updated_at: nowIso() });
      if (input.message_send_ttl_seconds === undefined) delete template.message_send_ttl_seconds;
      if (headerMedia) template.header_media = headerMedia;
      else delete template.header_media;
      delete template.rejection_reason;
      await store.commit();
      scheduleAutoApproval(ctx, template.id);
      sendOk(res, templateOut(template), S.templateUpdated);
    }),
  );

  app.delete(
    `${base}/templates/:clientId/:templateId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const template = ownTemplate(clientId, param(req, 'templateId'));
      store.removeWhere('templates', (t) => t.id === template.id);
      await store.commit();
      sendOk(res, { id: template.id }, S.templateDeleted);
    }),
  );
}
