import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail, TicketPage } from '@saakh/domain/partner-support';
import { audit_log } from '../../db/schema/audit';
import { job_outbox } from '../../db/schema/jobs';
import { partner_tickets, partner_user_preferences } from '../../db/schema/partner-support';
import { createPartner, createPartnerUser, createSession } from '../../test/factories';
import { multipart, type Part } from '../../test/multipart';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { sendTicketReplyEmail } from './tickets.service';

let t: TestApp;
let admin: string;
let ops: string;
/** A parent with a sub-partner, and an unrelated partner; one user (session) each. */
const partners = {} as Record<'parent' | 'sub' | 'other', { id: number; userId: number; email: string; token: string }>;

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, 1);
  ops = await adminToken(t, 2);
  const parent = await createPartner(t.db);
  const sub = await createPartner(t.db, { parent_partner_id: parent.id, parent_split_percent: '20.00' });
  const other = await createPartner(t.db);
  for (const [name, partner] of [
    ['parent', parent],
    ['sub', sub],
    ['other', other],
  ] as const) {
    const user = await createPartnerUser(t.db, { partner_id: partner.id });
    partners[name] = {
      id: partner.id,
      userId: user.id,
      email: user.email,
      token: await createSession(t.db, 'partner', user.id),
    };
  }
});
afterAll(async () => t.close());

function send(method: 'POST', url: string, parts: Part[], token: string) {
  const body = multipart(parts);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

function fields(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function openTicket(token: string, values: Record<string, string> = {}, file?: Part): Promise<TicketDetail> {
  const response = await send(
    'POST',
    '/api/partner/tickets',
    [
      ...fields({
        category: 'tech_support',
        subject: 'Link does not open',
        body: 'My co-branded link shows an error page.',
        ...values,
      }),
      ...(file ? [file] : []),
    ],
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TicketDetail;
}

async function ticketsOf(partnerId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(partner_tickets)
    .where(eq(partner_tickets.partner_id, partnerId));
  return row?.n ?? 0;
}

describe('a partner’s tickets', () => {
  it('opens a ticket with an attachment that only its partner and admins download, audited', async () => {
    const me = partners.other;
    const ticket = await openTicket(
      me.token,
      { category: 'dispute', subject: 'Commission for October', reference: 'ledger-42' },
      { name: 'attachment', filename: 'statement.pdf', type: 'application/pdf', content: pdf },
    );
    expect(ticket).toMatchObject({
      partner_id: me.id,
      category: 'dispute',
      subject: 'Commission for October',
      reference: 'ledger-42',
      status: 'open',
      messages_count: 1,
    });
    const attachment = ticket.messages[0]?.attachment;
    expect(attachment).toMatchObject({ file_name: 'statement.pdf', content_type: 'application/pdf', size: pdf.length });

    const own = await get(`/api/partner/tickets/${ticket.id}/attachments/${attachment?.id}`, me.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const asAdmin = await get(`/api/admin/partner-tickets/${ticket.id}/attachments/${attachment?.id}`, admin);
    expect(asAdmin.statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'partner_ticket'), eq(audit_log.entity_id, String(ticket.id))));
    expect(audit.map((row) => [row.action, row.actor_kind, row.actor_id])).toEqual([
      ['partner_ticket.create', 'partner', me.userId],
    ]);
  });

  it('never shows a ticket to another partner, its parent or its sub-partner: every call answers 404', async () => {
    const ticket = await openTicket(
      partners.sub.token,
      {},
      {
        name: 'attachment',
        filename: 'screen.pdf',
        type: 'application/pdf',
        content: pdf,
      },
    );
    const attachmentId = ticket.messages[0]?.attachment?.id;
    for (const stranger of [partners.parent, partners.other]) {
      expect((await get(`/api/partner/tickets/${ticket.id}`, stranger.token)).statusCode).toBe(404);
      expect(
        (await get(`/api/partner/tickets/${ticket.id}/attachments/${attachmentId}`, stranger.token)).statusCode,
      ).toBe(404);
      expect((await post(`/api/partner/tickets/${ticket.id}/close`, stranger.token)).statusCode).toBe(404);
      const reply = await send(
        'POST',
        `/api/partner/tickets/${ticket.id}/replies`,
        fields({ body: 'Let me in please' }),
        stranger.token,
      );
      expect(reply.statusCode).toBe(404);
      const list = (await get('/api/partner/tickets?pageSize=200', stranger.token)).json().data as TicketPage;
      expect(list.items.map((item) => item.id)).not.toContain(ticket.id);
    }
    // The attachment of one ticket is not reachable through another ticket of the caller either.
    const mine = await openTicket(partners.other.token);
    expect(
      (await get(`/api/partner/tickets/${mine.id}/attachments/${attachmentId}`, partners.other.token)).statusCode,
    ).toBe(404);
    const own = (await get('/api/partner/tickets', partners.sub.token)).json().data as TicketPage;
    expect(own.items.map((item) => item.id)).toContain(ticket.id);
    expect((await post(`/api/partner/tickets/${ticket.id}/close`, partners.sub.token)).statusCode).toBe(200);
  });

  it('refuses bad input with 4xx and saves nothing', async () => {
    const me = partners.parent;
    const before = await ticketsOf(me.id);
    const short = await send(
      'POST',
      '/api/partner/tickets',
      fields({ category: 'tech_support', subject: 'Hi', body: 'x' }),
      me.token,
    );
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors).sort()).toEqual(['body', 'subject']);
    const category = await send(
      'POST',
      '/api/partner/tickets',
      fields({ category: 'gossip', subject: 'Hello there', body: 'Some text here' }),
      me.token,
    );
    expect(category.json().errors.category).toEqual(['Choose tech support, general query or dispute']);
    const fake = await send(
      'POST',
      '/api/partner/tickets',
      [
        ...fields({ category: 'tech_support', subject: 'Hello there', body: 'Some text here' }),
        { name: 'attachment', filename: 'invoice.pdf', type: 'application/pdf', content: Buffer.from('MZ not a pdf') },
      ],
      me.token,
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.attachment).toEqual(['Attach a PDF, PNG, JPG or WEBP file of up to 5 MB']);
    const big = await send(
      'POST',
      '/api/partner/tickets',
      [
        ...fields({ category: 'tech_support', subject: 'Hello there', body: 'Some text here' }),
        {
          name: 'attachment',
          filename: 'big.pdf',
          type: 'application/pdf',
          content: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ],
      me.token,
    );
    expect(big.statusCode).toBe(422);
    const json = await post('/api/partner/tickets', me.token, {
      category: 'tech_support',
      subject: 'Hello',
      body: 'Hello there',
    });
    expect(json.statusCode).toBe(415);
    expect(await ticketsOf(me.id)).toBe(before);
  });
});

describe('the admins’ queue and the status rules', () => {
  it('lists oldest first with filters, answers (answered, e-mail), reopens on a partner reply and closes', async () => {
    const me = partners.parent;
    const first = await openTicket(me.token, { category: 'general_query', subject: 'Payout date' });
    const second = await openTicket(me.token, { category: 'general_query', subject: 'Payout method' });
    const queue = (
      await get(`/api/admin/partner-tickets?status=open&category=general_query&partner_id=${me.id}`, admin)
    ).json().data as TicketPage;
    expect(queue.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toMatchObject({ partner_name: expect.any(String), opened_by_name: expect.any(String) });

    const answered = await send(
      'POST',
      `/api/admin/partner-tickets/${first.id}/replies`,
      fields({ body: 'Payouts go out on the 10th.' }),
      admin,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const detail = answered.json().data as TicketDetail;
    expect(detail.status).toBe('answered');
    const [job] = await t.db.select().from(job_outbox).where(eq(job_outbox.queue, 'partner-support.reply-email'));
    expect(job?.payload).toEqual({ messageId: detail.messages[1]?.id });
    await sendTicketReplyEmail(t.deps, detail.messages[1]?.id ?? 0);
    const mail = t.deps.messaging.lastMessageTo('email', me.email);
    expect(mail?.subject).toContain(`#${first.id}`);
    expect(mail?.text).toContain(`/partner/communication?ticket=${first.id}`);
    expect(mail?.text).not.toContain('Payouts go out on the 10th.');

    // The partner sees the answer from "Saakh support", not the admin's name.
    const seen = (await get(`/api/partner/tickets/${first.id}`, me.token)).json().data as TicketDetail;
    expect(seen.messages.map((m) => [m.author_kind, m.author_name, m.body])[1]).toEqual([
      'admin',
      'Saakh support',
      'Payouts go out on the 10th.',
    ]);

    const reply = await send(
      'POST',
      `/api/partner/tickets/${first.id}/replies`,
      fields({ body: 'Which 10th, this month?' }),
      me.token,
    );
    expect((reply.json().data as TicketDetail).status).toBe('open');
    const closed = await post(`/api/admin/partner-tickets/${first.id}/close`, admin);
    expect((closed.json().data as TicketDetail).status).toBe('closed');
    expect((await post(`/api/admin/partner-tickets/${first.id}/close`, admin)).statusCode).toBe(409);
    const late = await send(
      'POST',
      `/api/admin/partner-tickets/${first.id}/replies`,
      fields({ body: 'One more thing' }),
      admin,
    );
    expect(late.statusCode).toBe(409);
    const reopened = await send(
      'POST',
      `/api/partner/tickets/${first.id}/replies`,
      fields({ body: 'Not solved yet, sorry' }),
      me.token,
    );
    expect((reopened.json().data as TicketDetail).status).toBe('open');
    const actions = await t.db
      .select({ action: audit_log.action, actor: audit_log.actor_kind })
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'partner_ticket'), eq(audit_log.entity_id, String(first.id))))
      .orderBy(audit_log.id);
    expect(actions.map((row) => `${row.actor}:${row.action}`)).toEqual([
      'partner:partner_ticket.create',
      'admin:partner_ticket.reply',
      'partner:partner_ticket.reply',
      'admin:partner_ticket.close',
      'partner:partner_ticket.reply',
    ]);
  });

  it('sends no reply e-mail to a user who turned it off', async () => {
    const user = await createPartnerUser(t.db, { partner_id: partners.other.id });
    const token = await createSession(t.db, 'partner', user.id);
    await t.db.insert(partner_user_preferences).values({ partner_user_id: user.id, notify_ticket_reply: false });
    const ticket = await openTicket(token);
    const answered = await send(
      'POST',
      `/api/admin/partner-tickets/${ticket.id}/replies`,
      fields({ body: 'Fixed now, thanks.' }),
      admin,
    );
    await sendTicketReplyEmail(t.deps, (answered.json().data as TicketDetail).messages[1]?.id ?? 0);
    expect(t.deps.messaging.lastMessageTo('email', user.email)).toBeUndefined();
  });

  it('is role 1’s: other roles and partners are refused', async () => {
    const ticket = await openTicket(partners.other.token);
    expect((await get('/api/admin/partner-tickets', ops)).statusCode).toBe(403);
    expect((await get(`/api/admin/partner-tickets/${ticket.id}`, partners.other.token)).statusCode).toBe(403);
    expect((await get('/api/partner/tickets', admin)).statusCode).toBe(403);
    expect((await get('/api/admin/partner-tickets/2147483000', admin)).statusCode).toBe(404);
  });
});
