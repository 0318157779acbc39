import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  createTrackingLinkInputSchema,
  trackingLinkActiveInputSchema,
  trackingLinkCodeParamsSchema,
  trackingLinkListQuerySchema,
  trackingLinkPageSchema,
  trackingLinkQrQuerySchema,
  trackingLinkSchema,
} from '@saakh/domain/tracking-links';
import { requireSession } from '../../plugins/auth';
import * as trackingLinks from './tracking-links.service';

/** Tracking links are role 1's alone (admin spec §6); the short URL /t/{code} is public. */
const tags = ['tracking-links'];

export const trackingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tracking-links',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "One page of tracking links with each link's clicks, OTP verified, applications and disbursals",
        querystring: trackingLinkListQuerySchema,
        response: { 200: okSchema(trackingLinkPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await trackingLinks.listLinks(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/tracking-links',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'A new tracking link for a partner and campaign',
        body: createTrackingLinkInputSchema,
        response: { 200: okSchema(trackingLinkSchema) },
      },
    },
    async (request) => {
      const data = await trackingLinks.createLink(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('trackingLinkCreated'), data };
    },
  );

  app.post(
    '/api/admin/tracking-links/:id/active',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Switches a tracking link on or off',
        params: idParamSchema,
        body: trackingLinkActiveInputSchema,
        response: { 200: okSchema(trackingLinkSchema) },
      },
    },
    async (request) => {
      const { active } = request.body;
      const session = requireSession(request, 'admin');
      const data = await trackingLinks.setActive(app.deps, session, request.params.id, active);
      return {
        success: true as const,
        message: request.t(active ? 'trackingLinkEnabled' : 'trackingLinkDisabled'),
        data,
      };
    },
  );

  app.get(
    '/api/admin/tracking-links/:id/qr',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "The link's short URL as a QR code (PNG or SVG), as a file to download",
        params: idParamSchema,
        querystring: trackingLinkQrQuerySchema,
        produces: ['image/png', 'image/svg+xml'],
      },
    },
    async (request, reply) => {
      // The origin the admin works on is the one customers reach (behind a proxy, trustProxy reads its headers).
      const origin = `${request.protocol}://${request.host}`;
      const image = await trackingLinks.qrImage(app.deps, request.params.id, request.query.format, origin);
      return reply
        .type(image.contentType)
        .header('content-disposition', `attachment; filename="${image.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(image.body);
    },
  );

  app.get(
    '/t/:code',
    {
      // Public: a customer follows it from a message or a QR code. Generous per-IP limit: a crowd behind one
      // mobile carrier's address may scan the same poster.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A tracking link: counts the click and redirects (302) to the partner's landing page",
        params: trackingLinkCodeParamsSchema,
      },
    },
    async (request, reply) => {
      const location = await trackingLinks.followLink(app.deps, request.params.code);
      // Every visit must reach the server to be counted: no browser or proxy may keep the redirect.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
};
