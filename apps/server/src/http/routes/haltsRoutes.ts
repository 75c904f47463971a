import { type HaltRecord, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { cancelPendingEntries, findInstrument, listInstruments } from '../../modules/derivatives/index.js';
import { haltRecordView, haltTrading, listActiveHalts, listHaltDesk, recordHaltCancellations, resumeTrading } from '../../modules/halts/index.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * Trading halts (issue 19): the public list of halts in force, and the staff desk. A halt and a
 * resume are audited in their transaction (defineCall's `audit`); pending entries of an instrument
 * are cancelled in that same transaction. The spot books live in the writer's memory, so a spot
 * halt reaches them after the commit (`afterCommit`): in queue order, refusing every later order,
 * and cancelling the market's open orders there when staff chose so.
 */
export function registerHaltsRoutes(app: FastifyInstance, services: Services): void {
  const { clock, exchange } = services;

  defineCall(app, services, 'web', 'getTradingHalts', { handler: async (_input, ctx) => ok({ halts: await listActiveHalts(ctx.db) }) });

  defineCall(app, services, 'admin', 'tradingHalts', {
    handler: async (_input, ctx) => {
      const instruments = (await listInstruments(ctx.db, { at: clock.now() })).map((row) => row.symbol);
      return ok(await listHaltDesk(ctx.db, { spot: [...exchange.view.markets.keys()], instrument: instruments, delivery: instruments }));
    },
  });

  const targetKnown = async (db: DbOrTx, scope: HaltRecord['scope'], target: string) =>
    scope === 'spot' ? exchange.view.markets.has(target) : (await findInstrument(db, target)) !== undefined;

  defineCall(app, services, 'admin', 'haltTrading', {
    audit: {
      action: 'halts.halt',
      target: (input) => `${input.scope}:${input.target}`,
      details: (input, value) => ({ reason: input.reason, note: input.note, cancel_open: input.cancel_open, halt_id: value?.id ?? null }),
    },
    handler: async (input, ctx) => {
      const halted = await haltTrading(ctx.db, clock, {
        scope: input.scope,
        target: input.target,
        reason: input.reason,
        note: input.note,
        cancelOpen: input.cancel_open,
        staffUsername: ctx.staff.username,
        targetKnown: await targetKnown(ctx.db, input.scope, input.target),
      });
      if (!halted.ok) return halted;
      if (input.scope !== 'instrument' || !halted.value.cancelOpen) return ok(haltRecordView(halted.value));
      const positions = await cancelPendingEntries(ctx.db, clock, input.target);
      return ok(haltRecordView(await recordHaltCancellations(ctx.db, halted.value.id, { orders: 0, positions })));
    },
    afterCommit: async (halt) => {
      if (halt.scope !== 'spot') return halt;
      const { scope, target, reason, note, since } = halt;
      const applied = await exchange.applyHalt(target, { scope, target, reason, note, since }, halt.cancel_open);
      // Without the writer lock the books reload with the halt in force once it is back; open orders stay.
      if (!applied.ok || applied.value.cancelled === 0) return halt;
      return haltRecordView(await recordHaltCancellations(services.db, BigInt(halt.id), { orders: applied.value.cancelled, positions: 0 }));
    },
  });

  defineCall(app, services, 'admin', 'resumeTrading', {
    audit: {
      action: 'halts.resume',
      target: (input, value) => (value ? `${value.scope}:${value.target}` : `halt:${input.id}`),
      details: (input) => ({ halt_id: input.id, note: input.note }),
    },
    handler: async (input, ctx) => {
      const resumed = await resumeTrading(ctx.db, clock, { id: BigInt(input.id), note: input.note, staffUsername: ctx.staff.username });
      return resumed.ok ? ok(haltRecordView(resumed.value)) : resumed;
    },
    afterCommit: async (halt) => {
      if (halt.scope === 'spot') await exchange.applyHalt(halt.target, null, false);
      return halt;
    },
  });
}
