import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { Envelope } from '@veritex/shared';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../platform/images.js';
import { errorEnvelope, jsonReplacer } from './envelope.js';
import { registerLiveSocket } from './liveSocket.js';
import { requestLang } from './requestContext.js';
import { registerAdminRiskRoutes } from './routes/adminRiskRoutes.js';
import { registerAdminRoutes } from './routes/adminRoutes.js';
import { registerDeliveryRoutes } from './routes/deliveryRoutes.js';
import { registerDerivativesRoutes } from './routes/derivativesRoutes.js';
import { registerFinanceRoutes } from './routes/financeRoutes.js';
import { registerFundsRoutes } from './routes/fundsRoutes.js';
import { registerIdentityRoutes } from './routes/identityRoutes.js';
import { registerSecurityRoutes } from './routes/securityRoutes.js';
import { registerSiteRoutes } from './routes/siteRoutes.js';
import { registerSpotRoutes } from './routes/spotRoutes.js';
import { registerVerificationRoutes } from './routes/verificationRoutes.js';
import type { Services } from './services.js';

/** Builds the HTTP server: conventions, security headers, the API, OpenAPI and the web app. */
export async function buildApp(services: Services, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // Ids and amounts are bigint inside; on the wire they are strings.
  app.setReplySerializer((payload) => JSON.stringify(payload, jsonReplacer));
  // Zod validates inside each call (with translated messages); JSON Schema is only for OpenAPI.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  // Uploads arrive as fields plus one file; the file is read into memory (bounded) and checked by content.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      ...errorEnvelope(services.catalogue, requestLang(request), 'rate_limited', { wait: Math.ceil(context.ttl / 1000) }),
    }),
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
  registerAdminRiskRoutes(app, services);
  registerSpotRoutes(app, services);
  registerDerivativesRoutes(app, services);
  registerDeliveryRoutes(app, services);
  registerVerificationRoutes(app, services);
  app.addHook('onClose', () => services.exchange.stop());
  await registerLiveSocket(app, services);
  await serveWebApp(app, services.config.webDistDir);
  installErrorHandlers(app, services);
  return app;
}

function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

function installErrorHandlers(app: FastifyInstance, services: Services): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error.statusCode === 429) {
      // The rate limiter throws the envelope its errorResponseBuilder made, with the status beside it.
      const { statusCode: _status, ...envelope } = error as unknown as Envelope & { statusCode: number };
      return reply.code(429).send(envelope);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(errorEnvelope(services.catalogue, lang, 'payload_too_large'));
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(errorEnvelope(services.catalogue, lang, 'upload_too_large', { field: 'voucher' }));
    if (error.statusCode && error.statusCode < 500) return reply.code(200).send(errorEnvelope(services.catalogue, lang, 'invalid_input'));
    request.log.error(error);
    // Never a stack trace: the client learns only that the request failed.
    return reply.code(500).send(errorEnvelope(services.catalogue, lang, 'request_error'));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request);
    if (isApiRequest(request)) return reply.code(404).send(errorEnvelope(services.catalogue, lang, 'unknown_call'));
    if (request.method === 'GET' && services.config.webDistDir && existsSync(join(services.config.webDistDir, 'index.html'))) {
      // Client-side routes (/deal, /m/login, /404 …) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorEnvelope(services.catalogue, lang, 'not_found'));
  });
}

async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      // Vite fingerprints assets: they never change under the same name.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
