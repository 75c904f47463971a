import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

export function registerAdminLoansRoutes(_app: FastifyInstance, _services: Services): void {}
