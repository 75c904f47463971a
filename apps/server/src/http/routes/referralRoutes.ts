import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** Filled in by issue 14. */
export function registerReferralRoutes(_app: FastifyInstance, _services: Services): void {}
