import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  BANNER_MAX_BYTES,
  bannerFieldsSchema,
  bannerImageQuerySchema,
  bannerListQuerySchema,
  bannerPageSchema,
  bannerSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqPageSchema,
  faqSchema,
  lenderJourneySchema,
  lenderTrainingSchema,
  messageTextInputSchema,
  messageTextListQuerySchema,
  messageTextPageSchema,
  messageTextSchema,
  partnerBannerSchema,
  partnerFaqPageSchema,
  partnerFaqQuerySchema,
  partnerMessageSchema,
  partnerProductFilterSchema,
  partnerProductParamsSchema,
  partnerQrQuerySchema,
  productOfferingDetailSchema,
  productOfferingSchema,
  TRAINING_MAX_BYTES,
  trainingFilePageSchema,
  trainingFileSchema,
  trainingListQuerySchema,
} from '@saakh/domain/partner-content';
import { AppError } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as admin from './partner-content-admin.service';
import { coBrandedBanner, logoBytes } from './banner-image';
import * as content from './partner-content.service';
import * as repo from './partner-content.repository';

/**
 * The partner's selling material (issue 12): partners read it under /api/partner/content, role 1 writes it under
 * /api/admin/partner-content.
 */
const tags = ['partner-content'];
const partnerOnly = { access: 'partner' as const };
const editors = { access: 'admin' as const, roles: [1 as const] };

/** The origin customers reach, as the partner works on it (behind a proxy, trustProxy reads its headers). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The text fields and the one file (field image_name) of a multipart upload, the file read up to a limit. */
async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: admin.UploadedContent | null }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: admin.UploadedContent | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image_name' || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = { filename: part.filename, content: Buffer.concat(chunks), truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

export const partnerContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => actingPartner(app.deps, requireSession(request, 'partner'));

  // ---------- what partners read ----------

  app.get(
    '/api/partner/content/products',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Every product the partner sells, with its providers and the partner’s co-branded link',
        response: { 200: okSchema(z.array(productOfferingSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.listOfferings(app.deps, await actorOf(request), request.locale, originOf(request)),
    }),
  );

  app.get(
    '/api/partner/content/products/:product',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'One product: its lenders and their eligibility, the partner’s payout with an example, and its link',
        params: partnerProductParamsSchema,
        response: { 200: okSchema(productOfferingDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.getOffering(
        app.deps,
        await actorOf(request),
        request.params.product,
        request.locale,
        originOf(request),
      ),
    }),
  );

  app.get(
    '/api/partner/content/products/:product/qr',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'The partner’s link for a product as a QR code (PNG or SVG), as a file to download',
        params: partnerProductParamsSchema,
        querystring: partnerQrQuerySchema,
        produces: ['image/png', 'image/svg+xml'],
      },
    },
    async (request, reply) => {
      const image = await content.productQr(
        app.deps,
        await actorOf(request),
        request.params.product,
        request.query.format,
        originOf(request),
      );
      return reply
        .type(image.contentType)
        .header('content-disposition', `attachment; filename="${image.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(image.body);
    },
  );

  app.get(
    '/api/partner/content/messages',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Ready-made WhatsApp and SMS texts in English and Hindi with the partner’s link filled in',
        querystring: partnerProductFilterSchema,
        response: { 200: okSchema(z.array(partnerMessageSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.listMessages(
        app.deps,
        await actorOf(request),
        request.query.product,
        request.locale,
        originOf(request),
      ),
    }),
  );

  app.get(
    '/api/partner/content/banners',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Banners and creatives, each drawn with the partner’s logo and link',
        querystring: partnerProductFilterSchema,
        response: { 200: okSchema(z.array(partnerBannerSchema)) },
      },
    },
    async (request) => {
      requireSession(request, 'partner');
      return {
        success: true as const,
        data: await content.listBanners(app.deps, request.query.product, request.locale),
      };
    },
  );

  app.get(
    '/api/partner/content/banners/:id/image',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'A banner co-branded with the partner’s logo, name and link, as a PNG',
        params: idParamSchema,
        querystring: bannerImageQuerySchema,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const partner = await content.partnerOf(app.deps, await actorOf(request));
      const banner = await repo.bannerImage(app.deps.db, request.params.id);
      if (!banner) throw new AppError('not_found', 'notFound');
      const png = await coBrandedBanner(banner.image, {
        name: partner.name,
        color: partner.primary_color,
        logo: await logoBytes(app.deps, partner.logo),
        link: content
          .linkOf(partner.key, banner.product, originOf(request))
          .url.replace(/^https?:\/\//, '')
          .split('?')[0]!,
      });
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .type('image/png')
        .header('content-disposition', `${disposition}; filename="${partner.key}-banner-${request.params.id}.png"`)
        .header('cache-control', 'private, max-age=300')
        .send(png);
    },
  );

  app.get(
    '/api/partner/content/faqs',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'One page of FAQs for customers’ or DSAs’ questions, in order, searched in English and Hindi',
        querystring: partnerFaqQuerySchema,
        response: { 200: okSchema(partnerFaqPageSchema) },
      },
    },
    async (request) => {
      requireSession(request, 'partner');
      return { success: true as const, data: await content.listFaqs(app.deps, request.query, request.locale) };
    },
  );

  app.get(
    '/api/partner/content/training',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Per lender: its training videos, decks and documents (its own links and admins’ uploads)',
        response: { 200: okSchema(z.array(lenderTrainingSchema)) },
      },
    },
    async (request) => {
      requireSession(request, 'partner');
      return { success: true as const, data: await content.listTraining(app.deps, request.locale) };
    },
  );

  app.get(
    '/api/partner/content/lender-journeys',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Per lender: the steps a customer goes through after choosing it',
        response: { 200: okSchema(z.array(lenderJourneySchema)) },
      },
    },
    async (request) => {
      requireSession(request, 'partner');
      return { success: true as const, data: await content.listJourneys(app.deps, request.locale) };
    },
  );

  // ---------- what admins write ----------

  app.get(
    '/api/admin/partner-content/faqs',
    {
      config: editors,
      schema: { tags, querystring: faqListQuerySchema, response: { 200: okSchema(faqPageSchema) } },
    },
    async (request) => ({ success: true as const, data: await admin.listFaqs(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/partner-content/faqs',
    { config: editors, schema: { tags, body: faqInputSchema, response: { 200: okSchema(faqSchema) } } },
    async (request) => ({
      success: true as const,
      message: request.t('faqCreated'),
      data: await admin.createFaq(app.deps, requireSession(request, 'admin'), request.body),
    }),
  );

  app.put(
    '/api/admin/partner-content/faqs/:id',
    {
      config: editors,
      schema: { tags, params: idParamSchema, body: faqInputSchema, response: { 200: okSchema(faqSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: request.t('faqUpdated'),
      data: await admin.updateFaq(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/partner-content/faqs/:id',
    { config: editors, schema: { tags, params: idParamSchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await admin.deleteFaq(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('faqDeleted') };
    },
  );

  app.get(
    '/api/admin/partner-content/messages',
    {
      config: editors,
      schema: { tags, querystring: messageTextListQuerySchema, response: { 200: okSchema(messageTextPageSchema) } },
    },
    async (request) => ({ success: true as const, data: await admin.listTexts(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/partner-content/messages',
    {
      config: editors,
      schema: { tags, body: messageTextInputSchema, response: { 200: okSchema(messageTextSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: request.t('messageTextCreated'),
      data: await admin.createText(app.deps, requireSession(request, 'admin'), request.body),
    }),
  );

  app.put(
    '/api/admin/partner-content/messages/:id',
    {
      config: editors,
      schema: {
        tags,
        params: idParamSchema,
        body: messageTextInputSchema,
        response: { 200: okSchema(messageTextSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('messageTextUpdated'),
      data: await admin.updateText(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/partner-content/messages/:id',
    { config: editors, schema: { tags, params: idParamSchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await admin.deleteText(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('messageTextDeleted') };
    },
  );

  app.get(
    '/api/admin/partner-content/banners',
    {
      config: editors,
      schema: { tags, querystring: bannerListQuerySchema, response: { 200: okSchema(bannerPageSchema) } },
    },
    async (request) => ({ success: true as const, data: await admin.listBanners(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/partner-content/banners',
    {
      config: editors,
      schema: {
        tags,
        summary: 'A new banner: product, title_en, title_hi, sort_order and the image (field image_name)',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(bannerSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const { fields, file } = await receiveUpload(request, BANNER_MAX_BYTES);
      return {
        success: true as const,
        message: request.t('bannerCreated'),
        data: await admin.createBanner(app.deps, session, fields, file),
      };
    },
  );

  app.put(
    '/api/admin/partner-content/banners/:id',
    {
      config: editors,
      schema: { tags, params: idParamSchema, body: bannerFieldsSchema, response: { 200: okSchema(bannerSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: request.t('bannerUpdated'),
      data: await admin.updateBanner(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/partner-content/banners/:id',
    { config: editors, schema: { tags, params: idParamSchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await admin.deleteBanner(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('bannerDeleted') };
    },
  );

  app.get(
    '/api/admin/partner-content/training',
    {
      config: editors,
      schema: { tags, querystring: trainingListQuerySchema, response: { 200: okSchema(trainingFilePageSchema) } },
    },
    async (request) => ({ success: true as const, data: await admin.listTrainingFiles(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/partner-content/training',
    {
      config: editors,
      schema: {
        tags,
        summary: 'A training file for a lender: lender_id, title_en, title_hi and an MP4, PPTX or PDF (image_name)',
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(trainingFileSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const { fields, file } = await receiveUpload(request, TRAINING_MAX_BYTES);
      return {
        success: true as const,
        message: request.t('trainingFileCreated'),
        data: await admin.createTrainingFile(app.deps, session, fields, file),
      };
    },
  );

  app.delete(
    '/api/admin/partner-content/training/:id',
    { config: editors, schema: { tags, params: idParamSchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await admin.deleteTrainingFile(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('trainingFileDeleted') };
    },
  );
};
