/**
 * Partner tickets (issue 12, decision 027): a partner opens one with a subject, text and an optional attachment and
 * replies in its thread; admins answer from the queue. Status: open → answered (an admin replied) → closed (either
 * side); a partner's reply opens an answered or closed ticket again; an admin cannot reply to a closed one. A
 * partner reads only its own tickets (another's id answers 404). Every change is audited; an admin's reply e-mails
 * the partner user who opened the ticket, when their preferences allow it.
 */
import { z } from 'zod';
import type {
  AdminTicketListQuery,
  CreateTicketInput,
  PartnerSupportCounts,
  PartnerTicketListQuery,
  TicketDetail,
  TicketPage,
  TicketReplyInput,
  TicketSummary,
} from '@saakh/domain/partner-support';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/jobs';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import type { TicketFile } from './attachments';
import * as bankRepo from './bank-changes.repository';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import { preferencesOf } from './preferences.repository';
import * as repo from './tickets.repository';
import type { TicketRow } from './tickets.repository';

const SUPPORT_NAME = 'Saakh support';

function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    category: row.category,
    subject: row.subject,
    reference: row.reference,
    status: row.status,
    opened_by_name: row.opened_by_name,
    messages_count: row.messages_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function detailOf(db: Executor, row: TicketRow, side: 'partner' | 'admin'): Promise<TicketDetail> {
  const messages = await repo.messagesOf(db, row.id);
  return {
    ...toSummary(row),
    closed_at: row.closed_at?.toISOString() ?? null,
    messages: messages.map((message) => ({
      id: message.id,
      author_kind: message.author_kind,
      // Partners see "Saakh support", not which admin answered.
      author_name:
        message.author_kind === 'partner'
          ? (message.partner_user_name ?? '')
          : side === 'admin'
            ? (message.admin_name ?? SUPPORT_NAME)
            : SUPPORT_NAME,
      body: message.body,
      created_at: message.created_at.toISOString(),
      attachment:
        message.attachment_id === null
          ? null
          : {
              id: message.attachment_id,
              file_name: message.attachment_name ?? 'attachment',
              content_type: message.attachment_type ?? 'application/octet-stream',
              size: message.attachment_size ?? 0,
            },
    })),
  };
}

async function partnerTicket(db: Executor, actor: PartnerActor, id: number, lock = false): Promise<TicketRow> {
  const row = await repo.findTicket(db, id, { partnerId: actor.partnerId, lock });
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

async function anyTicket(db: Executor, id: number, lock = false): Promise<TicketRow> {
  const row = await repo.findTicket(db, id, { lock });
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

async function addMessage(
  tx: Executor,
  ticketId: number,
  author: { kind: 'partner'; actor: PartnerActor } | { kind: 'admin'; adminId: number },
  body: string,
  file: TicketFile | null,
): Promise<number> {
  const messageId = await repo.insertMessage(tx, {
    ticket_id: ticketId,
    author_kind: author.kind,
    partner_user_id: author.kind === 'partner' ? author.actor.partnerUserId : null,
    admin_id: author.kind === 'admin' ? author.adminId : null,
    masquerade_admin_id: author.kind === 'partner' ? author.actor.session.masqueradeAdminId : null,
    body,
  });
  if (file) {
    await repo.insertAttachment(tx, {
      ticket_id: ticketId,
      message_id: messageId,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.content.length,
      content: file.content,
    });
  }
  return messageId;
}

// ---------- the partner's side ----------

export async function listPartnerTickets(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  query: PartnerTicketListQuery,
): Promise<TicketPage> {
  const page = await repo.listPartnerTickets(deps.db, actor.partnerId, query);
  return { ...page, items: page.items.map(toSummary) };
}

export async function getPartnerTicket(deps: Pick<Deps, 'db'>, actor: PartnerActor, id: number): Promise<TicketDetail> {
  return detailOf(deps.db, await partnerTicket(deps.db, actor, id), 'partner');
}

export async function createTicket(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  input: CreateTicketInput,
  file: TicketFile | null,
): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertTicket(tx, {
      partner_id: actor.partnerId,
      opened_by: actor.partnerUserId,
      category: input.category,
      subject: input.subject,
      reference: input.reference ?? null,
    });
    await addMessage(tx, id, { kind: 'partner', actor }, input.body, file);
    await recordAudit(tx, actor.session, [
      {
        action: 'partner_ticket.create',
        entity: 'partner_ticket',
        entityId: id,
        newValue: { category: input.category, reference: input.reference ?? null, attachment: file !== null },
      },
    ]);
    return detailOf(tx, await anyTicket(tx, id), 'partner');
  });
}

/** A partner's reply opens the ticket again, whatever its status. */
export async function replyAsPartner(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  id: number,
  input: TicketReplyInput,
  file: TicketFile | null,
): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    const ticket = await partnerTicket(tx, actor, id, true);
    await addMessage(tx, id, { kind: 'partner', actor }, input.body, file);
    await repo.updateTicket(tx, id, { status: 'open', closed_at: null });
    await recordAudit(tx, actor.session, [
      {
        action: 'partner_ticket.reply',
        entity: 'partner_ticket',
        entityId: id,
        field: 'status',
        oldValue: ticket.status,
        newValue: 'open',
      },
    ]);
    return detailOf(tx, await anyTicket(tx, id), 'partner');
  });
}

async function close(tx: Executor, session: Session, ticket: TicketRow): Promise<void> {
  if (ticket.status === 'closed') throw new AppError('conflict', 'ticketAlreadyClosed');
  await repo.updateTicket(tx, ticket.id, { status: 'closed', closed_at: new Date() });
  await recordAudit(tx, session, [
    {
      action: 'partner_ticket.close',
      entity: 'partner_ticket',
      entityId: ticket.id,
      field: 'status',
      oldValue: ticket.status,
      newValue: 'closed',
    },
  ]);
}

export async function closeAsPartner(deps: Pick<Deps, 'db'>, actor: PartnerActor, id: number): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    await close(tx, actor.session, await partnerTicket(tx, actor, id, true));
    return detailOf(tx, await anyTicket(tx, id), 'partner');
  });
}

export async function partnerAttachment(deps: Pick<Deps, 'db'>, actor: PartnerActor, id: number, attachmentId: number) {
  const row = await repo.findAttachment(deps.db, id, attachmentId, actor.partnerId);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

// ---------- the admins' queue ----------

export async function listAdminTickets(deps: Pick<Deps, 'db'>, query: AdminTicketListQuery): Promise<TicketPage> {
  const page = await repo.listAdminTickets(deps.db, query);
  return { ...page, items: page.items.map(toSummary) };
}

export async function getAdminTicket(deps: Pick<Deps, 'db'>, id: number): Promise<TicketDetail> {
  return detailOf(deps.db, await anyTicket(deps.db, id), 'admin');
}

/** An admin's answer: the ticket becomes answered, and the partner is e-mailed (a job in the same transaction). */
export async function replyAsAdmin(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  input: TicketReplyInput,
  file: TicketFile | null,
): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    const ticket = await anyTicket(tx, id, true);
    if (ticket.status === 'closed') throw new AppError('conflict', 'ticketClosedNoAdminReply');
    const messageId = await addMessage(tx, id, { kind: 'admin', adminId: session.subjectId }, input.body, file);
    await repo.updateTicket(tx, id, { status: 'answered' });
    await recordAudit(tx, session, [
      {
        action: 'partner_ticket.reply',
        entity: 'partner_ticket',
        entityId: id,
        field: 'status',
        oldValue: ticket.status,
        newValue: 'answered',
      },
    ]);
    await deps.jobs.enqueue(tx, ticketReplyEmailJob, { messageId }, { key: `partner-ticket.reply-email:${messageId}` });
    return detailOf(tx, await anyTicket(tx, id), 'admin');
  });
}

export async function closeAsAdmin(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    await close(tx, session, await anyTicket(tx, id, true));
    return detailOf(tx, await anyTicket(tx, id), 'admin');
  });
}

export async function adminAttachment(deps: Pick<Deps, 'db'>, id: number, attachmentId: number) {
  const row = await repo.findAttachment(deps.db, id, attachmentId);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

export async function supportCounts(deps: Pick<Deps, 'db'>): Promise<PartnerSupportCounts> {
  const [openTickets, pendingBankChanges] = await Promise.all([
    repo.openTicketsCount(deps.db),
    bankRepo.pendingCount(deps.db),
  ]);
  return { open_tickets: openTickets, pending_bank_changes: pendingBankChanges };
}

// ---------- the reply e-mail ----------

/**
 * E-mails the partner user who opened the ticket that support replied, with a link to it (not the reply's text: an
 * inbox is less private than the partner area). Skipped when that user is disabled or asked for no such e-mail.
 */
export async function sendTicketReplyEmail(deps: Pick<Deps, 'db' | 'messaging' | 'config'>, messageId: number) {
  const target = await repo.replyEmailTarget(deps.db, messageId);
  if (!target || target.user_status !== 1) return;
  const preferences = await preferencesOf(deps.db, target.user_id);
  if (!preferences.notify_ticket_reply) return;
  const link = `${deps.config.publicUrl}/partner/communication?ticket=${target.ticket_id}`;
  await deps.messaging.email.notify({
    channel: 'email',
    language: 'en',
    to: target.email,
    subject: `Saakh support replied to ticket #${target.ticket_id}: ${target.subject}`,
    text: `Hello ${target.user_name},\n\nSaakh support has replied to your ticket #${target.ticket_id} "${target.subject}".\nRead the reply: ${link}\n\nYou can stop these e-mails in Settings → Notifications.`,
  });
}

export const ticketReplyEmailJob = defineJob({
  queue: 'partner-support.reply-email',
  payload: z.object({ messageId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  run: (deps, { messageId }) => sendTicketReplyEmail(deps, messageId),
});
