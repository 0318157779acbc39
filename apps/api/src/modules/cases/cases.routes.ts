import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  caseListQuerySchema,
  caseNoteInputSchema,
  caseNoteSchema,
  caseNotesSchema,
  caseOwnerInputSchema,
  caseOwnerOptionsSchema,
  casePageSchema,
  caseParamsSchema,
  caseRoles,
  caseRowSchema,
  lenderSlaSchema,
} from '@saakh/domain/cases';
import { requireSession } from '../../plugins/auth';
import * as cases from './cases.service';

const tags = ['cases'];
const staff = { access: 'admin' as const, roles: [...caseRoles] };
const editors = { access: 'admin' as const, roles: [1 as const] };

/** Cases with owners and clocks (issue 33, item 3): the operations queue, owners, internal notes and lenders' SLAs. */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/cases',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One page of open cases (applications waiting on the lender) with clock, SLA, bucket and owner',
        querystring: caseListQuerySchema,
        response: { 200: okSchema(casePageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cases.listCases(app.deps, requireSession(request, 'admin'), request.query),
    }),
  );

  app.get(
    '/api/admin/cases/owners',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff a case may be given to: active admins of the case roles, by name',
        response: { 200: okSchema(caseOwnerOptionsSchema) },
      },
    },
    async () => ({ success: true as const, data: await cases.caseOwners(app.deps) }),
  );

  app.put(
    '/api/admin/cases/:applicationId/owner',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Gives an open case to a member of staff, or to nobody (audited)',
        params: caseParamsSchema,
        body: caseOwnerInputSchema,
        response: { 200: okSchema(caseRowSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cases.assignCase(
        app.deps,
        requireSession(request, 'admin'),
        request.params.applicationId,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/admin/cases/:applicationId/notes',
    {
      config: staff,
      schema: {
        tags,
        summary: "An application's internal notes, oldest first (never shown to the customer)",
        params: caseParamsSchema,
        response: { 200: okSchema(caseNotesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cases.caseNotes(app.deps, request.params.applicationId),
    }),
  );

  app.post(
    '/api/admin/cases/:applicationId/notes',
    {
      config: staff,
      schema: {
        tags,
        summary: "Adds the caller's internal note to an application (audited without its text)",
        params: caseParamsSchema,
        body: caseNoteInputSchema,
        response: { 200: okSchema(caseNoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cases.addCaseNote(
        app.deps,
        requireSession(request, 'admin'),
        request.params.applicationId,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/admin/lenders/:id/sla',
    {
      config: staff,
      schema: {
        tags,
        summary: "The lender's turnaround per case status in hours, the defaults where it set none",
        params: idParamSchema,
        response: { 200: okSchema(lenderSlaSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await cases.lenderSla(app.deps, request.params.id) }),
  );

  app.put(
    '/api/admin/lenders/:id/sla',
    {
      config: editors,
      schema: {
        tags,
        summary: "Saves the lender's turnaround for every case status (audited)",
        params: idParamSchema,
        body: lenderSlaSchema,
        response: { 200: okSchema(lenderSlaSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cases.saveLenderSla(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );
};
