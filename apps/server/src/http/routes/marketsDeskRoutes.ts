import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  cancelMarketChange,
  createCoin,
  createDeliveryProduct,
  createInstrument,
  listMarketsDesk,
  listScheduledRules,
  readCoinIcon,
  saveDeliveryProduct,
  saveInstrument,
  saveSpotMarket,
} from '../../modules/markets/index.js';
import { listRuleHistory } from '../../modules/rules/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

const HISTORY_PAGE = 50;

/**
 * The markets desk (issue 19 §1): every change audited in the call's transaction (who, what,
 * before and after, from when). A spot change effective now is in the spot writer's rules before
 * the call answers (`afterCommit` reloads them; other processes hear `markets_changed`).
 */
export function registerMarketsDeskRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images, exchange } = services;
  // A change applied now must be in the spot writer's rules before the answer; a scheduled one waits for the job.
  const reloadSpot = async <T extends { status: string }>(change: T): Promise<T> => {
    if (change.status === 'applied') await exchange.reloadMarkets();
    return change;
  };
  const changeAudit = {
    details: (_input: unknown, value: { values: unknown; previous_values: unknown; effective_at: string; status: string } | undefined) => ({
      before: value?.previous_values ?? null,
      after: value?.values ?? null,
      effective_at: value?.effective_at ?? null,
      status: value?.status ?? null,
    }),
  };

  defineCall(app, services, 'web', 'getScheduledRules', { handler: async (_input, ctx) => ok(await listScheduledRules(ctx.db)) });
  defineCall(app, services, 'web', 'coinIcon', { handler: (input, ctx) => readCoinIcon(ctx.db, images, { code: input.code }) });

  defineCall(app, services, 'admin', 'marketsDesk', { handler: async (_input, ctx) => ok(await listMarketsDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'marketsHistory', {
    handler: async (input, ctx) => ok(await listRuleHistory(ctx.db, { kind: input.kind, key: input.key, page: 1, pageSize: HISTORY_PAGE })),
  });
  defineCall(app, services, 'admin', 'marketsSaveSpot', {
    audit: {
      action: 'markets.saveSpot',
      target: (input) => `spot_market:${input.base}_USDT`,
      details: (input, value) => ({ created: input.create, ...changeAudit.details(input, value) }),
    },
    handler: (input, ctx) =>
      saveSpotMarket(ctx.db, clock, {
        create: input.create,
        base: input.base,
        values: {
          tick_size: input.tick_size,
          lot_size: input.lot_size,
          min_notional: input.min_notional,
          maker_fee_bp: input.maker_fee_bp,
          taker_fee_bp: input.taker_fee_bp,
          listed: input.listed,
        },
        effectiveAt: input.effective_at,
        staffUsername: ctx.staff.username,
      }),
    afterCommit: reloadSpot,
  });
  defineCall(app, services, 'admin', 'marketsSaveInstrument', {
    audit: { action: 'markets.saveInstrument', target: (input) => `instrument:${input.symbol}`, details: changeAudit.details },
    handler: (input, ctx) =>
      saveInstrument(ctx.db, clock, {
        symbol: input.symbol,
        values: {
          lot_size: input.lot_size,
          max_leverage: input.max_leverage,
          spread_bp: input.spread_bp,
          open_fee_bp: input.open_fee_bp,
          close_fee_bp: input.close_fee_bp,
          maintenance_margin_bp: input.maintenance_margin_bp,
          carry_rate_bp: input.carry_rate_bp,
          carry_period: input.carry_period,
          trading_hours: input.trading_hours,
          exposure_cap_usdt: input.exposure_cap_usdt,
        },
        effectiveAt: input.effective_at,
        staffUsername: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'marketsCreateInstrument', {
    audit: { action: 'markets.createInstrument', target: (input) => `instrument:${input.base}_USDT_PERP`, details: changeAudit.details },
    handler: (input, ctx) =>
      createInstrument(ctx.db, clock, {
        base: input.base,
        name: input.name,
        quotes: (base, quote) => services.feed.quotes?.(base, quote) ?? false,
        staffUsername: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'marketsSaveDelivery', {
    audit: { action: 'markets.saveDelivery', target: (input) => `delivery_product:${input.id}`, details: changeAudit.details },
    handler: (input, ctx) =>
      saveDeliveryProduct(ctx.db, clock, {
        id: BigInt(input.id),
        values: { payout_bp: input.payout_bp, min_stake: input.min_stake, max_stake: input.max_stake, active: input.active },
        effectiveAt: input.effective_at,
        staffUsername: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'marketsCreateDelivery', {
    audit: { action: 'markets.createDelivery', target: (input) => `delivery_duration:${input.duration_seconds}`, details: changeAudit.details },
    handler: (input, ctx) =>
      createDeliveryProduct(ctx.db, clock, {
        durationSeconds: input.duration_seconds,
        values: { payout_bp: input.payout_bp, min_stake: input.min_stake, max_stake: input.max_stake, active: input.active },
        staffUsername: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'marketsCancelChange', {
    audit: {
      action: 'markets.cancelChange',
      target: (input) => `market_change:${input.id}`,
      details: (_input, value) => ({ kind: value?.kind, key: value?.key, values: value?.values, effective_at: value?.effective_at }),
    },
    handler: (input, ctx) => cancelMarketChange(ctx.db, clock, { id: BigInt(input.id), staffUsername: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'marketsCreateCoin', {
    rateLimitPerMinute: 30,
    audit: {
      action: 'markets.createCoin',
      target: (input) => `asset:${input.code}`,
      details: (input, value) => ({
        name: input.name,
        scale: input.scale,
        display_scale: input.display_scale,
        website: input.website,
        icon: Boolean(value?.icon_url),
      }),
    },
    handler: (input, ctx) =>
      createCoin(ctx.db, images, clock, {
        code: input.code,
        name: input.name,
        scale: input.scale,
        displayScale: input.display_scale,
        website: input.website,
        whitePaper: input.white_paper,
        introduction: input.introduction,
        totalSupply: input.total_supply,
        circulatingSupply: input.circulating_supply,
        releaseDate: input.release_date,
        icon: input.file,
      }),
  });
}
