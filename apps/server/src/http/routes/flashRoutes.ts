import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { confirmFlash, listFlashPairs, listFlashRecords, quoteFlash } from '../../modules/flash/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Flash exchange (issue 15): pairs, quotes from the live book, confirmation as a bounded fill-or-kill order, records. */
export function registerFlashRoutes(app: FastifyInstance, services: Services): void {
  const { db, exchange, clock } = services;

  defineCall(app, services, 'web', 'flashPairs', { handler: async (_input, ctx) => ok(await listFlashPairs({ db: ctx.db, exchange })) });
  defineCall(app, services, 'web', 'flashQuote', {
    handler: (input, ctx) =>
      quoteFlash(
        { db: ctx.db, exchange, clock },
        { userId: ctx.userId, fromAsset: input.from_asset, toAsset: input.to_asset, amount: input.amount, requestId: input.request_id },
      ),
  });
  defineCall(app, services, 'web', 'flashConfirm', {
    handler: (input, ctx) => confirmFlash({ db, exchange, clock }, { userId: ctx.userId, quoteId: BigInt(input.quote_id) }),
  });
  defineCall(app, services, 'web', 'flashRecords', {
    handler: async (input, ctx) => ok(await listFlashRecords({ db: ctx.db, exchange }, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
}
