import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** The quick-buy desk (issue 15): merchant applications, ads, orders and appeals; every action audited. */
export function registerAdminP2pRoutes(_app: FastifyInstance, _services: Services): void {}
