import { LANGUAGES, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  claimBenefit,
  fundRewards,
  getBenefitTask,
  getRewardsOverview,
  getSignIn,
  getSignInRewardsForDesk,
  getSignInRules,
  listBenefitClaims,
  listBenefitTasks,
  listBenefitTasksForDesk,
  listSignIns,
  saveBenefitTask,
  saveSignInRewards,
  signIn,
} from '../../modules/rewards/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * Daily sign-in and benefit activities (issue 14): the user's cycle, sign-in, tasks and claims,
 * and the finance desk's rewards per day, tasks and the rewards account. Staff changes are
 * audited in their own transaction (defineCall's `audit`), so those handlers work on `ctx.db`.
 */
export function registerRewardsRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getSignIn', { handler: async (_input, ctx) => ok(await getSignIn(ctx.db, clock, ctx.session?.userId)) });
  defineCall(app, services, 'web', 'sign', { handler: (input, ctx) => signIn(db, clock, { userId: ctx.userId, requestId: input.request_id }) });
  defineCall(app, services, 'web', 'signRule', { handler: async (_input, ctx) => ok(await getSignInRules(ctx.db)) });
  defineCall(app, services, 'web', 'ethSignlog', {
    handler: async (input, ctx) => ok(await listSignIns(ctx.db, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getFuli', {
    handler: async (_input, ctx) => ok(await listBenefitTasks(ctx.db, clock, { userId: ctx.session?.userId, lang: ctx.lang })),
  });
  defineCall(app, services, 'web', 'getBenefitDetail', {
    handler: (input, ctx) => getBenefitTask(ctx.db, clock, { taskId: BigInt(input.id), userId: ctx.session?.userId, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'claimBenefit', {
    handler: (input, ctx) => claimBenefit(db, clock, { userId: ctx.userId, taskId: BigInt(input.task_id), requestId: input.request_id, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'getBenefitRecords', {
    handler: async (input, ctx) => ok(await listBenefitClaims(ctx.db, { userId: ctx.userId, lang: ctx.lang, page: input.page, pageSize: input.page_size })),
  });

  defineCall(app, services, 'admin', 'signInRewards', { handler: async (_input, ctx) => ok(await getSignInRewardsForDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'saveSignInRewards', {
    audit: {
      action: 'finance.saveSignInRewards',
      target: () => 'sign_in_rewards',
      details: (input) => ({
        day_1: input.day_1,
        day_2: input.day_2,
        day_3: input.day_3,
        day_4: input.day_4,
        day_5: input.day_5,
        day_6: input.day_6,
        day_7: input.day_7,
      }),
    },
    handler: (input, ctx) => saveSignInRewards(ctx.db, clock, [input.day_1, input.day_2, input.day_3, input.day_4, input.day_5, input.day_6, input.day_7]),
  });
  defineCall(app, services, 'admin', 'benefitTasks', { handler: async (_input, ctx) => ok(await listBenefitTasksForDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'saveBenefitTask', {
    audit: {
      action: 'finance.saveBenefitTask',
      target: (input, value) => `benefit_task:${input.id ?? value?.id ?? 'new'}`,
      details: (input) => ({
        kind: input.kind,
        titles: input.titles,
        reward: input.reward,
        target: input.target,
        period_start: input.period_start?.toISOString() ?? null,
        period_end: input.period_end?.toISOString() ?? null,
        budget: input.budget,
        active: input.active,
        sort_order: input.sort_order,
        languages: LANGUAGES.filter((lang) => input.titles[lang]),
      }),
    },
    handler: (input, ctx) =>
      saveBenefitTask(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        kind: input.kind,
        titles: input.titles,
        descriptions: input.descriptions,
        reward: input.reward,
        target: input.target,
        periodStart: input.period_start,
        periodEnd: input.period_end,
        budget: input.budget,
        active: input.active,
        sortOrder: input.sort_order,
      }),
  });
  defineCall(app, services, 'admin', 'fundRewards', {
    audit: { action: 'finance.fundRewards', target: () => 'house:rewards', details: (input) => ({ amount: input.amount, reason: input.reason }) },
    handler: (input, ctx) => fundRewards(ctx.db, { amount: input.amount, reason: input.reason, staff: ctx.staff.username, requestId: input.request_id }),
  });
  defineCall(app, services, 'admin', 'rewardsOverview', { handler: async (_input, ctx) => ok(await getRewardsOverview(ctx.db)) });
}
