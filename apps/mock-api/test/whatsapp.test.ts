import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { call, DEMO_ID, OTHER_EMAIL, OTHER_ID, signIn, startTestApi, type Session } from './helpers';

const WA = '/api/v1/whatsapp';

interface Conversation {
  id: string;
  contact_phone: string;
  contact_name: string;
  last_inbound_at: string | null;
  unread_count: number;
  last_message: string;
  last_message_status: string | null;
  contact: { name: string; phone: string; status: string };
}

describe('whatsapp routes', () => {
  let api: RunningMockApi;
  let demo: Session;
  let other: Session;
  beforeAll(async () => {
    api = await startTestApi();
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
  });
  afterAll(() => api.close());

  const get = <T>(path: string, token = demo.accessToken) => call<T>(api, 'GET', `${WA}${path}`, { token });
  const post = <T>(path: string, body: unknown, token = demo.accessToken) =>
    call<T>(api, 'POST', `${WA}${path}`, { token, body });
  const put = <T>(path: string, body: unknown) =>
    call<T>(api, 'PUT', `${WA}${path}`, { token: demo.accessToken, body });
  const del = <T>(path: string) => call<T>(api, 'DELETE', `${WA}${path}`, { token: demo.accessToken });

  describe('authorisation', () => {
    const routes: [string, string][] = [
      ['POST', '/connect/:id'],
      ['GET', '/connection/:id'],
      ['POST', '/template/:id'],
      ['GET', '/template/:id'],
      ['PUT', '/templates/:id/tpl_welcome_offer'],
      ['DELETE', '/templates/:id/tpl_welcome_offer'],
      ['POST', '/campaigns/:id'],
      ['GET', '/campaigns/:id'],
      ['PUT', '/campaigns/:id/cmp_vip_preview'],
      ['DELETE', '/campaigns/:id/cmp_vip_preview'],
      ['POST', '/campaigns/:id/cmp_vip_preview/start'],
      ['POST', '/campaigns/:id/cmp_vip_preview/pause'],
      ['POST', '/messages/:id/send'],
      ['POST', '/messages/:id/bulk'],
      ['GET', '/messages/:id'],
      ['GET', '/contacts/:id'],
      ['POST', '/contacts/:id'],
      ['PUT', '/contacts/:id/ct_demo_01'],
      ['DELETE', '/contacts/:id/ct_demo_01'],
      ['POST', '/broadcasts/:id'],
      ['GET', '/analytics/:id'],
      ['GET', '/conversations/:id'],
      ['GET', '/conversations/:id/+919820000000/messages'],
      ['POST', '/conversations/:id'],
    ];

    it('answers 401 without a token on every route', async () => {
      for (const [method, path] of routes) {
        const res = await call(
          api,
          method,
          `${WA}${path.replace(':id', DEMO_ID)}`,
          method === 'GET' ? {} : { body: {} },
        );
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.code).toBe('UNAUTHORIZED');
      }
    });

    it("answers 403 for another client's id on every route, changing nothing", async () => {
      const before = JSON.stringify(api.store.data);
      for (const [method, path] of routes) {
        const res = await call(api, method, `${WA}${path.replace(':id', DEMO_ID)}`, {
          token: other.accessToken,
          ...(method === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect(JSON.stringify(api.store.data)).toBe(before);
    });

    it("never shows one client's data to another", async () => {
      const mine = await get<{ id: string }[]>(`/contacts/${OTHER_ID}`, other.accessToken);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toHaveLength(3);
      const update = await call(api, 'PUT', `${WA}/contacts/${OTHER_ID}/ct_demo_01`, {
        token: other.accessToken,
        body: { name: 'X' },
      });
      expect(update.status).toBe(404);
    });
  });

  describe('connection', () => {
    it('connects, keeps the token masked and reports status connected', async () => {
      const res = await post<Record<string, unknown>>(
        `/connect/${OTHER_ID}`,
        { accessToken: 'EAAGsecretsecret1234', phoneNumberId: '123456789', extra: 1 },
        other.accessToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('connected');
      expect(res.body.data).toMatchObject({ connected: true, status: 'connected', phoneNumberId: '123456789' });
      expect(res.text).not.toContain('EAAGsecretsecret1234');
      const status = await get<Record<string, unknown>>(`/connection/${OTHER_ID}`, other.accessToken);
      expect(status.body.data).toMatchObject({
        connected: true,
        accessTokenMasked: expect.stringMatching(/^EAAG.+1234$/),
      });
      const missing = await post(`/connect/${OTHER_ID}`, { accessToken: 'x' }, other.accessToken);
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('phoneNumberId');
    });
  });

  describe('templates', () => {
    const body = {
      name: 'summer_sale',
      category: 'MARKETING',
      language: 'en_US',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Summer sale' },
        { type: 'BODY', text: 'Hi {{1}}, get {{2}} off!', example: { body_text: [['Ana', '20%']] } },
        { type: 'FOOTER', text: 'Reply STOP to opt out' },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
      ],
      status: 'APPROVED',
      __proto__: { admin: true },
    };

    it('creates PENDING (status in the body ignored), refuses duplicates per language, lists with filters', async () => {
      const res = await post<{ id: string; status: string }>(`/template/${DEMO_ID}`, body);
      expect(res.status).toBe(201);
      expect(res.body.data.status).toBe('PENDING');
      expect((await post(`/template/${DEMO_ID}`, body)).status).toBe(409);
      expect((await post(`/template/${DEMO_ID}`, { ...body, language: 'fr_FR' })).status).toBe(201);
      const pending = await get<{ name: string; status: string }[]>(`/template/${DEMO_ID}?status=PENDING`);
      expect(pending.body.data.every((t) => t.status === 'PENDING')).toBe(true);
      expect(pending.body.data.some((t) => t.name === 'summer_sale')).toBe(true);
      const search = await get<{ name: string }[]>(`/template/${DEMO_ID}?search=appointment`);
      expect(search.body.data.map((t) => t.name)).toEqual(['appointment_reminder']);
      const all = await get<{ status: string }[]>(`/template/${DEMO_ID}`);
      expect(new Set(all.body.data.map((t) => t.status))).toEqual(
        new Set(['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL']),
      );
    });

    it('validates with the spec messages', async () => {
      const noName = await post(`/template/${DEMO_ID}`, { ...body, name: '' });
      expect(noName.body).toMatchObject({ field: 'name', message: 'Template name is required' });
      const long = await post(`/template/${DEMO_ID}`, { ...body, name: 'x'.repeat(513) });
      expect(long.body.message).toBe('Template name must be 512 characters or less');
      const noBody = await post(`/template/${DEMO_ID}`, { ...body, name: 'nobody', components: [] });
      expect(noBody.body.message).toBe('Body text is required');
      const examples = await post(`/template/${DEMO_ID}`, {
        ...body,
        name: 'examples',
        components: [{ type: 'BODY', text: 'Hi {{1}} and {{2}} today' }],
      });
      expect(examples.body.message).toBe('Please provide 2 example value(s) for the variables');
      const header = await post(`/template/${DEMO_ID}`, {
        ...body,
        name: 'header',
        components: [
          { type: 'HEADER', format: 'TEXT', text: '*Bold*' },
          { type: 'BODY', text: 'Hi' },
        ],
      });
      expect(header.body.message).toBe('Header cannot contain new lines, formatting characters, emojis, or asterisks');
      const ttl = await post(`/template/${DEMO_ID}`, { ...body, name: 'ttl', message_send_ttl_seconds: 60 });
      expect(ttl.body.message).toBe('Marketing TTL must be between 12 hours and 30 days');
    });

    it('updates (back to review) and deletes; unknown ids 404', async () => {
      const updated = await put<{ status: string; displayName: string }>(`/templates/${DEMO_ID}/tpl_flash_deal`, {
        displayName: 'Flash deal v2',
        category: 'MARKETING',
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ status: 'PENDING', displayName: 'Flash deal v2' });
      // In review again: Meta allows editing only approved, rejected or paused templates; nothing changes.
      const inReview = await put(`/templates/${DEMO_ID}/tpl_flash_deal`, { displayName: 'Flash deal v3' });
      expect(inReview.status).toBe(409);
      expect(inReview.body.message).toBe('Only approved, rejected or paused templates can be edited');
      const list = await get<Array<{ id: string; displayName: string }>>(`/templates/${DEMO_ID}`);
      expect(list.body.data.find((t) => t.id === 'tpl_flash_deal')?.displayName).toBe('Flash deal v2');
      const ttlKept = await put<Record<string, unknown>>(`/templates/${DEMO_ID}/tpl_login_code`, {
        displayName: 'Login',
      });
      expect(ttlKept.body.data.message_send_ttl_seconds).toBe(600);
      // Approved again by review, so it can be edited once more.
      await call(api, 'POST', '/__dev/templates/tpl_login_code/status', { body: { status: 'APPROVED' } });
      const ttlRemoved = await put<Record<string, unknown>>(`/templates/${DEMO_ID}/tpl_login_code`, {
        message_send_ttl_seconds: '',
      });
      expect(ttlRemoved.status).toBe(200);
      expect(ttlRemoved.body.data).not.toHaveProperty('message_send_ttl_seconds');
      expect((await del(`/templates/${DEMO_ID}/tpl_old_newsletter`)).body.data).toEqual({ id: 'tpl_old_newsletter' });
      expect((await del(`/templates/${DEMO_ID}/tpl_old_newsletter`)).status).toBe(404);
      expect((await put(`/templates/${DEMO_ID}/nope`, { name: 'x' })).status).toBe(404);
    });

    it('lets /__dev review a template (Meta approval or rejection)', async () => {
      const rejected = await call<{ status: string; rejection_reason: string }>(
        api,
        'POST',
        '/__dev/templates/tpl_festive_sale/status',
        {
          body: { status: 'REJECTED', reason: 'Too promotional' },
        },
      );
      expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejection_reason: 'Too promotional' });
      const approved = await call<{ status: string }>(api, 'POST', '/__dev/templates/tpl_festive_sale/status', {
        body: { status: 'APPROVED' },
      });
      expect(approved.body.data.status).toBe('APPROVED');
      expect((await call(api, 'POST', '/__dev/templates/nope/status', { body: { status: 'APPROVED' } })).status).toBe(
        404,
      );
    });
  });

  describe('campaigns', () => {
    it('creates drafts only from approved templates, starts, pauses, updates, deletes', async () => {
      const refused = await post(`/campaigns/${DEMO_ID}`, { name: 'Loyalty', templateName: 'loyalty_points' });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('TEMPLATE_NOT_APPROVED');
      expect((await post(`/campaigns/${DEMO_ID}`, { templateName: 'welcome_offer' })).body.message).toBe(
        'Campaign name is required',
      );
      expect((await post(`/campaigns/${DEMO_ID}`, { name: 'x' })).body.message).toBe('Template selection is required');
      const created = await post<{
        id: string;
        status: string;
        template_name: string;
        audience: { phone: string }[];
        sent: number;
      }>(`/campaigns/${DEMO_ID}`, {
        name: 'Monsoon',
        templateName: 'welcome_offer',
        audience: [{ phone: '9811111111' }, { phone: '+919811111111' }],
        scheduledAt: null,
        parameters: { param1: 'Friend', param2: '10%' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        status: 'draft',
        template_name: 'welcome_offer',
        audience: [{ phone: '+919811111111' }],
        sent: 0,
      });
      const id = created.body.data.id;
      expect((await post<{ status: string }>(`/campaigns/${DEMO_ID}/${id}/pause`, {})).status).toBe(409);
      expect((await post<{ status: string }>(`/campaigns/${DEMO_ID}/${id}/start`, {})).body.data.status).toBe('active');
      expect((await post<{ status: string }>(`/campaigns/${DEMO_ID}/${id}/pause`, {})).body.data.status).toBe('paused');
      expect((await put<{ name: string }>(`/campaigns/${DEMO_ID}/${id}`, { name: 'Monsoon 2' })).body.data.name).toBe(
        'Monsoon 2',
      );
      const list = await get<{ id: string; status: string }[]>(`/campaigns/${DEMO_ID}?status=paused`);
      expect(list.body.data.map((c) => c.id)).toContain(id);
      expect((await del(`/campaigns/${DEMO_ID}/${id}`)).body.data).toEqual({ id });
      expect((await del(`/campaigns/${DEMO_ID}/${id}`)).status).toBe(404);
      const all = await get<{ status: string }[]>(`/campaigns/${DEMO_ID}`);
      expect(new Set(all.body.data.map((c) => c.status))).toEqual(new Set(['draft', 'active', 'paused', 'completed']));
    });

    it('resumes a paused campaign with start; a completed one is history: not edited, not started', async () => {
      const paused = await post<{ status: string }>(`/campaigns/${DEMO_ID}/cmp_vip_preview/pause`, {});
      expect(paused.body.data.status).toBe('paused');
      const resumed = await post<{ status: string }>(`/campaigns/${DEMO_ID}/cmp_vip_preview/start`, {});
      expect(resumed.body).toMatchObject({ message: 'Campaign started successfully', data: { status: 'active' } });
      const before = api.store.data.campaigns.find((c) => c.id === 'cmp_spring_launch');
      const snapshot = JSON.stringify(before);
      const edit = await put(`/campaigns/${DEMO_ID}/cmp_spring_launch`, { name: 'Again', audience: [{ phone: '+1' }] });
      expect(edit.status).toBe(409);
      expect(edit.body).toMatchObject({ message: 'A completed campaign cannot be edited' });
      expect((await post(`/campaigns/${DEMO_ID}/cmp_spring_launch/start`, {})).status).toBe(409);
      expect(JSON.stringify(api.store.data.campaigns.find((c) => c.id === 'cmp_spring_launch'))).toBe(snapshot);
    });

    it("refuses a campaign that leaves one of its template's parameters blank, and changes nothing", async () => {
      // welcome_offer: 'Welcome to Acme, {{1}}! Enjoy *{{2}} off* ...'; {{n}} takes param{n}.
      const before = (await get<unknown[]>(`/campaigns/${DEMO_ID}`)).body.data.length;
      const base = { name: 'Offer', templateName: 'welcome_offer', audience: [{ phone: '+919811111111' }] };
      const noSecond = await post(`/campaigns/${DEMO_ID}`, { ...base, parameters: { param1: 'Friend', param3: 'X' } });
      expect(noSecond.status).toBe(400);
      expect(noSecond.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'parameters.param2',
        message: 'Parameter 2 is required',
      });
      const none = await post(`/campaigns/${DEMO_ID}`, base);
      expect(none.body).toMatchObject({ field: 'parameters.param1', message: 'Parameter 1 is required' });
      // appointment_reminder's header 'Appointment with {{1}}' takes header1, named before the body's.
      const reminder = { ...base, templateName: 'appointment_reminder' };
      const noHeader = await post(`/campaigns/${DEMO_ID}`, {
        ...reminder,
        parameters: { param1: 'Saturday', param2: '10:30 AM' },
      });
      expect(noHeader.status).toBe(400);
      expect(noHeader.body).toMatchObject({ field: 'parameters.header1', message: 'Header parameter is required' });
      expect((await get<unknown[]>(`/campaigns/${DEMO_ID}`)).body.data).toHaveLength(before);

      // login_code: 'Your Acme verification code is {{1}}. ...' (one parameter; approved again, as the template
      // tests above send it back to review).
      await call(api, 'POST', '/__dev/templates/tpl_login_code/status', { body: { status: 'APPROVED' } });
      const created = await post<{ id: string }>(`/campaigns/${DEMO_ID}`, {
        ...base,
        templateName: 'login_code',
        parameters: { param1: 'Friend' },
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      const stored = async () =>
        (
          await get<{ id: string; template_name: string; parameters: Record<string, string> }[]>(
            `/campaigns/${DEMO_ID}`,
          )
        ).body.data.find((c) => c.id === id);
      // An update that blanks a parameter, or moves to a template that takes more, is refused and changes nothing.
      const blanked = await put(`/campaigns/${DEMO_ID}/${id}`, { parameters: { param1: ' ' } });
      expect(blanked.status).toBe(400);
      expect(blanked.body).toMatchObject({ field: 'parameters.param1', message: 'Parameter 1 is required' });
      const moved = await put(`/campaigns/${DEMO_ID}/${id}`, { templateName: 'welcome_offer' });
      expect(moved.status).toBe(400);
      expect(moved.body).toMatchObject({ field: 'parameters.param2', message: 'Parameter 2 is required' });
      expect(await stored()).toMatchObject({ template_name: 'login_code', parameters: { param1: 'Friend' } });
      const both = await put(`/campaigns/${DEMO_ID}/${id}`, {
        templateName: 'welcome_offer',
        parameters: { param1: 'Friend', param2: '10%' },
      });
      expect(both.status).toBe(200);
      // A rename alone passes; starting checks the stored parameters again (a campaign stored before this check).
      const record = api.store.data.campaigns.find((c) => c.id === id)!;
      record.parameters = { param1: 'Friend' };
      expect((await put(`/campaigns/${DEMO_ID}/${id}`, { name: 'Offer 2' })).status).toBe(200);
      const refusedStart = await post(`/campaigns/${DEMO_ID}/${id}/start`, {});
      expect(refusedStart.status).toBe(422);
      expect(refusedStart.body).toMatchObject({
        code: 'TEMPLATE_PARAMETERS_MISSING',
        field: 'parameters.param2',
        message: 'Parameter 2 is required',
      });
      expect(record.status).toBe('draft');
      record.parameters = { param1: 'Friend', param2: '10%' };
      expect((await post<{ status: string }>(`/campaigns/${DEMO_ID}/${id}/start`, {})).body.data.status).toBe('active');
    });
  });

  describe('contacts', () => {
    it('creates with defaults, drops unknown fields, refuses duplicates, filters, pages, updates, deletes', async () => {
      const created = await post<Record<string, unknown>>(`/contacts/${DEMO_ID}`, {
        name: 'Zoya Ali',
        phone: '99887 76655',
        clientId: OTHER_ID,
        isAdmin: true,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        name: 'Zoya Ali',
        phone: '+919988776655',
        status: 'active',
        source: 'Manual',
        tags: [],
      });
      expect(created.body.data).not.toHaveProperty('isAdmin');
      expect(created.body.data).not.toHaveProperty('clientId');
      expect((await post(`/contacts/${DEMO_ID}`, { name: 'Again', phone: '+919988776655' })).status).toBe(409);
      const noName = await post(`/contacts/${DEMO_ID}`, { phone: '+919988776600' });
      expect(noName.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
      const page = await get<unknown[]>(`/contacts/${DEMO_ID}?limit=10&page=2`);
      expect(page.body.data).toHaveLength(10);
      expect(page.body.meta).toEqual({ total: 41, page: 2, limit: 10 });
      const search = await get<{ name: string }[]>(`/contacts/${DEMO_ID}?search=zoya`);
      expect(search.body.data.map((c) => c.name)).toEqual(['Zoya Ali']);
      const vip = await get<{ tags: string[]; status: string }[]>(`/contacts/${DEMO_ID}?tag=VIP&status=active`);
      expect(vip.body.data.every((c) => c.tags.includes('VIP') && c.status === 'active')).toBe(true);
      const id = (created.body.data as { id: string }).id;
      const updated = await put<{ status: string; tags: string[] }>(`/contacts/${DEMO_ID}/${id}`, {
        status: 'Potential',
        tags: ['Lead'],
      });
      expect(updated.body.data).toMatchObject({ status: 'potential', tags: ['Lead'] });
      expect((await put(`/contacts/${DEMO_ID}/${id}`, { status: 'vip' })).body.field).toBe('status');
      expect((await del(`/contacts/${DEMO_ID}/${id}`)).status).toBe(200);
      expect((await del(`/contacts/${DEMO_ID}/${id}`)).status).toBe(404);
    });
  });

  describe('conversations and messages', () => {
    it('lists conversations newest first with unread counts and the contact', async () => {
      const res = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      expect(res.body.data).toHaveLength(25);
      const times = res.body.data.map((c) => (c as unknown as { last_message_at: string }).last_message_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(res.body.data[0]!.contact).toMatchObject({ name: res.body.data[0]!.contact_name });
      const unread = await get<Conversation[]>(`/conversations/${DEMO_ID}?unread=true`);
      expect(unread.body.data.length).toBeGreaterThan(0);
      expect(unread.body.data.every((c) => c.unread_count > 0)).toBe(true);
      const outside = res.body.data.filter(
        (c) => !c.last_inbound_at || Date.now() - Date.parse(c.last_inbound_at) > 86_400_000,
      );
      expect(outside).toHaveLength(1);
    });

    it('searches conversations by contact name, phone and last message text, case-insensitively, before paging', async () => {
      type Page = { data: Conversation[]; meta: { total: number; unread: number; page?: number; limit?: number } };
      const all = ((await get<Conversation[]>(`/conversations/${DEMO_ID}`)).body as unknown as Page).data;
      const probe = all[3]!;
      const byName = (
        await get(`/conversations/${DEMO_ID}?search=${encodeURIComponent(probe.contact_name.toUpperCase())}&limit=5`)
      ).body as unknown as Page;
      expect(byName.data.map((c) => c.id)).toContain(probe.id);
      expect(byName.data.every((c) => c.contact_name.toLowerCase().includes(probe.contact_name.toLowerCase()))).toBe(
        true,
      );
      expect(byName.meta).toMatchObject({ page: 1, limit: 5, total: byName.data.length });
      const digits = probe.contact_phone.slice(-6);
      const byPhone = (await get(`/conversations/${DEMO_ID}?search=${digits}`)).body as unknown as Page;
      expect(byPhone.data.map((c) => c.id)).toEqual(
        all.filter((c) => c.contact_phone.includes(digits)).map((c) => c.id),
      );
      const word = all
        .find((c) => c.last_message && c.unread_count > 0)!
        .last_message.split(' ')[0]!
        .toLowerCase();
      const byText = (await get(`/conversations/${DEMO_ID}?search=${encodeURIComponent(word)}&unread=true&limit=1000`))
        .body as unknown as Page;
      const expected = all.filter(
        (c) =>
          c.unread_count > 0 &&
          [c.contact_name, c.contact_phone, c.last_message].some((f) => f.toLowerCase().includes(word)),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(byText.data.map((c) => c.id)).toEqual(expected.map((c) => c.id));
      expect(byText.meta).toEqual({ total: expected.length, unread: expected.length, page: 1, limit: 1000 });
      const none = (await get(`/conversations/${DEMO_ID}?search=no-such-conversation&limit=10`))
        .body as unknown as Page;
      expect(none).toMatchObject({ data: [], meta: { total: 0, unread: 0 } });
    });

    it('pages the conversation list with limit and page, with the totals in meta', async () => {
      type Page = { data: { id: string }[]; meta: { total: number; unread: number; page?: number; limit?: number } };
      const all = (await get<Conversation[]>(`/conversations/${DEMO_ID}`)).body as unknown as Page;
      const unreadAll = all.data.filter((c) => (c as unknown as Conversation).unread_count > 0).length;
      // Without limit: every conversation, and the totals.
      expect(all.meta).toEqual({ total: 25, unread: unreadAll });
      const pages: Page[] = [];
      for (const page of [1, 2, 3, 4]) {
        pages.push((await get(`/conversations/${DEMO_ID}?limit=10&page=${page}`)).body as unknown as Page);
      }
      expect(pages.map((p) => p.data.length)).toEqual([10, 10, 5, 0]);
      expect(pages[1]!.meta).toEqual({ total: 25, unread: unreadAll, page: 2, limit: 10 });
      // The pages together are the whole list, in its order.
      expect(pages.flatMap((p) => p.data.map((c) => c.id))).toEqual(all.data.map((c) => c.id));
      // Filters apply before paging; the totals are the filtered ones.
      const unreadPage = (await get(`/conversations/${DEMO_ID}?unread=true&limit=2`)).body as unknown as Page;
      expect(unreadPage.data).toHaveLength(2);
      expect(unreadPage.meta).toEqual({ total: unreadAll, unread: unreadAll, page: 1, limit: 2 });
      for (const bad of ['limit=0', 'limit=1001', 'limit=ten', 'page=0']) {
        const res = await get(`/conversations/${DEMO_ID}?${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body.field, bad).toBe(bad.split('=')[0]);
      }
    });

    it('pages a conversation oldest first with hasMore', async () => {
      const list = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      const phone = list.body.data[0]!.contact_phone;
      const all = await get<{ id: string; created_at: string }[]>(
        `/conversations/${DEMO_ID}/${encodeURIComponent(phone)}/messages`,
      );
      expect(all.body.meta).toEqual({ hasMore: false });
      const times = all.body.data.map((m) => m.created_at);
      expect([...times].sort()).toEqual(times);
      const last = all.body.data[all.body.data.length - 1]!;
      const page = await get<{ id: string }[]>(
        `/conversations/${DEMO_ID}/${encodeURIComponent(phone)}/messages?limit=2&before=${last.id}`,
      );
      expect(page.body.data).toHaveLength(2);
      expect(page.body.meta).toEqual({ hasMore: all.body.data.length - 1 > 2 });
    });

    it('a repeated clientMessageId sends a failed message again as that same stored message (Retry)', async () => {
      const list = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      const open = list.body.data.find(
        (c) => c.last_inbound_at && Date.now() - Date.parse(c.last_inbound_at) < 86_400_000,
      )!;
      const closed = list.body.data.find(
        (c) => !c.last_inbound_at || Date.now() - Date.parse(c.last_inbound_at) > 86_400_000,
      )!;
      const at = new Date().toISOString();
      const failed = (id: string, to: string, clientMessageId?: string) => ({
        id,
        clientId: DEMO_ID,
        ...(clientMessageId ? { client_message_id: clientMessageId } : {}),
        type: 'text' as const,
        content: { text: `Retry me ${id}` },
        direction: 'outbound' as const,
        contact_phone: to,
        contact_name: '',
        to,
        status: 'failed' as const,
        error: { code: 131047, title: 'Re-engagement message' },
        created_at: at,
        timestamp: at,
      });
      // One sent from the inbox (with its client id), one from a broadcast (stored without one: its id names it).
      api.store.data.messages.push(
        failed('msg_failed_1', open.contact_phone, 'c-failed-1'),
        failed('msg_failed_2', open.contact_phone),
        failed('msg_failed_3', closed.contact_phone, 'c-failed-3'),
      );
      const count = () => api.store.data.messages.length;
      const before = count();
      for (const [clientMessageId, id] of [
        ['c-failed-1', 'msg_failed_1'],
        ['msg_failed_2', 'msg_failed_2'],
      ] as const) {
        const again = await post<{ id: string; status: string }>(`/messages/${DEMO_ID}/send`, {
          to: open.contact_phone,
          type: 'text',
          text: `Retry me ${id}`,
          clientMessageId,
        });
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({ id, status: 'sent' });
        // The stored one is on its way again: sent, or already delivered/read by the 20 ms delivery simulation
        // (CI's load can put a step between the answer and this line), never failed.
        const stored = api.store.data.messages.find((m) => m.id === id);
        expect(['sent', 'delivered', 'read']).toContain(stored?.status);
        expect(stored?.error).toBeUndefined();
      }
      // Still outside the window: the same refusal as a first send, and the message stays failed.
      const refused = await post(`/messages/${DEMO_ID}/send`, {
        to: closed.contact_phone,
        type: 'text',
        text: 'Retry me msg_failed_3',
        clientMessageId: 'c-failed-3',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('OUTSIDE_CUSTOMER_SERVICE_WINDOW');
      expect(api.store.data.messages.find((m) => m.id === 'msg_failed_3')).toMatchObject({ status: 'failed' });
      // No copy was stored by any of them.
      expect(count()).toBe(before);
    });

    it('sends text inside the window, refuses it outside (Meta 131047), allows templates there', async () => {
      const list = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      const open = list.body.data.find(
        (c) => c.last_inbound_at && Date.now() - Date.parse(c.last_inbound_at) < 86_400_000,
      )!;
      const closed = list.body.data.find(
        (c) => !c.last_inbound_at || Date.now() - Date.parse(c.last_inbound_at) > 86_400_000,
      )!;
      const sent = await post<{
        status: string;
        direction: string;
        content: { text: string };
        client_message_id: string;
      }>(`/messages/${DEMO_ID}/send`, {
        to: open.contact_phone,
        type: 'text',
        text: 'On its way!',
        clientMessageId: 'c-1',
      });
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({
        status: 'sent',
        direction: 'outbound',
        content: { text: 'On its way!' },
        client_message_id: 'c-1',
      });
      const retry = await post(`/messages/${DEMO_ID}/send`, {
        to: open.contact_phone,
        text: 'On its way!',
        clientMessageId: 'c-1',
      });
      expect(retry.status).toBe(200);
      const refused = await post(`/messages/${DEMO_ID}/send`, {
        to: closed.contact_phone,
        type: 'text',
        text: { body: 'Hello?' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('OUTSIDE_CUSTOMER_SERVICE_WINDOW');
      expect(refused.body.message).toMatch(/24-hour/);
      const template = await post<{ type: string; template_name: string; content: { text: string } }>(
        `/messages/${DEMO_ID}/send`,
        {
          to: closed.contact_phone,
          type: 'template',
          template: {
            name: 'order_confirmation',
            language: { code: 'en_US' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Ravi' },
                  { type: 'text', text: '#9' },
                ],
              },
            ],
          },
        },
      );
      expect(template.status).toBe(201);
      expect(template.body.data).toMatchObject({ type: 'template', template_name: 'order_confirmation' });
      expect(template.body.data.content.text).toBe(
        'Hi Ravi, your order #9 is confirmed and will ship within 2 business days.',
      );
      // A blank body parameter: Meta rejects the message, so the API does, naming the parameter, and stores nothing.
      const before = await get<unknown[]>(
        `/messages/${DEMO_ID}?contactPhone=${encodeURIComponent(closed.contact_phone)}`,
      );
      const blank = await post(`/messages/${DEMO_ID}/send`, {
        to: closed.contact_phone,
        type: 'template',
        template: {
          name: 'order_confirmation',
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ravi' },
                { type: 'text', text: '  ' },
              ],
            },
          ],
        },
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({
        field: 'template.components[0].parameters[1].text',
        message: 'Parameter 2 is required',
      });
      const blankRecord = await post(`/messages/${DEMO_ID}/send`, {
        to: closed.contact_phone,
        type: 'template',
        template: { name: 'order_confirmation', parameters: { 1: '', 2: '#9' } },
      });
      expect(blankRecord.status).toBe(400);
      expect(blankRecord.body).toMatchObject({ field: 'template.parameters', message: 'Parameter 1 is required' });
      const after = await get<unknown[]>(
        `/messages/${DEMO_ID}?contactPhone=${encodeURIComponent(closed.contact_phone)}`,
      );
      expect(after.body.data).toHaveLength(before.body.data.length);
      const pending = await post(`/messages/${DEMO_ID}/send`, {
        to: closed.contact_phone,
        type: 'template',
        template: { name: 'loyalty_points' },
      });
      expect(pending.status).toBe(422);
      const empty = await post(`/messages/${DEMO_ID}/send`, { to: open.contact_phone, type: 'text', text: '   ' });
      expect(empty.body).toMatchObject({ field: 'text' });
      const messages = await get<{ contact_phone: string }[]>(
        `/messages/${DEMO_ID}?contactPhone=${encodeURIComponent(open.contact_phone)}&limit=3`,
      );
      expect(messages.body.data).toHaveLength(3);
    });

    it("refuses a template message missing its header's or body's parameters (Meta 132000), and stores nothing", async () => {
      // appointment_reminder: header 'Appointment with {{1}}', body '... on {{1}} at {{2}} ...'.
      const to = '+919700000042';
      const send = (components: unknown[]) =>
        post<{ content: { text: string } }>(`/messages/${DEMO_ID}/send`, {
          to,
          type: 'template',
          template: { name: 'appointment_reminder', language: { code: 'en_US' }, components },
        });
      const header = { type: 'header', parameters: [{ type: 'text', text: 'Dr. Rao' }] };
      const body = {
        type: 'body',
        parameters: [
          { type: 'text', text: '12 March' },
          { type: 'text', text: '10:30 AM' },
        ],
      };
      const noHeader = await send([body]);
      expect(noHeader.status).toBe(400);
      expect(noHeader.body).toMatchObject({ field: 'template.components', message: 'Header parameter is required' });
      const blankHeader = await send([{ type: 'header', parameters: [{ type: 'text', text: ' ' }] }, body]);
      expect(blankHeader.status).toBe(400);
      expect(blankHeader.body).toMatchObject({
        field: 'template.components[0].parameters[0].text',
        message: 'Header parameter is required',
      });
      const shortBody = await send([header, { type: 'body', parameters: [{ type: 'text', text: '12 March' }] }]);
      expect(shortBody.status).toBe(400);
      expect(shortBody.body).toMatchObject({ field: 'template.components', message: 'Parameter 2 is required' });
      const extra = await send([header, { ...body, parameters: [...body.parameters, { type: 'text', text: 'x' }] }]);
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({
        field: 'template.components',
        message: "Template 'appointment_reminder' takes 1 header and 2 body parameter(s); 1 and 3 were given",
      });
      const none = await get<unknown[]>(`/messages/${DEMO_ID}?contactPhone=${encodeURIComponent(to)}`);
      expect(none.body.data).toHaveLength(0);
      const sent = await send([header, body]);
      expect(sent.status).toBe(201);
      expect(sent.body.data.content.text).toBe(
        'Reminder: your appointment is on 12 March at 10:30 AM. Reply YES to confirm.',
      );
    });

    it('sends bulk template messages and creates conversations', async () => {
      const res = await post<{ queued: number; messages: unknown[] }>(`/messages/${DEMO_ID}/bulk`, {
        recipients: ['+919700000001', '9700000002'],
        templateName: 'welcome_offer',
        parameters: ['Sam', '10%'],
      });
      expect(res.status).toBe(201);
      expect(res.body.data.queued).toBe(2);
      const created = await post<Conversation>(`/conversations/${DEMO_ID}`, { contactPhone: '+919700000001' });
      expect(created.status).toBe(200);
      const fresh = await post<Conversation>(`/conversations/${DEMO_ID}`, { contactPhone: '+919700000009' });
      expect(fresh.status).toBe(201);
      expect(fresh.body.data).toMatchObject({ contact_phone: '+919700000009', unread_count: 0 });
    });

    it('broadcasts the template chosen by id in its language, and refuses one not approved', async () => {
      // order_confirmation exists in en_US and es_ES: the id says which.
      const spanish = await post<{ id: string; recipientCount: number }>(`/broadcasts/${DEMO_ID}`, {
        name: 'Pedidos',
        recipients: ['+919700000077'],
        messageType: 'template',
        templateId: 'tpl_order_confirmation_es',
        parameters: { param1: 'Ana', param2: 'A-17' },
      });
      expect(spanish.status).toBe(201);
      const sent = api.store.data.messages.filter((m) => m.broadcast_id === spanish.body.data.id);
      expect(sent.map((m) => m.content.text)).toEqual(['Hola Ana, tu pedido A-17 está confirmado.']);
      const inAppeal = await post(`/broadcasts/${DEMO_ID}`, {
        name: 'In appeal',
        recipients: ['+919700000077'],
        messageType: 'template',
        templateId: 'tpl_loyalty_points',
      });
      expect(inAppeal.status).toBe(422);
      expect(inAppeal.body).toMatchObject({ code: 'TEMPLATE_NOT_APPROVED' });
    });

    it('broadcasts now (creating the messages) or scheduled', async () => {
      const now = await post<{ status: string; recipientCount: number; sent: number }>(`/broadcasts/${DEMO_ID}`, {
        name: 'VIP news',
        recipients: 'vip',
        messageType: 'template',
        templateName: 'welcome_offer',
        parameters: { param1: 'friend', param2: '15%' },
      });
      expect(now.status).toBe(201);
      expect(now.body.data.status).toBe('sent');
      expect(now.body.data.recipientCount).toBeGreaterThan(0);
      const later = await post<{ status: string; scheduledAt: string }>(`/broadcasts/${DEMO_ID}`, {
        name: 'Later',
        recipients: ['+919700000001'],
        messageType: 'custom',
        message: 'See you soon',
        scheduleDate: '2099-01-01',
        scheduleTime: '10:00',
      });
      expect(later.body.data.status).toBe('scheduled');
      // A custom broadcast reaches only contacts inside the 24-hour window; the others fail with Meta's 131047.
      const list = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      const closed = list.body.data.find(
        (c) => !c.last_inbound_at || Date.now() - Date.parse(c.last_inbound_at) > 86_400_000,
      )!;
      const custom = await post<{ id: string; recipientCount: number }>(`/broadcasts/${DEMO_ID}`, {
        name: 'Custom',
        recipients: [closed.contact_phone],
        messageType: 'custom',
        message: 'Hello again',
      });
      expect(custom.status).toBe(201);
      const failed = api.store.data.messages.find((m) => m.broadcast_id === custom.body.data.id);
      expect(failed).toMatchObject({ status: 'failed', error: { code: 131047 } });
      // The answer says what happened to each recipient, and the list marks the failed last message.
      expect(custom.body).toMatchObject({
        message: 'Broadcast sent to 0 of 1 recipients; 1 failed',
        data: {
          status: 'sent',
          sent: 0,
          failed: 1,
          results: [
            {
              to: closed.contact_phone,
              status: 'failed',
              messageId: failed?.id,
              error: { code: 131047, title: 'Re-engagement message' },
            },
          ],
        },
      });
      const after = await get<Conversation[]>(`/conversations/${DEMO_ID}`);
      const row = after.body.data.find((c) => c.contact_phone === closed.contact_phone);
      expect(row).toMatchObject({ last_message: 'Hello again', last_message_status: 'failed' });
      expect(later.body.data).toMatchObject({ sent: 0, failed: 0, results: [] });
      expect(now.body.data).toMatchObject({ sent: now.body.data.recipientCount, failed: 0 });
      const tooLong = await post(`/broadcasts/${DEMO_ID}`, {
        name: 'x',
        recipients: ['+919700000001'],
        message: 'x'.repeat(1001),
      });
      expect(tooLong.body.field).toBe('message');
    });

    describe('broadcast checks (issue #23): nothing stored or sent when one fails', () => {
      const counts = () => ({ broadcasts: api.store.data.broadcasts.length, messages: api.store.data.messages.length });
      const localDay = (ms: number) => {
        const d = new Date(ms);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
          time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
        };
      };

      it('refuses a schedule time in the past (it would go to every recipient at once)', async () => {
        const before = counts();
        const past = localDay(Date.now() - 2 * 3_600_000);
        const res = await post(`/broadcasts/${DEMO_ID}`, {
          name: 'Yesterday',
          recipients: 'all',
          messageType: 'custom',
          message: 'Sale',
          scheduleDate: past.date,
          scheduleTime: past.time,
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          field: 'scheduleDate',
          message: 'The scheduled time has passed. Please choose a time in the future',
        });
        expect(counts()).toEqual(before);
        const soon = localDay(Date.now() + 2 * 3_600_000);
        const ok = await post<{ status: string }>(`/broadcasts/${DEMO_ID}`, {
          name: 'Soon',
          recipients: ['+919700000001'],
          messageType: 'custom',
          message: 'Sale',
          scheduleDate: soon.date,
          scheduleTime: soon.time,
        });
        expect(ok.status).toBe(201);
        expect(ok.body.data.status).toBe('scheduled');
      });

      it('refuses a template with variables sent without its parameters (never a raw {{1}})', async () => {
        const before = counts();
        for (const parameters of [undefined, {}, { param1: 'Ana' }, { param1: ' ', param2: 'A-17' }]) {
          const res = await post(`/broadcasts/${DEMO_ID}`, {
            name: 'Orders',
            recipients: 'all',
            messageType: 'template',
            templateName: 'order_confirmation',
            ...(parameters ? { parameters } : {}),
          });
          expect(res.status).toBe(422);
          expect(res.body).toMatchObject({ code: 'TEMPLATE_PARAMETERS_MISSING' });
          expect(String((res.body as { field?: string }).field)).toMatch(/^parameters\.param[12]$/);
        }
        expect(counts()).toEqual(before);
        // welcome_offer's header has no variable; its body has two.
        const header = await post(`/broadcasts/${DEMO_ID}`, {
          name: 'Offer',
          recipients: ['+919700000002'],
          messageType: 'template',
          templateName: 'welcome_offer',
          parameters: { param1: 'Kabir' },
        });
        expect(header.body).toMatchObject({ field: 'parameters.param2', message: 'Parameter 2 is required' });
      });

      it('names every invalid custom number and why', async () => {
        const before = counts();
        const res = await post<unknown>(`/broadcasts/${DEMO_ID}`, {
          name: 'Custom',
          recipients: ['+919700000001', '12345', 'call me', '+91 97000 00002'],
          messageType: 'custom',
          message: 'Hi',
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          field: 'recipients',
          message:
            'Invalid phone numbers: 12345 (needs 8 to 15 digits with the country code), call me (not a phone number)',
        });
        expect(counts()).toEqual(before);
      });
    });

    it('computes analytics from stored messages', async () => {
      const res = await get<{
        timeline: { date: string }[];
        stats: { sent: number; delivered: number; read: number; failed: number };
        rates: { delivery: number; read: number };
      }>(`/analytics/${DEMO_ID}`);
      expect(res.status).toBe(200);
      expect(res.body.data.timeline).toHaveLength(30);
      const { stats, rates } = res.body.data;
      expect(stats.sent).toBeGreaterThan(0);
      expect(stats.failed).toBeGreaterThan(0);
      expect(rates.delivery).toBe(Math.round((stats.delivered / stats.sent) * 100));
      expect(rates.read).toBe(Math.round((stats.read / stats.sent) * 100));
      expect((await get(`/analytics/${DEMO_ID}?from=nonsense`)).status).toBe(400);
    });
  });
});
