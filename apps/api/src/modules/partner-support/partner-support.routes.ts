/**
 * Partner support (issue 12): the partner's tickets under /api/partner/tickets, and the admins' queue of tickets and
 * KYC/bank change requests under /api/admin/partner-… (role 1). New tickets and replies are multipart forms (the
 * fields and an optional `attachment`); attachments download only for the ticket's partner and admins.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  adminBankChangeListQuerySchema,
  adminBankChangePageSchema,
  adminBankChangeSchema,
  rejectBankChangeInputSchema,
} from '@saakh/domain/partner-settings';
import {
  adminTicketListQuerySchema,
  createTicketInputSchema,
  partnerSupportCountsSchema,
  partnerTicketListQuerySchema,
  ticketAttachmentParamsSchema,
  ticketDetailSchema,
  ticketPageSchema,
  ticketReplyInputSchema,
} from '@saakh/domain/partner-support';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import { readTicketForm } from './attachments';
import * as bankChanges from './bank-changes.service';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as tickets from './tickets.service';

const tags = ['partner-support'];
const admins = { access: 'admin' as const, roles: [1 as const] };

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new AppError('validation', 'validationFailed', { errors: errors as FieldErrors });
}

function sendAttachment(reply: FastifyReply, file: { file_name: string; content_type: string; content: Buffer }) {
  reply.header('content-type', file.content_type);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(file.content);
}

export const partnerSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------- the partner's tickets ----------

  app.get(
    '/api/partner/tickets',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'One page of the partner’s own tickets, latest activity first',
        querystring: partnerTicketListQuerySchema,
        response: { 200: okSchema(ticketPageSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      return { success: true as const, data: await tickets.listPartnerTickets(app.deps, actor, request.query) };
    },
  );

  app.post(
    '/api/partner/tickets',
    {
      config: { access: 'partner', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Opens a ticket: category, subject, text and an optional attachment (PDF or image, up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const form = await readTicketForm(request);
      const input = parseFields(createTicketInputSchema, form.fields);
      const data = await tickets.createTicket(app.deps, actor, input, form.file);
      return { success: true as const, message: request.t('ticketCreated'), data };
    },
  );

  app.get(
    '/api/partner/tickets/:id',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'A ticket of the partner with its thread; another partner’s ticket answers 404',
        params: idParamSchema,
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      return { success: true as const, data: await tickets.getPartnerTicket(app.deps, actor, request.params.id) };
    },
  );

  app.post(
    '/api/partner/tickets/:id/replies',
    {
      config: { access: 'partner', rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'The partner’s reply (text and an optional attachment); it opens the ticket again',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const form = await readTicketForm(request);
      const input = parseFields(ticketReplyInputSchema, form.fields);
      const data = await tickets.replyAsPartner(app.deps, actor, request.params.id, input, form.file);
      return { success: true as const, message: request.t('ticketReplied'), data };
    },
  );

  app.post(
    '/api/partner/tickets/:id/close',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Closes the partner’s ticket',
        params: idParamSchema,
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const data = await tickets.closeAsPartner(app.deps, actor, request.params.id);
      return { success: true as const, message: request.t('ticketClosed'), data };
    },
  );

  app.get(
    '/api/partner/tickets/:id/attachments/:attachmentId',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Downloads an attachment of the partner’s own ticket',
        params: ticketAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const file = await tickets.partnerAttachment(app.deps, actor, request.params.id, request.params.attachmentId);
      return sendAttachment(reply, file);
    },
  );

  // ---------- the admins' queue ----------

  app.get(
    '/api/admin/partner-support/counts',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Open tickets and pending KYC/bank changes, for the page’s tabs',
        response: { 200: okSchema(partnerSupportCountsSchema) },
      },
    },
    async () => ({ success: true as const, data: await tickets.supportCounts(app.deps) }),
  );

  app.get(
    '/api/admin/partner-tickets',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The queue of partner tickets: filters status, category and partner; oldest first by default',
        querystring: adminTicketListQuerySchema,
        response: { 200: okSchema(ticketPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await tickets.listAdminTickets(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/partner-tickets/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'A partner ticket with its thread',
        params: idParamSchema,
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await tickets.getAdminTicket(app.deps, request.params.id) }),
  );

  app.post(
    '/api/admin/partner-tickets/:id/replies',
    {
      config: admins,
      schema: {
        tags,
        summary: 'An admin’s answer (text and an optional attachment): the ticket becomes answered; audited',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const form = await readTicketForm(request);
      const input = parseFields(ticketReplyInputSchema, form.fields);
      const data = await tickets.replyAsAdmin(app.deps, session, request.params.id, input, form.file);
      return { success: true as const, message: request.t('ticketReplied'), data };
    },
  );

  app.post(
    '/api/admin/partner-tickets/:id/close',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Closes a partner ticket; audited',
        params: idParamSchema,
        response: { 200: okSchema(ticketDetailSchema) },
      },
    },
    async (request) => {
      const data = await tickets.closeAsAdmin(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('ticketClosed'), data };
    },
  );

  app.get(
    '/api/admin/partner-tickets/:id/attachments/:attachmentId',
    {
      config: admins,
      schema: { tags, summary: 'Downloads an attachment of a partner ticket', params: ticketAttachmentParamsSchema },
    },
    async (request, reply) =>
      sendAttachment(reply, await tickets.adminAttachment(app.deps, request.params.id, request.params.attachmentId)),
  );

  app.get(
    '/api/admin/partner-bank-changes',
    {
      config: admins,
      schema: {
        tags,
        summary: 'KYC and bank change requests of partners, oldest first; PAN and account number masked',
        querystring: adminBankChangeListQuerySchema,
        response: { 200: okSchema(adminBankChangePageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await bankChanges.listBankChanges(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/partner-bank-changes/:id/approve',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Approves a pending change: the new KYC and bank details replace the stored ones; audited',
        params: idParamSchema,
        response: { 200: okSchema(adminBankChangeSchema) },
      },
    },
    async (request) => {
      const data = await bankChanges.approveBankChange(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('bankChangeApproved'), data };
    },
  );

  app.post(
    '/api/admin/partner-bank-changes/:id/reject',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Rejects a pending change with a reason; the stored details stay; audited',
        params: idParamSchema,
        body: rejectBankChangeInputSchema,
        response: { 200: okSchema(adminBankChangeSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await bankChanges.rejectBankChange(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('bankChangeRejected'), data };
    },
  );
};
