import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getEarnBook, listEarnProductsForDesk, saveEarnProduct, setEarnHolidays } from '../../modules/earn/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The finance desk's earn page: products, the holiday calendar and the earn liabilities. Changes are audited in their transaction. */
export function registerAdminEarnRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'earnProducts', { handler: async (_input, ctx) => ok(await listEarnProductsForDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'saveEarnProduct', {
    audit: {
      action: 'finance.saveEarnProduct',
      target: (input, value) => `earn_product:${input.id ?? value?.id ?? 'new'}`,
      details: (input) => ({
        term_days: input.term_days,
        daily_rate_pct: input.daily_rate_pct,
        min_amount: input.min_amount,
        max_amount: input.max_amount,
        capacity: input.capacity,
        early_rule: input.early_rule,
        penalty_interest_pct: input.penalty_interest_pct,
        penalty_principal_pct: input.penalty_principal_pct,
        active: input.active,
      }),
    },
    handler: (input, ctx) =>
      saveEarnProduct(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        termDays: input.term_days,
        dailyRatePct: input.daily_rate_pct,
        minAmount: input.min_amount,
        maxAmount: input.max_amount,
        capacity: input.capacity,
        earlyRule: input.early_rule,
        penaltyInterestPct: input.penalty_interest_pct,
        penaltyPrincipalPct: input.penalty_principal_pct,
        active: input.active,
        changedBy: `staff:${ctx.staff.username}`,
      }),
  });
  defineCall(app, services, 'admin', 'setEarnHolidays', {
    audit: { action: 'finance.setEarnHolidays', target: () => 'earn_holidays', details: (input) => ({ dates: input.dates }) },
    handler: (input, ctx) => setEarnHolidays(ctx.db, input.dates),
  });
  defineCall(app, services, 'admin', 'earnBook', { handler: async (_input, ctx) => ok(await getEarnBook(ctx.db)) });
}
