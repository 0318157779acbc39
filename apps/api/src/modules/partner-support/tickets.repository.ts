/** Queries of partner tickets: the tickets with their partner and opener, the thread, and private attachments. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type {
  AdminTicketListQuery,
  PartnerTicketListQuery,
  TicketCategory,
  TicketStatus,
} from '@saakh/domain/partner-support';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { partner_users, partners } from '../../db/schema/partners';
import { partner_ticket_attachments, partner_ticket_messages, partner_tickets } from '../../db/schema/partner-support';

const messagesCount = sql<number>`(select count(*)::int from ${partner_ticket_messages} where ${partner_ticket_messages.ticket_id} = ${partner_tickets.id})`;

const ticketColumns = {
  id: partner_tickets.id,
  partner_id: partner_tickets.partner_id,
  partner_name: partners.name,
  opened_by: partner_tickets.opened_by,
  opened_by_name: partner_users.name,
  opened_by_email: partner_users.email,
  opened_by_status: partner_users.status,
  category: partner_tickets.category,
  subject: partner_tickets.subject,
  reference: partner_tickets.reference,
  status: partner_tickets.status,
  messages_count: messagesCount,
  created_at: partner_tickets.created_at,
  updated_at: partner_tickets.updated_at,
  closed_at: partner_tickets.closed_at,
};

export type TicketRow = {
  id: number;
  partner_id: number;
  partner_name: string;
  opened_by: number;
  opened_by_name: string;
  opened_by_email: string;
  opened_by_status: number;
  category: TicketCategory;
  subject: string;
  reference: string | null;
  status: TicketStatus;
  messages_count: number;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
};

function ticketsFrom(db: Executor) {
  return db
    .select(ticketColumns)
    .from(partner_tickets)
    .innerJoin(partners, eq(partners.id, partner_tickets.partner_id))
    .innerJoin(partner_users, eq(partner_users.id, partner_tickets.opened_by));
}

function listTickets(
  db: Executor,
  query: PartnerTicketListQuery | AdminTicketListQuery,
  where: SQL | undefined,
): Promise<Page<TicketRow>> {
  const columns = { created_at: partner_tickets.created_at, updated_at: partner_tickets.updated_at };
  return listPage(query, {
    items: ({ limit, offset }) =>
      ticketsFrom(db)
        .where(where)
        .orderBy(...orderBy(query.sort, columns, partner_tickets.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(partner_tickets)
          .innerJoin(partners, eq(partners.id, partner_tickets.partner_id))
          .where(where)
      )[0]?.n ?? 0,
  });
}

/** One partner's tickets (the partner_tickets_partner_idx index). */
export function listPartnerTickets(
  db: Executor,
  partnerId: number,
  query: PartnerTicketListQuery,
): Promise<Page<TicketRow>> {
  return listTickets(
    db,
    query,
    and(
      eq(partner_tickets.partner_id, partnerId),
      equalsWhenGiven(partner_tickets.status, query.status),
      equalsWhenGiven(partner_tickets.category, query.category),
      searchAny(query.q, [partner_tickets.subject, partner_tickets.reference]),
    ),
  );
}

/** The admins' queue (the partner_tickets_queue_idx index for a status). */
export function listAdminTickets(db: Executor, query: AdminTicketListQuery): Promise<Page<TicketRow>> {
  return listTickets(
    db,
    query,
    and(
      equalsWhenGiven(partner_tickets.status, query.status),
      equalsWhenGiven(partner_tickets.category, query.category),
      equalsWhenGiven(partner_tickets.partner_id, query.partner_id),
      searchAny(query.q, [partner_tickets.subject, partner_tickets.reference, partners.name]),
    ),
  );
}

/** A ticket by id; with `partnerId`, only that partner's (any other is as if it did not exist). */
export async function findTicket(
  db: Executor,
  id: number,
  options: { partnerId?: number; lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const query = ticketsFrom(db)
    .where(and(eq(partner_tickets.id, id), equalsWhenGiven(partner_tickets.partner_id, options.partnerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: partner_tickets }) : await query;
  return row;
}

export async function insertTicket(db: Executor, values: typeof partner_tickets.$inferInsert): Promise<number> {
  const [row] = await db.insert(partner_tickets).values(values).returning({ id: partner_tickets.id });
  if (!row) throw new Error('Ticket not written');
  return row.id;
}

export async function insertMessage(
  db: Executor,
  values: typeof partner_ticket_messages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(partner_ticket_messages).values(values).returning({ id: partner_ticket_messages.id });
  if (!row) throw new Error('Ticket message not written');
  return row.id;
}

export async function insertAttachment(
  db: Executor,
  values: typeof partner_ticket_attachments.$inferInsert,
): Promise<void> {
  await db.insert(partner_ticket_attachments).values(values);
}

export async function updateTicket(
  db: Executor,
  id: number,
  values: { status: TicketStatus; closed_at?: Date | null },
): Promise<void> {
  await db
    .update(partner_tickets)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partner_tickets.id, id));
}

export type MessageRow = {
  id: number;
  author_kind: 'partner' | 'admin';
  partner_user_name: string | null;
  admin_name: string | null;
  body: string;
  created_at: Date;
  attachment_id: number | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
};

/** A ticket's thread in order, with each message's attachment (without its bytes); one query. */
export function messagesOf(db: Executor, ticketId: number): Promise<MessageRow[]> {
  return db
    .select({
      id: partner_ticket_messages.id,
      author_kind: partner_ticket_messages.author_kind,
      partner_user_name: partner_users.name,
      admin_name: admin_users.name,
      body: partner_ticket_messages.body,
      created_at: partner_ticket_messages.created_at,
      attachment_id: partner_ticket_attachments.id,
      attachment_name: partner_ticket_attachments.file_name,
      attachment_type: partner_ticket_attachments.content_type,
      attachment_size: partner_ticket_attachments.size,
    })
    .from(partner_ticket_messages)
    .leftJoin(partner_users, eq(partner_users.id, partner_ticket_messages.partner_user_id))
    .leftJoin(admin_users, eq(admin_users.id, partner_ticket_messages.admin_id))
    .leftJoin(partner_ticket_attachments, eq(partner_ticket_attachments.message_id, partner_ticket_messages.id))
    .where(eq(partner_ticket_messages.ticket_id, ticketId))
    .orderBy(asc(partner_ticket_messages.id));
}

/** An attachment of a ticket, bytes included; with `partnerId`, only if the ticket is that partner's. */
export async function findAttachment(
  db: Executor,
  ticketId: number,
  attachmentId: number,
  partnerId?: number,
): Promise<{ file_name: string; content_type: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({
      file_name: partner_ticket_attachments.file_name,
      content_type: partner_ticket_attachments.content_type,
      content: partner_ticket_attachments.content,
    })
    .from(partner_ticket_attachments)
    .innerJoin(partner_tickets, eq(partner_tickets.id, partner_ticket_attachments.ticket_id))
    .where(
      and(
        eq(partner_ticket_attachments.id, attachmentId),
        eq(partner_ticket_attachments.ticket_id, ticketId),
        equalsWhenGiven(partner_tickets.partner_id, partnerId),
      ),
    )
    .limit(1);
  return row;
}

export async function openTicketsCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partner_tickets).where(eq(partner_tickets.status, 'open'));
  return row?.n ?? 0;
}

/** Who an admin's reply is e-mailed to: the ticket's opener. */
export async function replyEmailTarget(
  db: Executor,
  messageId: number,
): Promise<
  | { ticket_id: number; subject: string; user_id: number; user_name: string; email: string; user_status: number }
  | undefined
> {
  const [row] = await db
    .select({
      ticket_id: partner_tickets.id,
      subject: partner_tickets.subject,
      user_id: partner_users.id,
      user_name: partner_users.name,
      email: partner_users.email,
      user_status: partner_users.status,
    })
    .from(partner_ticket_messages)
    .innerJoin(partner_tickets, eq(partner_tickets.id, partner_ticket_messages.ticket_id))
    .innerJoin(partner_users, eq(partner_users.id, partner_tickets.opened_by))
    .where(and(eq(partner_ticket_messages.id, messageId), eq(partner_ticket_messages.author_kind, 'admin')))
    .limit(1);
  return row;
}
