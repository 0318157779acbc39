import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { intakeFieldsResultSchema, intakeParamsSchema, intakeSubmitResultSchema } from '@saakh/domain/intake';
import { requireSession } from '../../plugins/auth';
import * as intake from './intake.service';

const tags = ['intake'];

/**
 * The spec's paths put the lender key inside a segment: /api/{lender_key}-intake-fields/{creditapp_uuid}
 * and /api/{lender_key}-intake/{creditapp_uuid}. A parameter with a pattern serves every intake lender,
 * including lenders created after start.
 */
const lenderKey = ':lenderKey(^[A-Za-z0-9_-]+)';

/** The intake fields of a multipart form (files are not part of it and are skipped), or of a JSON body. */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}

export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/api/${lenderKey}-intake-fields/:creditAppId`,
    {
      config: { access: 'customer' },
      schema: { tags, params: intakeParamsSchema, response: { 200: okSchema(intakeFieldsResultSchema) } },
    },
    async (request) => {
      const { lenderKey: key, creditAppId } = request.params;
      const data = await intake.intakeFields(
        app.deps,
        requireSession(request, 'customer'),
        key,
        creditAppId,
        request.locale,
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `/api/${lenderKey}-intake/:creditAppId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        params: intakeParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: intakeSubmitResultSchema },
      },
    },
    async (request) => {
      const { lenderKey: key, creditAppId } = request.params;
      const session = requireSession(request, 'customer');
      const redirectionUrl = await intake.submitIntake(
        app.deps,
        session,
        key,
        creditAppId,
        await formFields(request),
        request.ip,
        request.locale,
      );
      return { success: true as const, message: request.t('intakeSubmitted'), redirectionUrl };
    },
  );
};
