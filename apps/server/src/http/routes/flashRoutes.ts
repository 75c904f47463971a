import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** Flash exchange (issue 15): pairs, quotes from the live book, confirmation as a bounded fill-or-kill order, records. */
export function registerFlashRoutes(_app: FastifyInstance, _services: Services): void {}
