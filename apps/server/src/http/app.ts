import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { ErrorName } from '@veritex/shared';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../platform/images.js';
import { registeredVerbs } from './calls.js';
import { errorEnvelope, jsonReplacer } from './envelope.js';
import { registerLiveSocket } from './liveSocket.js';
import { requestLang } from './requestContext.js';
import { registerAdminConsoleRoutes } from './routes/adminConsoleRoutes.js';
import { registerAdminEarnRoutes } from './routes/adminEarnRoutes.js';
import { registerAdminLoansRoutes } from './routes/adminLoansRoutes.js';
import { registerAdminP2pOrderRoutes } from './routes/adminP2pOrderRoutes.js';
import { registerAdminP2pRoutes } from './routes/adminP2pRoutes.js';
import { registerAdminProtectionRoutes } from './routes/adminProtectionRoutes.js';
import { registerAdminRiskRoutes } from './routes/adminRiskRoutes.js';
import { registerAdminRoutes } from './routes/adminRoutes.js';
import { registerAdminStaffRoutes } from './routes/adminStaffRoutes.js';
import { registerAdminSupportRoutes } from './routes/adminSupportRoutes.js';
import { registerAdminSurveillanceRoutes } from './routes/adminSurveillanceRoutes.js';
import { registerAdminUserDeskRoutes } from './routes/adminUserDeskRoutes.js';
import { registerAnnouncementRoutes } from './routes/announcementRoutes.js';
import { registerChainPayoutRoutes } from './routes/chainPayoutRoutes.js';
import { registerChainRoutes } from './routes/chainRoutes.js';
import { registerDeliveryRoutes } from './routes/deliveryRoutes.js';
import { registerDemoRoutes } from './routes/demoRoutes.js';
import { registerDerivativesRoutes } from './routes/derivativesRoutes.js';
import { registerEarnRoutes } from './routes/earnRoutes.js';
import { registerFinanceRoutes } from './routes/financeRoutes.js';
import { registerFlashRoutes } from './routes/flashRoutes.js';
import { registerFundsRoutes } from './routes/fundsRoutes.js';
import { registerHaltsRoutes } from './routes/haltsRoutes.js';
import { registerHelpRoutes } from './routes/helpRoutes.js';
import { registerIdentityRoutes } from './routes/identityRoutes.js';
import { registerLimitsRoutes } from './routes/limitsRoutes.js';
import { registerLoansRoutes } from './routes/loansRoutes.js';
import { registerMarketsDeskRoutes } from './routes/marketsDeskRoutes.js';
import { registerP2pOrderRoutes } from './routes/p2pOrderRoutes.js';
import { registerP2pRoutes } from './routes/p2pRoutes.js';
import { registerProofRoutes } from './routes/proofRoutes.js';
import { registerProtectionRoutes } from './routes/protectionRoutes.js';
import { registerReferralRoutes } from './routes/referralRoutes.js';
import { registerRewardsRoutes } from './routes/rewardsRoutes.js';
import { registerRulesRoutes } from './routes/rulesRoutes.js';
import { registerSecurityRoutes } from './routes/securityRoutes.js';
import { registerSiteRoutes } from './routes/siteRoutes.js';
import { registerSpotRoutes } from './routes/spotRoutes.js';
import { registerStatementsRoutes } from './routes/statementsRoutes.js';
import { registerSubscriptionsRoutes } from './routes/subscriptionsRoutes.js';
import { registerSupportRoutes } from './routes/supportRoutes.js';
import { registerVerificationRoutes } from './routes/verificationRoutes.js';
import { securityHeaders } from './securityHeaders.js';
import type { Services } from './services.js';

/**
 * Request ids: 12 random hex digits. randomUUID draws from an entropy cache it refills every 128
 * ids; randomBytes(6) made a getrandom call per request, which was 5% of the order path's CPU. Random
 * rather than a counter, so that the reference a user quotes says nothing about the venue's traffic.
 */
function requestIds(): () => string {
  return () => {
    // The first 12 hex digits of a version-4 UUID are random (the version digit comes after them).
    const uuid = randomUUID();
    return uuid.slice(0, 8) + uuid.slice(9, 13);
  };
}

/** Builds the HTTP server: conventions, security headers, the API, OpenAPI and the web app. */
export async function buildApp(services: Services, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The id an internal error is logged under and the user can quote to support.
    genReqId: requestIds(),
  });
  // Before any route: a route takes the error handler in force when it is registered.
  installErrorHandlers(app, services);
  // Ids and amounts are bigint inside; on the wire they are strings.
  app.setReplySerializer((payload) => JSON.stringify(payload, jsonReplacer));
  // Response schemas exist for OpenAPI only; they must not filter or reshape what is sent.
  app.setSerializerCompiler(() => (payload) => JSON.stringify(payload, jsonReplacer));
  // Zod validates inside each call (with translated messages); JSON Schema is only for OpenAPI.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  // The security headers are the same for every answer: computed once at start (@fastify/helmet
  // built a helmet instance and re-parsed the CSP on every request, 2-3% of the order path's CPU).
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Answers over a kilobyte (price history, lists) are compressed as the client accepts; brotli at a
  // quality that costs well under a millisecond for a typical answer. The web app's own files come
  // precompressed at build time (serveWebApp) and already carry their encoding, which this leaves alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(formbody);
  // Uploads arrive as fields plus one file; the file is read into memory (bounded) and checked by content.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    // Thrown to the error handler, which answers the envelope in the request's language.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, data: { wait: Math.ceil(context.ttl / 1000) } }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Veritex API', version: '1.0.0', description: 'Every call answers {code, msg, data}. See docs/api.md for the conventions.' },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerSiteRoutes(app, services);
  registerIdentityRoutes(app, services);
  registerSecurityRoutes(app, services);
  registerAdminRoutes(app, services);
  registerFundsRoutes(app, services);
  registerFinanceRoutes(app, services);
  registerChainPayoutRoutes(app, services);
  registerAdminRiskRoutes(app, services);
  registerSpotRoutes(app, services);
  registerDerivativesRoutes(app, services);
  registerDeliveryRoutes(app, services);
  registerVerificationRoutes(app, services);
  registerEarnRoutes(app, services);
  registerLoansRoutes(app, services);
  registerAdminEarnRoutes(app, services);
  registerAdminLoansRoutes(app, services);
  registerSubscriptionsRoutes(app, services);
  registerRewardsRoutes(app, services);
  registerReferralRoutes(app, services);
  registerP2pRoutes(app, services);
  registerAdminP2pRoutes(app, services);
  registerProtectionRoutes(app, services);
  registerAdminProtectionRoutes(app, services);
  registerMarketsDeskRoutes(app, services);
  registerAdminStaffRoutes(app, services);
  registerAdminUserDeskRoutes(app, services);
  registerAdminSurveillanceRoutes(app, services);
  registerAdminConsoleRoutes(app, services);
  registerP2pOrderRoutes(app, services);
  registerAdminP2pOrderRoutes(app, services);
  registerFlashRoutes(app, services);
  registerDemoRoutes(app, services);
  registerSupportRoutes(app, services);
  registerAdminSupportRoutes(app, services);
  registerHelpRoutes(app, services);
  registerAnnouncementRoutes(app, services);
  registerProofRoutes(app, services);
  registerRulesRoutes(app, services);
  registerStatementsRoutes(app, services);
  registerChainRoutes(app, services);
  registerLimitsRoutes(app, services);
  registerHaltsRoutes(app, services);
  app.addHook('onClose', () => services.exchange.stop());
  await registerLiveSocket(app, services);
  await serveWebApp(app, services.config.webDistDir);
  return app;
}

function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

/** Fastify's own refusals of a request it could not read, as envelope errors with their HTTP status. */
const TRANSPORT_ERRORS: Record<string, { status: number; error: ErrorName }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'body_unreadable' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'body_unreadable' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'body_unreadable' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, error: 'unsupported_media_type' },
  FST_PARTS_LIMIT: { status: 413, error: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, error: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, error: 'payload_too_large' },
};

/**
 * Every answer is the envelope in the request's language: refusals of the transport keep their
 * HTTP status (400, 405, 413, 415, 429), a fault is 500 with a reference the user can quote and
 * nothing else: the error, its SQL and its stack go to the log under that reference.
 */
function installErrorHandlers(app: FastifyInstance, services: Services): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error.statusCode === 429) {
      const wait = Number((error as unknown as { data?: { wait?: unknown } }).data?.wait ?? 60);
      return reply.code(429).send(errorEnvelope(services.catalogue, lang, 'rate_limited', { wait }));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(errorEnvelope(services.catalogue, lang, 'upload_too_large', { field: 'voucher' }));
    const known = TRANSPORT_ERRORS[error.code];
    if (known) return reply.code(known.status).send(errorEnvelope(services.catalogue, lang, known.error));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorEnvelope(services.catalogue, lang, 'body_unreadable'));
    }
    const reference = request.id;
    console.error(`[api] internal error ${reference} on ${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}:`, error);
    return reply.code(500).send(errorEnvelope(services.catalogue, lang, 'internal_error', { reference }));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request);
    if (isApiRequest(request)) {
      const verbs = registeredVerbs(app, request.url.split('?')[0] ?? '');
      if (verbs)
        return reply
          .code(405)
          .header('allow', verbs.join(', '))
          .send(errorEnvelope(services.catalogue, lang, 'method_not_allowed'));
      return reply.code(404).send(errorEnvelope(services.catalogue, lang, 'unknown_call'));
    }
    if (request.method === 'GET' && services.config.webDistDir && existsSync(join(services.config.webDistDir, 'index.html'))) {
      // Client-side routes (/deal, /m/login, /404 …) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorEnvelope(services.catalogue, lang, 'not_found'));
  });
}

/** Vite's output under assets/ is named `<name>-<8-character content hash>.<ext>`: it never changes under the same name. */
const FINGERPRINTED = /\/assets\/[^/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts): sent as
    // the request's accept-encoding allows, never compressed per request, and not routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      res.header('cache-control', FINGERPRINTED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
