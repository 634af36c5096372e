import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { samplePdf, samplePng } from '../src/media/samples';
import { call, DEMO_ID, eventually, OTHER_EMAIL, OTHER_ID, signIn, startTestApi, type Session } from './helpers';
import { upload } from './mediaHelpers';

/** A template whose header is of `format`, with `handle` as its example file when given. */
const template = (name: string, format: string, handle?: string) => ({
  name,
  category: 'MARKETING',
  language: 'en_US',
  components: [
    { type: 'HEADER', format, ...(handle !== undefined ? { example: { header_handle: [handle] } } : {}) },
    { type: 'BODY', text: 'Our new catalogue is out.' },
  ],
});

describe('templates with a media header (example.header_handle is one of our media ids)', () => {
  let api: RunningMockApi;
  let demo: Session;
  let other: Session;
  let png: string;
  let pdf: string;
  beforeAll(async () => {
    api = await startTestApi({ timings: { campaignTickMs: 20, deliveryStepMs: 10 } });
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
    png = String((await upload(api, demo.accessToken, samplePng(), 'banner.png', 'image')).body.data.id);
    pdf = String((await upload(api, demo.accessToken, samplePdf(), 'catalogue.pdf', 'document')).body.data.id);
  });
  afterAll(() => api.close());

  const create = (body: unknown, session = demo, clientId = DEMO_ID) =>
    call<{ id: string; components: { example?: { header_handle?: string[] } }[] }>(
      api,
      'POST',
      `/api/v1/whatsapp/template/${clientId}`,
      { token: session.accessToken, body },
    );

  it('creates an IMAGE header template with its uploaded example and keeps the handle', async () => {
    const res = await create(template('banner_offer', 'IMAGE', png));
    expect(res.status).toBe(201);
    expect(res.body.data.components[0]!.example?.header_handle).toEqual([png]);
  });

  it.each(['IMAGE', 'VIDEO', 'DOCUMENT'])(
    'refuses a %s header without an example file, creating nothing',
    async (f) => {
      const res = await create(template(`no_example_${f.toLowerCase()}`, f));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please add an example file for the header');
      const list = await call<{ name: string }[]>(api, 'GET', `/api/v1/whatsapp/template/${DEMO_ID}`, {
        token: demo.accessToken,
      });
      expect(list.body.data.map((t) => t.name)).not.toContain(`no_example_${f.toLowerCase()}`);
    },
  );

  it('refuses an example of another kind than the format (a PDF for an IMAGE header)', async () => {
    const res = await create(template('wrong_kind', 'IMAGE', pdf));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The example file does not match the header format');
    expect((await create(template('right_kind', 'DOCUMENT', pdf))).status).toBe(201);
  });

  it("refuses another tenant's media id and an unknown one alike", async () => {
    const theirs = await create(template('not_mine', 'IMAGE', png), other, OTHER_ID);
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe('The example file was not found: upload it again');
    const unknown = await create(template('unknown_media', 'IMAGE', `med_${'0'.repeat(32)}`));
    expect(unknown.body.message).toBe(theirs.body.message);
  });

  it('sends such a template with its example as the header media, or the file the sender chose', async () => {
    const created = await create(template('send_me', 'IMAGE', png));
    const id = created.body.data.id;
    await call(api, 'POST', `/__dev/templates/${id}/status`, { body: { status: 'APPROVED' } });
    const send = (components?: unknown[]) =>
      call<{ type: string; template_header_media?: Record<string, unknown> }>(
        api,
        'POST',
        `/api/v1/whatsapp/messages/${DEMO_ID}/send`,
        {
          token: demo.accessToken,
          body: { to: '+14155550188', type: 'template', template: { name: 'send_me', components } },
        },
      );
    const byExample = await send();
    expect(byExample.status).toBe(201);
    expect(byExample.body.data.template_header_media).toMatchObject({ id: png, mimeType: 'image/png' });
    const other = String((await upload(api, demo.accessToken, samplePng(), 'other.png', 'image')).body.data.id);
    const chosen = await send([{ type: 'header', parameters: [{ type: 'image', image: { id: other } }] }]);
    expect(chosen.body.data.template_header_media).toMatchObject({ id: other, fileName: 'other.png' });
    const wrongKind = await send([{ type: 'header', parameters: [{ type: 'image', image: { id: pdf } }] }]);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('The example file does not match the header format');
    // An id that is not this client's (unknown or another's: ownMedia answers both alike).
    const theirs = `med_${'f'.repeat(32)}`;
    const notMine = await send([{ type: 'header', parameters: [{ type: 'image', image: { id: theirs } }] }]);
    expect(notMine.status).toBe(404);
  });

  it('checks the example again when a template is edited', async () => {
    const created = await create(template('edit_me', 'IMAGE', png));
    const path = `/api/v1/whatsapp/templates/${DEMO_ID}/${created.body.data.id}`;
    await call(api, 'POST', `/__dev/templates/${created.body.data.id}/status`, { body: { status: 'APPROVED' } });
    const res = await call(api, 'PUT', path, { token: demo.accessToken, body: template('edit_me', 'VIDEO', png) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The example file does not match the header format');
  });

  it('sends the example as the header media in campaigns, template broadcasts and bulk sends; the API never shows it', async () => {
    const created = await create(template('catalogue_day', 'IMAGE', png));
    const id = created.body.data.id;
    expect(created.body.data).not.toHaveProperty('header_media');
    await call(api, 'POST', `/__dev/templates/${id}/status`, { body: { status: 'APPROVED' } });
    const wa = (method: string, path: string, body: unknown) =>
      call<{ id: string }>(api, method, `/api/v1/whatsapp${path}`, { token: demo.accessToken, body });
    const campaign = await wa('POST', `/campaigns/${DEMO_ID}`, {
      name: 'Catalogue day',
      templateName: 'catalogue_day',
      audience: [{ phone: '+919600033331' }],
    });
    expect(campaign.status).toBe(201);
    await wa('POST', `/campaigns/${DEMO_ID}/${campaign.body.data.id}/start`, {});
    const broadcast = await wa('POST', `/broadcasts/${DEMO_ID}`, {
      name: 'Catalogue day',
      recipients: ['+919600033332'],
      messageType: 'template',
      templateName: 'catalogue_day',
    });
    expect(broadcast.status).toBe(201);
    const bulk = await wa('POST', `/messages/${DEMO_ID}/bulk`, {
      recipients: ['+919600033333'],
      templateName: 'catalogue_day',
    });
    expect(bulk.status).toBe(201);
    const sent = () => api.store.data.messages.filter((m) => m.template_name === 'catalogue_day');
    await eventually(async () => (sent().length >= 3 ? true : undefined), 4000);
    expect(sent().map((m) => [m.to, m.template_header_media?.id, m.template_header_media?.mimeType])).toEqual(
      expect.arrayContaining([
        ['+919600033331', png, 'image/png'],
        ['+919600033332', png, 'image/png'],
        ['+919600033333', png, 'image/png'],
      ]),
    );
  });
});
