import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

export function registerLoansRoutes(_app: FastifyInstance, _services: Services): void {}
