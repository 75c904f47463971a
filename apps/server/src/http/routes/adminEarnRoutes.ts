import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

export function registerAdminEarnRoutes(_app: FastifyInstance, _services: Services): void {}
