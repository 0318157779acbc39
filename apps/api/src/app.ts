/** Builds the Fastify app: plugins, every module's routes, OpenAPI and the built web app. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import {
  bodyFor,
  chooseEncoding,
  compressPage,
  encodingsOf,
  loadPrerenderedPages,
  pagePathOf,
  type PrerenderedPage,
} from './lib/http/prerendered-pages';
import { createDrainingServer } from './lib/http/draining-server';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { servicesPlugin } from './plugins/services';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { findSession } from './modules/auth/auth.service';
import { cookiesRoutes } from './modules/cookies/cookies.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { partnersRoutes } from './modules/partners/partners.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersRoutes } from './modules/users/users.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { creditCardsRoutes } from './modules/credit-cards/credit-cards.routes';
import { hindiContentRoutes } from './modules/hindi-content/hindi-content.routes';
import { eligibilityRoutes } from './modules/eligibility/eligibility.routes';
import { lenderGroupsRoutes } from './modules/lender-groups/lender-groups.routes';
import { lenderRevenueRoutes } from './modules/lender-revenue/lender-revenue.routes';
import { lendersRoutes } from './modules/lenders/lenders.routes';
import { lenderConnectorsRoutes } from './modules/lender-connectors/lender-connectors.routes';
import { partnerAdminRoutes } from './modules/partner-admin/partner-admin.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { trackingLinksRoutes } from './modules/tracking-links/tracking-links.routes';
import { dedupeRoutes } from './modules/dedupe/dedupe.routes';
import { merchantsRoutes } from './modules/merchants/merchants.routes';
import { bankTransfersRoutes } from './modules/bank-transfers/bank-transfers.routes';
import { partnerSupportRoutes } from './modules/partner-support/partner-support.routes';
import { partnerContentRoutes } from './modules/partner-content/partner-content.routes';
import { partnerSettingsRoutes } from './modules/partner-settings/partner-settings.routes';
import { partnerReferralRoutes } from './modules/partner-referral/partner-referral.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { customerErasureRoutes } from './modules/customer-erasure/customer-erasure.routes';
import { grievancesRoutes } from './modules/grievances/grievances.routes';
import { casesRoutes } from './modules/cases/cases.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { consentsRoutes } from './modules/consents/consents.routes';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { csrRoutes } from './modules/csr/csr.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { kfsRoutes } from './modules/applications/kfs.routes';
import { helpRoutes } from './modules/help/help.routes';
import { insuranceRoutes } from './modules/insurance/insurance.routes';
import { insuranceRequestsRoutes } from './modules/insurance-requests/insurance-requests.routes';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { intakeRoutes } from './modules/intake/intake.routes';
import { merchantLeadsRoutes } from './modules/merchant-leads/merchant-leads.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { publicCatalogueRoutes } from './modules/public-catalogue/public-catalogue.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { commissionsRoutes } from './modules/commissions/commissions.routes';
import { lenderFilesRoutes } from './modules/lender-files/lender-files.routes';
import { partnerInsightsRoutes } from './modules/partner-insights/partner-insights.routes';
import { payoutDocumentsRoutes } from './modules/payout-documents/payout-documents.routes';
import { reportingRoutes } from './modules/reporting/reporting.routes';
import { telecallingRoutes } from './modules/telecalling/telecalling.routes';
import { partnerApiRoutes } from './modules/partner-api/partner-api.routes';
import { partnerApiV1Routes } from './modules/partner-api/partner-api-v1.routes';
import { findApiKeyCaller } from './modules/partner-api/partner-api.service';
import { staffAppFolder, staffLoginFolder, webAppOf } from '@saakh/domain/web-apps';
import { staffFirstViewPages } from './staff-first-view-pages';

export type BuildAppOptions = {
  deps: Deps;
  /** The process logger (pino) for request logs; without it requests are not logged. */
  logger?: FastifyBaseLogger;
};

/**
 * A route module with its name where Fastify looks first. Without it, each registration searches the exports of every
 * loaded CommonJS module for the function, twice (fastify/lib/plugin-utils.js); a test worker holds thousands of them,
 * and the searches took about a tenth of each test app's start.
 */
function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}

export async function buildApp({ deps, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(logger && config.logLevel !== 'silent' ? { loggerInstance: logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // On stop, every request on an accepted connection is answered, then its connection closed (lib/http/draining-server).
    serverFactory: createDrainingServer,
    forceCloseConnections: false,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Security headers on every answer. Helmet's middleware is built once here: @fastify/helmet rebuilt it on every
  // request, which cost a fifth of a cached list answer's time (bench/lenders.bench.mjs).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // A built script or stylesheet is no document: the policies that govern a page (CSP, framing, referrer, opener)
  // mean nothing on it, and cost a phone about 650 bytes per file (issue 13). Its own guards stay. HSTS too is left to
  // the documents: the browser records it from the page that asked for the file, before any file comes.
  const assetHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const isBuiltAsset = (url: string) =>
    url.startsWith('/assets/') ||
    url.startsWith(`/${staffAppFolder}/assets/`) ||
    url.startsWith(`/${staffLoginFolder}/assets/`);
  app.addHook('onRequest', (request, reply, done) =>
    (isBuiltAsset(request.url) ? assetHeaders : securityHeaders)(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  // Answers over 1 KB are compressed (brotli at a cheap level, else gzip): customers are on slow mobile networks.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.storage.maxBytes, files: 1, fields: 40, fieldSize: 64 * 1024 },
  });
  // Route limits count in the database, so they hold across every instance on it (decision 020).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db, deps.log) });
  await app.register(servicesPlugin, { deps });
  await app.register(authPlugin, {
    findSession: (token) => findSession(deps, token),
    findApiKeyCaller: (token) => findApiKeyCaller(deps, token),
  });
  await app.register(openapiPlugin, { serve: config.apiDocs });

  const routeModules = [
    healthRoutes,
    authRoutes,
    accountSecurityRoutes,
    usersRoutes,
    partnersRoutes,
    cookiesRoutes,
    referenceRoutes,
    uploadsRoutes,
    lendersRoutes,
    lenderConnectorsRoutes,
    lenderGroupsRoutes,
    lenderRevenueRoutes,
    creditCardsRoutes,
    hindiContentRoutes,
    partnerAdminRoutes,
    vendorsRoutes,
    eligibilityRoutes,
    auditRoutes,
    jobsRoutes,
    adminUsersRoutes,
    trackingLinksRoutes,
    dedupeRoutes,
    merchantsRoutes,
    bankTransfersRoutes,
    partnerSupportRoutes,
    partnerContentRoutes,
    partnerSettingsRoutes,
    partnerReferralRoutes,
    messagingRoutes,
    customerErasureRoutes,
    grievancesRoutes,
    casesRoutes,
    documentsRoutes,
    consentsRoutes,
    dataRightsRoutes,
    csrRoutes,
    lenderFilesRoutes,
    commissionsRoutes,
    reportingRoutes,
    partnerInsightsRoutes,
    payoutDocumentsRoutes,
    telecallingRoutes,
    partnerApiRoutes,
    partnerApiV1Routes,
    profileRoutes,
    applicationsRoutes,
    kfsRoutes,
    offersRoutes,
    intakeRoutes,
    helpRoutes,
    trackingRoutes,
    merchantLeadsRoutes,
    insuranceRoutes,
    insuranceRequestsRoutes,
    vouchersRoutes,
    publicCatalogueRoutes,
    ...(config.env !== 'production' ? [devRoutes] : []),
  ];
  for (const routes of routeModules) await app.register(named(routes));

  const uploadsRoot = path.join(config.dataDir, 'uploads');
  if (!config.storage.bucket) {
    fs.mkdirSync(uploadsRoot, { recursive: true });
    await app.register(fastifyStatic, { root: uploadsRoot, prefix: '/uploads/', decorateReply: false, index: false });
  }
  const webDist =
    config.webDistDir && fs.existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset, served as they are with no work per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = webDist ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;
  // The admin and partner pages are the staff app's (decision 030), built beside the customer app; their logins are a
  // build of their own (decision 056).
  const builtShell = (folder: string, file: string) => {
    const shell = webDist ? path.join(webDist, folder, file) : undefined;
    return shell && fs.existsSync(shell) ? fs.readFileSync(shell, 'utf8') : undefined;
  };
  const shells = {
    customer: indexHtml,
    staff: builtShell(staffAppFolder, 'staff.html'),
    'staff-login': builtShell(staffLoginFolder, 'staff-login.html'),
  };
  // The public pages prerendered at build time (decision 024), sent as the build compressed them.
  const prerendered = webDist ? loadPrerenderedPages(webDist) : new Map<string, PrerenderedPage>();

  // A signed-in partner's or admin's pages open on a first view the server draws (decision 058).
  const staffFirstViewPage =
    webDist && shells.staff ? await staffFirstViewPages(app, deps, webDist, shells.staff) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    const pagePath = pagePathOf(request.url);
    const page = isPage ? prerendered.get(pagePath) : undefined;
    if (page) {
      const encoding = chooseEncoding(request.headers['accept-encoding'], encodingsOf(page));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(bodyFor(page, encoding));
    }
    const firstView = isPage && staffFirstViewPage ? await staffFirstViewPage(request, pagePath) : undefined;
    if (firstView) {
      // The caller's name and brand, in the browser's language: kept by no cache.
      const { body, encoding } = compressPage(request.headers['accept-encoding'], firstView);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie, accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    const shell = isPage ? (shells[webAppOf(pagePath)] ?? indexHtml) : undefined;
    if (shell && isPage) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(shell);
    }
    return reply.status(404).send({ success: false, message: request.t('notFound') });
  });

  return app;
}
