import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  getCommitmentProof,
  getNewcoinInfo,
  inviteToPlacement,
  listMySubscriptions,
  listNewcoins,
  listProjectMarket,
  listProjectsForDesk,
  listSubscriptions,
  MARKETS_CHANGED_CHANNEL,
  runProjectAllocation,
  saveSubscriptionProject,
  subscribeToProject,
} from '../../modules/subscriptions/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * New-coin subscriptions and private placements: projects, subscribing, the user's records and
 * commitment proofs; the finance desk's projects, invitations, allocation and listing (each change
 * audited in its transaction).
 */
export function registerSubscriptionsRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getNewcoinsList', {
    handler: async (input, ctx) => ok(await listNewcoins(ctx.db, clock, { userId: ctx.session?.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getNewcoinsInfo', {
    handler: (input, ctx) => getNewcoinInfo(ctx.db, clock, { projectId: BigInt(input.id), userId: ctx.session?.userId, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'subscribe', {
    handler: (input, ctx) =>
      subscribeToProject(db, clock, { userId: ctx.userId, projectId: BigInt(input.project_id), amount: input.amount, requestId: input.request_id }),
  });
  defineCall(app, services, 'web', 'getMySubscriptions', {
    handler: async (input, ctx) =>
      ok(
        await listMySubscriptions(ctx.db, {
          userId: ctx.userId,
          projectId: input.project_id === undefined ? undefined : BigInt(input.project_id),
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'web', 'getCommitmentProof', {
    handler: (input, ctx) => getCommitmentProof(ctx.db, { userId: ctx.userId, subscriptionId: BigInt(input.id) }),
  });

  // ---------- Staff desk ----------
  defineCall(app, services, 'admin', 'subscriptionProjects', {
    handler: async (input, ctx) => ok(await listProjectsForDesk(ctx.db, clock, { page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'projectSubscriptions', {
    handler: async (input, ctx) =>
      ok(await listSubscriptions(ctx.db, { projectId: BigInt(input.project_id), page: input.page, pageSize: input.page_size, order: 'leaves' })),
  });
  defineCall(app, services, 'admin', 'saveSubscriptionProject', {
    audit: {
      action: 'finance.saveSubscriptionProject',
      target: (input, value) => `subscription_project:${input.id ?? value?.id ?? 'new'}`,
      details: (input) => ({
        coin: input.coin,
        coin_scale: input.coin_scale,
        name: input.name,
        private: input.private,
        rule: input.rule,
        issue_price: input.issue_price,
        total_supply: input.total_supply,
        min_commit: input.min_commit,
        user_cap: input.user_cap,
        starts_at: input.starts_at.toISOString(),
        ends_at: input.ends_at.toISOString(),
        listing_at: input.listing_at.toISOString(),
        lockup_days: input.lockup_days,
      }),
    },
    handler: (input, ctx) =>
      saveSubscriptionProject(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        coin: input.coin,
        coinName: input.coin_name,
        coinScale: input.coin_scale,
        name: input.name,
        private: input.private,
        rule: input.rule,
        issuePrice: input.issue_price,
        totalSupply: input.total_supply,
        minCommit: input.min_commit,
        userCap: input.user_cap,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        listingAt: input.listing_at,
        lockupDays: input.lockup_days,
        releaseAt: input.release_at,
        totalIssuance: input.total_issuance,
        circulation: input.circulation,
        website: input.website,
        whitePaper: input.white_paper,
        introduction: input.introduction,
      }),
  });
  defineCall(app, services, 'admin', 'inviteToPlacement', {
    audit: {
      action: 'finance.inviteToPlacement',
      target: (input) => `subscription_project:${input.project_id}`,
      details: (input) => ({ user_id: input.user_id }),
    },
    handler: (input, ctx) => inviteToPlacement(ctx.db, { projectId: BigInt(input.project_id), userId: BigInt(input.user_id), staffId: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'allocateProject', {
    audit: { action: 'finance.allocateProject', target: (input) => `subscription_project:${input.project_id}`, details: () => ({}) },
    handler: (input, ctx) => runProjectAllocation({ db, tx: ctx.db, clock, projectId: BigInt(input.project_id) }),
  });
  defineCall(app, services, 'admin', 'listProjectMarket', {
    audit: {
      action: 'finance.listProjectMarket',
      target: (input) => `subscription_project:${input.project_id}`,
      details: (input) => ({
        tick_size: input.tick_size,
        lot_size: input.lot_size,
        min_notional: input.min_notional,
        maker_fee_bp: input.maker_fee_bp,
        taker_fee_bp: input.taker_fee_bp,
      }),
    },
    handler: (input, ctx) =>
      listProjectMarket(ctx.db, clock, {
        projectId: BigInt(input.project_id),
        tickSize: input.tick_size,
        lotSize: input.lot_size,
        minNotional: input.min_notional,
        makerFeeBp: input.maker_fee_bp,
        takerFeeBp: input.taker_fee_bp,
        changedBy: `staff:${ctx.staff.username}`,
      }),
  });

  // A listed coin's market exists once its transaction commits: the spot writer then reloads its
  // markets between two batches. (The reference feed and the bots learn of it at the next start.)
  services.notices.subscribe(MARKETS_CHANGED_CHANNEL, () => void services.exchange.reloadMarkets());
}
