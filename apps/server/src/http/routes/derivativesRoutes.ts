import {
  closePositionInputSchema,
  fail,
  formatUnits,
  getPositionsInputSchema,
  INSTRUMENT_CATEGORY_NAMES,
  instrumentKlinesInputSchema,
  ok,
  openPositionInputSchema,
  positionIdInputSchema,
  setTakeProfitStopLossInputSchema,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cancelPendingPosition,
  closeAllPositions,
  closePosition,
  findInstrument,
  instrumentViews,
  listPositions,
  openPosition,
  planPosition,
  positionView,
  previewOf,
  setTakeProfitStopLoss,
} from '../../modules/derivatives/index.js';
import { availableBalance } from '../../modules/ledger/index.js';
import { listTickCandles } from '../../modules/marketdata/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

export function registerDerivativesRoutes(app: FastifyInstance, services: Services): void {
  const site = { scope: 'web' as const, auth: 'optional-user' as const, methods: ['GET' as const, 'POST' as const] };
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    ...site,
    name: 'getInstruments',
    input: z.object({ category: z.enum(INSTRUMENT_CATEGORY_NAMES).optional() }),
    summary: 'Leveraged instruments: rules (lot size, leverage cap, spread, fees, maintenance margin, carry, hours), market status, mark/bid/ask',
    handler: async (input) => ok(await instrumentViews(db, clock, input.category)),
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'getInstrumentKlines',
    input: instrumentKlinesInputSchema,
    summary: 'Candles of the stored reference ticks, oldest first: [open time ms, open, high, low, close, ticks, ticks]',
    handler: async (input) => {
      const instrument = await findInstrument(db, input.symbol);
      return instrument ? ok(await listTickCandles(db, instrument, input.interval, input.limit, input.end)) : fail('instrument_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'previewPosition',
    methods: ['GET', 'POST'],
    input: openPositionInputSchema,
    summary: 'The pre-trade card: entry, margin, fees, liquidation price and the loss at the stop-loss (or the whole margin)',
    handler: async (input, ctx) => {
      const plan = await planPosition(db, clock, input);
      if (!plan.ok) return plan;
      const available = await availableBalance(db, ctx.userId, 'contract', 'USDT');
      return ok(previewOf(plan.value, input, formatUnits(available, 6)));
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'openPosition',
    methods: ['POST'],
    input: openPositionInputSchema,
    summary: 'Open a long or short position at market (ask/bid of the latest tick) or a pending limit entry; request_id makes a retry return the first',
    rateLimitPerMinute: 300,
    handler: async (input, ctx) => {
      const opened = await openPosition(db, clock, ctx.userId, input);
      return opened.ok ? ok(positionView(opened.value, await instrumentOf(opened.value.symbol))) : opened;
    },
  });

  async function instrumentOf(symbol: string) {
    const found = await findInstrument(db, symbol);
    if (!found) throw new Error(`instrument ${symbol} vanished`);
    return found;
  }

  defineUntypedCall(app, services, {
    ...user,
    name: 'closePosition',
    methods: ['POST'],
    input: closePositionInputSchema,
    summary: 'Close an open position, or some of its lots, at market',
    handler: async (input, ctx) => {
      const closed = await closePosition(db, clock, ctx.userId, { positionId: BigInt(input.position_id), ...(input.lots ? { lots: input.lots } : {}) });
      return closed.ok ? ok(positionView(closed.value, await instrumentOf(closed.value.symbol))) : closed;
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'closeAllPositions',
    methods: ['POST'],
    input: z.object({ symbol: z.string().optional() }),
    summary: 'One-click: close every open position (of one instrument, or all)',
    handler: (input, ctx) => closeAllPositions(db, clock, ctx.userId, input.symbol),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'cancelPosition',
    methods: ['POST'],
    input: positionIdInputSchema,
    summary: 'Cancel a pending limit entry; its frozen margin and fee are released',
    handler: async (input, ctx) => {
      const cancelled = await cancelPendingPosition(db, clock, ctx.userId, BigInt(input.position_id));
      return cancelled.ok ? ok(positionView(cancelled.value, await instrumentOf(cancelled.value.symbol))) : cancelled;
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'setTpSl',
    methods: ['POST'],
    input: setTakeProfitStopLossInputSchema,
    summary: 'Set or clear the take-profit and stop-loss of an open or pending position',
    handler: async (input, ctx) => {
      const updated = await setTakeProfitStopLoss(db, clock, ctx.userId, {
        positionId: BigInt(input.position_id),
        ...(input.take_profit ? { takeProfit: input.take_profit } : {}),
        ...(input.stop_loss ? { stopLoss: input.stop_loss } : {}),
      });
      return updated.ok ? ok(positionView(updated.value, await instrumentOf(updated.value.symbol))) : updated;
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getPositions',
    methods: ['GET', 'POST'],
    input: getPositionsInputSchema,
    summary: "The user's positions by tab (pending, open, closed incl. liquidated, cancelled), open ones with live P&L",
    handler: async (input, ctx) => ok(await listPositions(db, clock, ctx.userId, input)),
  });
}
