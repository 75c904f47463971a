import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** Quick buy (issue 15): rules, ads, merchant standing and ads, orders with escrow, chat, appeals and ratings. */
export function registerP2pRoutes(_app: FastifyInstance, _services: Services): void {}
