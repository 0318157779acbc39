/**
 * Documents a lender asks for (decision 054): the customer's requests, uploads and own files; the partner's view,
 * consent by the customer's OTP and uploads; staff's view, file reading (audited) and review; lenders' checklists.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { sendOtpResultSchema } from '@saakh/domain/auth';
import {
  DOCUMENT_MAX_BYTES,
  applicationDocumentFileParamsSchema,
  applicationDocumentKindParamsSchema,
  applicationDocumentsParamsSchema,
  applicationDocumentsSchema,
  documentConsentSchema,
  documentConsentVerifyInputSchema,
  documentFileParamsSchema,
  documentFileTypes,
  documentRequestsSchema,
  documentReviewInputSchema,
  lenderChecklistParamsSchema,
  lenderDocumentChecklistSchema,
  partnerApplicationDocumentsSchema,
} from '@saakh/domain/documents';
import { AppError } from '../../lib/app-error';
import { attachmentDisposition, attachmentType, readUploadForm, type UploadedFile } from '../../lib/uploads/multipart';
import { requireSession } from '../../plugins/auth';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as documents from './documents.service';

const tags = ['documents'];
const staff = { access: 'admin' as const, roles: [1 as const, 2 as const] };
const editors = { access: 'admin' as const, roles: [1 as const] };

const fileInvalid = () => new AppError('validation', 'validationFailed', { errors: { file: ['documentFileInvalid'] } });

/** A PDF, JPG or PNG whose extension and first bytes agree. */
function documentType(fileName: string, content: Buffer): string | null {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!Object.hasOwn(documentFileTypes, ext)) return null;
  const expected = documentFileTypes[ext as keyof typeof documentFileTypes];
  return attachmentType(fileName, content) === expected ? expected : null;
}

/** Reads the form's one `file`: capped at DOCUMENT_MAX_BYTES and checked before anything is stored. */
function fileReader(request: FastifyRequest): () => Promise<UploadedFile> {
  return async () => {
    const form = await readUploadForm(request, {
      field: 'file',
      maxBytes: DOCUMENT_MAX_BYTES,
      typeOf: documentType,
      invalid: fileInvalid,
    });
    if (!form.file) throw fileInvalid();
    return form.file;
  };
}

/** A private file as a download: never shown inline, never cached, never sniffed into another type. */
function sendFile(reply: FastifyReply, file: documents.DocumentDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- the customer ----------------------------------------------------------------------------------------------

  app.get(
    '/api/documents/requests',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The customer's open applications whose lender asks for documents, with how many are outstanding",
        response: { 200: okSchema(documentRequestsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.documentRequests(app.deps, requireSession(request, 'customer')),
    }),
  );

  app.get(
    '/api/applications/:applicationId/documents',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The documents the lender asks for on the customer's own application, and where each stands",
        params: applicationDocumentsParamsSchema,
        response: { 200: okSchema(applicationDocumentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.customerDocuments(
        app.deps,
        requireSession(request, 'customer'),
        request.params.applicationId,
      ),
    }),
  );

  app.post(
    '/api/applications/:applicationId/documents/:kind',
    {
      config: { access: 'customer', rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Uploads one asked document (multipart, one `file`: PDF, JPG or PNG of up to 5 MB)',
        params: applicationDocumentKindParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(applicationDocumentsSchema) },
      },
    },
    async (request) => {
      const data = await documents.uploadAsCustomer(
        app.deps,
        requireSession(request, 'customer'),
        request.params.applicationId,
        request.params.kind,
        fileReader(request),
      );
      return { success: true as const, message: request.t('documentUploaded'), data };
    },
  );

  app.get(
    '/api/applications/:applicationId/documents/files/:fileId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "One of the customer's own uploads, as a download",
        params: applicationDocumentFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await documents.customerFile(
        app.deps,
        requireSession(request, 'customer'),
        request.params.applicationId,
        request.params.fileId,
      );
      return sendFile(reply, file);
    },
  );

  // ---- the partner -----------------------------------------------------------------------------------------------

  app.get(
    '/api/partner/applications/:applicationId/documents',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "Where each asked document of the partner's customer's application stands, and the consent's end",
        params: applicationDocumentsParamsSchema,
        response: { 200: okSchema(partnerApplicationDocumentsSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      return {
        success: true as const,
        data: await documents.partnerDocuments(app.deps, actor, request.params.applicationId),
      };
    },
  );

  app.post(
    '/api/partner/applications/:applicationId/documents/consent',
    {
      config: {
        access: 'partner',
        rateLimit: { max: app.deps.config.limits.otpSendsPerIp, timeWindow: '15 minutes' },
      },
      schema: {
        tags,
        summary: "Sends the application's customer an OTP to consent to the partner uploading their documents",
        params: applicationDocumentsParamsSchema,
        response: { 200: okSchema(sendOtpResultSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const data = await documents.sendConsentOtp(app.deps, actor, request.params.applicationId, request.ip);
      return { success: true as const, message: request.t('otpSent'), data };
    },
  );

  app.post(
    '/api/partner/applications/:applicationId/documents/consent/verify',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The customer's OTP: the partner may upload their documents for DOCUMENT_CONSENT_MINUTES",
        params: applicationDocumentsParamsSchema,
        body: documentConsentVerifyInputSchema,
        response: { 200: okSchema(documentConsentSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const data = await documents.verifyConsent(app.deps, actor, request.params.applicationId, request.body.otp);
      return { success: true as const, message: request.t('documentConsentGranted'), data };
    },
  );

  app.post(
    '/api/partner/applications/:applicationId/documents/:kind',
    {
      config: { access: 'partner', rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Uploads one asked document for the customer while their consent stands (multipart, one `file`)',
        params: applicationDocumentKindParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(partnerApplicationDocumentsSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      const data = await documents.uploadAsPartner(
        app.deps,
        actor,
        request.params.applicationId,
        request.params.kind,
        fileReader(request),
      );
      return { success: true as const, message: request.t('documentUploaded'), data };
    },
  );

  // ---- staff -----------------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/applications/:applicationId/documents',
    {
      config: staff,
      schema: {
        tags,
        summary: "An application's asked documents with their latest uploads and reviews",
        params: applicationDocumentsParamsSchema,
        response: { 200: okSchema(applicationDocumentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.staffDocuments(app.deps, request.params.applicationId),
    }),
  );

  app.get(
    '/api/admin/application-documents/:fileId/file',
    {
      config: staff,
      schema: {
        tags,
        summary: 'An uploaded document as a download (audited: a staff action on personal data)',
        params: documentFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await documents.staffFile(app.deps, requireSession(request, 'admin'), request.params.fileId);
      return sendFile(reply, file);
    },
  );

  app.post(
    '/api/admin/application-documents/:fileId/review',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Verifies the latest upload of a kind, or rejects it with a reason (audited)',
        params: documentFileParamsSchema,
        body: documentReviewInputSchema,
        response: { 200: okSchema(applicationDocumentsSchema) },
      },
    },
    async (request) => {
      const data = await documents.reviewDocument(
        app.deps,
        requireSession(request, 'admin'),
        request.params.fileId,
        request.body,
      );
      const message = request.body.decision === 'verified' ? 'documentVerified' : 'documentRejected';
      return { success: true as const, message: request.t(message), data };
    },
  );

  app.get(
    '/api/admin/lenders/:id/document-checklist',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The documents a lender asks for, per loan product',
        params: lenderChecklistParamsSchema,
        response: { 200: okSchema(lenderDocumentChecklistSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.lenderChecklist(app.deps, request.params.id),
    }),
  );

  app.put(
    '/api/admin/lenders/:id/document-checklist',
    {
      config: editors,
      schema: {
        tags,
        summary: "Replaces the lender's whole document checklist (audited)",
        params: lenderChecklistParamsSchema,
        body: lenderDocumentChecklistSchema,
        response: { 200: okSchema(lenderDocumentChecklistSchema) },
      },
    },
    async (request) => {
      const data = await documents.saveLenderChecklist(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('documentChecklistSaved'), data };
    },
  );
};
