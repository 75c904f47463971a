import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getStatement, getStatementOverview } from '../../modules/statements/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Hash-chained statements: the recorded month heads with the live head, and a statement file of a month or of everything. */
export function registerStatementsRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  defineCall(app, services, 'web', 'getStatements', { handler: async (_input, ctx) => ok(await getStatementOverview(ctx.db, clock, ctx.userId)) });
  defineCall(app, services, 'web', 'getStatement', {
    handler: (input, ctx) => getStatement(ctx.db, clock, { userId: ctx.userId, period: input.period }),
  });
}
