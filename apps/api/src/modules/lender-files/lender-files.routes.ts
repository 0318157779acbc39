import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  applyIngestInputSchema,
  ingestFileIdParamsSchema,
  ingestFileListAnswerSchema,
  ingestFileListQuerySchema,
  ingestFileSchema,
  ingestKindListQuerySchema,
  ingestKindParamsSchema,
  uploadStatusFileAnswerSchema,
  type IngestKind,
} from '@saakh/domain/ingestion';
import {
  fileLenderSchema,
  ingestFileMappingInputSchema,
  lenderFileProfileInputSchema,
  lenderFileProfileListQuerySchema,
  lenderFileProfileParamsSchema,
  lenderFileProfileSchema,
} from '@saakh/domain/lender-file-profiles';
import { idSchema } from '@saakh/domain/lenders';
import {
  feedDisagreementListQuerySchema,
  feedDisagreementPageSchema,
  feedDisagreementSchema,
  misExceptionListQuerySchema,
  misExceptionPageSchema,
  misExceptionSchema,
  resolveFeedDisagreementInputSchema,
  resolveMisExceptionInputSchema,
} from '@saakh/domain/reconciliation';
import type { AdminRoleId } from '@saakh/domain/roles';
import { AppError } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import * as feedDisagreements from './feed-disagreements.service';
import * as profiles from './file-profiles.service';
import * as files from './lender-files.service';
import * as reconciliation from './reconciliation.service';
import { templateFor } from './templates';

const tags = ['lender-files'];
/** Who may call the generic routes at all; each file's kind then decides (role 2: status files only). */
const uploaders = { access: 'admin' as const, roles: [1, 2] satisfies AdminRoleId[] };
const reconcilers = { access: 'admin' as const, roles: [1] satisfies AdminRoleId[] };

/**
 * The one file of a multipart upload (field image_name, as the spec's status-file call names it), streamed; a
 * `lender_id` field before it names the lender whose file profile applies (decision 046).
 */
async function receive(request: FastifyRequest, kind: IngestKind) {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
  const app = request.server;
  const session = requireSession(request, 'admin');
  const parts = request.parts({ limits: { fileSize: app.deps.config.ingest.maxBytes, files: 1 } });
  let lenderId: number | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'lender_id' || part.value === '') continue;
      const parsed = idSchema.safeParse(Number(part.value));
      if (!parsed.success) throw new AppError('validation', 'notFound', { errors: { lender_id: ['notFound'] } });
      lenderId = parsed.data;
      continue;
    }
    if (part.fieldname !== 'image_name') {
      part.file.resume();
      continue;
    }
    const stream = part.file;
    return files.receiveFile(
      app.deps,
      session,
      kind,
      { filename: part.filename, stream, truncated: () => stream.truncated },
      request.locale,
      lenderId,
    );
  }
  throw new AppError('validation', 'noFileSelected', { errors: { image_name: ['noFileSelected'] } });
}

export const lenderFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- the spec's status-file calls (admin spec §7) ----
  app.get(
    '/api/get-application-status-files-list',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: ingestFileListQuerySchema, response: { 200: okSchema(ingestFileListAnswerSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await files.listFiles(app.deps, requireSession(request, 'admin'), 'status', request.query, request.locale),
    }),
  );

  app.post(
    '/api/upload-application-status-file',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadStatusFileAnswerSchema } },
    },
    async (request) => {
      const data = await receive(request, 'status');
      return {
        success: true as const,
        message: request.t('fileReceived'),
        errors: data.errors,
        rowsUpdated: data.rows_updated,
        data,
      };
    },
  );

  // ---- every kind ----
  app.get(
    '/api/ingest-files',
    {
      config: uploaders,
      schema: { tags, querystring: ingestKindListQuerySchema, response: { 200: okSchema(ingestFileListAnswerSchema) } },
    },
    async (request) => {
      const { kind, ...query } = request.query;
      return {
        success: true as const,
        data: await files.listFiles(app.deps, requireSession(request, 'admin'), kind, query, request.locale),
      };
    },
  );

  app.post(
    '/api/ingest-files/:kind',
    {
      config: uploaders,
      schema: {
        tags,
        params: ingestKindParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(ingestFileSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('fileReceived'),
      data: await receive(request, request.params.kind),
    }),
  );

  app.get(
    '/api/ingest-files/:id',
    {
      config: uploaders,
      schema: { tags, params: ingestFileIdParamsSchema, response: { 200: okSchema(ingestFileSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await files.getFile(app.deps, requireSession(request, 'admin'), request.params.id, request.locale),
    }),
  );

  app.post(
    '/api/ingest-files/:id/apply',
    {
      config: uploaders,
      schema: {
        tags,
        params: ingestFileIdParamsSchema,
        body: applyIngestInputSchema,
        response: { 200: okSchema(ingestFileSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('fileApplying'),
      data: await files.applyFile(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
        request.locale,
      ),
    }),
  );

  app.post(
    '/api/ingest-files/:id/discard',
    {
      config: uploaders,
      schema: { tags, params: ingestFileIdParamsSchema, response: { 200: okSchema(ingestFileSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: request.t('fileDiscarded'),
      data: await files.discardFile(app.deps, requireSession(request, 'admin'), request.params.id, request.locale),
    }),
  );

  app.post(
    '/api/ingest-files/:id/retry',
    {
      config: uploaders,
      schema: { tags, params: ingestFileIdParamsSchema, response: { 200: okSchema(ingestFileSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: request.t('fileRetrying'),
      data: await files.retryFile(app.deps, requireSession(request, 'admin'), request.params.id, request.locale),
    }),
  );

  // The mapping step of a file whose headers did not match: saves the lender's profile and checks the file.
  app.post(
    '/api/ingest-files/:id/mapping',
    {
      config: uploaders,
      schema: {
        tags,
        params: ingestFileIdParamsSchema,
        body: ingestFileMappingInputSchema,
        response: { 200: okSchema(ingestFileSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('profileMappingSaved'),
      data: await files.mapFileColumns(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
        request.locale,
      ),
    }),
  );

  // ---- lender file profiles (decision 046) ----
  app.get(
    '/api/lender-file-profiles',
    {
      config: uploaders,
      schema: {
        tags,
        querystring: lenderFileProfileListQuerySchema,
        response: { 200: okSchema(z.array(lenderFileProfileSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profiles.listProfiles(app.deps, requireSession(request, 'admin'), request.query.lender_id),
    }),
  );

  app.get(
    '/api/lender-file-lenders',
    { config: uploaders, schema: { tags, response: { 200: okSchema(z.array(fileLenderSchema)) } } },
    async () => ({ success: true as const, data: await profiles.listFileLenders(app.deps) }),
  );

  app.put(
    '/api/lender-file-profiles/:lenderId/:kind',
    {
      config: uploaders,
      schema: {
        tags,
        params: lenderFileProfileParamsSchema,
        body: lenderFileProfileInputSchema,
        response: { 200: okSchema(lenderFileProfileSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('lenderFileProfileSaved'),
      data: await profiles.saveProfile(
        app.deps,
        requireSession(request, 'admin'),
        request.params.lenderId,
        request.params.kind,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/ingest-templates/:kind',
    { config: uploaders, schema: { tags, params: ingestKindParamsSchema } },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const { fileName, content } = await templateFor(session, request.params.kind);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(content);
    },
  );

  // ---- reconciliation ----
  app.get(
    '/api/mis-exceptions',
    {
      config: reconcilers,
      schema: { tags, querystring: misExceptionListQuerySchema, response: { 200: okSchema(misExceptionPageSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await reconciliation.listMisExceptions(app.deps, request.query),
    }),
  );

  app.post(
    '/api/mis-exceptions/:id/resolve',
    {
      config: reconcilers,
      schema: {
        tags,
        params: idParamSchema,
        body: resolveMisExceptionInputSchema,
        response: { 200: okSchema(misExceptionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('misResolved'),
      data: await reconciliation.resolveMisException(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      ),
    }),
  );

  // Status-file rows that contradict the lender's live feed (decision 044).
  app.get(
    '/api/feed-disagreements',
    {
      config: reconcilers,
      schema: {
        tags,
        querystring: feedDisagreementListQuerySchema,
        response: { 200: okSchema(feedDisagreementPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feedDisagreements.listFeedDisagreements(app.deps, request.query),
    }),
  );

  app.post(
    '/api/feed-disagreements/:id/resolve',
    {
      config: reconcilers,
      schema: {
        tags,
        params: idParamSchema,
        body: resolveFeedDisagreementInputSchema,
        response: { 200: okSchema(feedDisagreementSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('misResolved'),
      data: await feedDisagreements.resolveFeedDisagreement(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      ),
    }),
  );
};
