import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** Quick-buy orders (issue 15): opening with escrow, paid, release, cancel, appeal, rating, the order chat and its images. */
export function registerP2pOrderRoutes(_app: FastifyInstance, _services: Services): void {}
