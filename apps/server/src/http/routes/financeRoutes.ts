import { displayAccount, fail, formatUnits, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  approveAdjustment,
  approveDeposit,
  depositVoucher,
  listAdjustments,
  listDeposits,
  listWithdrawals,
  payWithdrawal,
  rejectAdjustment,
  rejectDeposit,
  rejectWithdrawal,
  requestAdjustment,
} from '../../modules/funding/index.js';
import { findUserById } from '../../modules/identity/index.js';
import { findAsset, houseAccounts, liabilities, trialBalance } from '../../modules/ledger/index.js';
import { usdtPriceTicks } from '../../modules/marketdata/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const idField = z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' });
const paging = { page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(1).max(200).default(50) };
const reason = z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500);

export function registerFinanceRoutes(app: FastifyInstance, services: Services): void {
  const staff = { scope: 'admin' as const, auth: 'staff' as const };
  const { db, clock } = services;
  const withAccounts = async <T extends { user_id: string }>(items: T[]) => {
    const out = [];
    for (const item of items) {
      const user = await findUserById(db, BigInt(item.user_id));
      out.push({ ...item, account: displayAccount(user?.phone, user?.email) });
    }
    return out;
  };

  defineUntypedCall(app, services, {
    ...staff,
    name: 'deposits',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({ status: z.enum(['processing', 'success', 'refused']).optional(), ...paging }),
    summary: 'Deposit claims, by status',
    handler: async (input) => {
      const list = await listDeposits(db, { status: input.status, page: input.page, pageSize: input.page_size });
      return ok({ total: list.total, items: await withAccounts(list.items) });
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'depositVoucher',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({ id: idField }),
    summary: "A deposit's voucher image",
    binary: true,
    audit: { action: 'finance.viewVoucher', target: (input) => `deposit:${input.id}`, repeatWindowMs: 10 * 60_000 },
    handler: async (input) => {
      const image = await depositVoucher(db, services.images, { id: BigInt(input.id) });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('not_found');
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'approveDeposit',
    methods: ['POST'],
    permission: 'finance.review',
    input: z.object({ id: idField }),
    summary: 'Credit a deposit (once, however often called)',
    handler: async (input, ctx) => {
      const approved = await approveDeposit(db, clock, { id: BigInt(input.id), staff: ctx.staff.username });
      return approved.ok ? ok({}) : approved;
    },
    audit: { action: 'finance.approveDeposit', target: (input) => `deposit:${input.id}` },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'rejectDeposit',
    methods: ['POST'],
    permission: 'finance.review',
    input: z.object({ id: idField, reason }),
    summary: 'Refuse a deposit with the reason the user sees',
    handler: async (input, ctx) => {
      const rejected = await rejectDeposit(db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason });
      return rejected.ok ? ok({}) : rejected;
    },
    audit: { action: 'finance.rejectDeposit', target: (input) => `deposit:${input.id}`, details: (input) => ({ reason: input.reason }) },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'withdrawals',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({ status: z.enum(['processing', 'success', 'refused', 'failure']).optional(), ...paging }),
    summary: 'Withdrawal requests, by status',
    handler: async (input) => {
      const list = await listWithdrawals(db, { status: input.status, page: input.page, pageSize: input.page_size });
      return ok({ total: list.total, items: await withAccounts(list.items) });
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'payWithdrawal',
    methods: ['POST'],
    permission: 'finance.review',
    input: z.object({ id: idField, tx_hash: z.string().trim().default(''), reference: z.string().trim().default('') }),
    summary: 'Record a withdrawal as paid (chain transaction hash, or bank reference)',
    handler: async (input, ctx) => {
      const paid = await payWithdrawal(db, clock, { id: BigInt(input.id), staff: ctx.staff.username, txHash: input.tx_hash || input.reference });
      return paid.ok ? ok({}) : paid;
    },
    audit: {
      action: 'finance.payWithdrawal',
      target: (input) => `withdrawal:${input.id}`,
      details: (input) => ({ tx_hash: input.tx_hash || input.reference }),
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'rejectWithdrawal',
    methods: ['POST'],
    permission: 'finance.review',
    input: z.object({ id: idField, reason }),
    summary: 'Refuse a withdrawal: the frozen amount returns to available',
    handler: async (input, ctx) => {
      const rejected = await rejectWithdrawal(db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason });
      return rejected.ok ? ok({}) : rejected;
    },
    audit: { action: 'finance.rejectWithdrawal', target: (input) => `withdrawal:${input.id}`, details: (input) => ({ reason: input.reason }) },
  });

  registerAdjustmentsAndReports(app, services);
}

function registerAdjustmentsAndReports(app: FastifyInstance, services: Services): void {
  const staff = { scope: 'admin' as const, auth: 'staff' as const };
  const { db, clock, feed } = services;

  defineUntypedCall(app, services, {
    ...staff,
    name: 'adjust',
    methods: ['POST'],
    permission: 'finance.adjust',
    input: z.object({
      user_id: idField,
      account: z.string().default('exchange'),
      asset: z.string().min(1),
      amount: z.string().min(1, { message: 'amount_invalid' }),
      reason,
    }),
    summary: 'Adjust a user balance with a reason; above the threshold a second finance member approves',
    handler: async (input, ctx) => {
      const user = await findUserById(db, BigInt(input.user_id));
      if (!user) return fail('not_found', { field: 'user_id' });
      const price = await usdtPriceTicks(db, clock, feed, input.asset);
      const priceNumber = price ? Number(price.ticks) / 10 ** price.scale : 0;
      return requestAdjustment(db, clock, {
        userId: user.id,
        accountKind: input.account,
        asset: input.asset,
        amount: input.amount,
        reason: input.reason,
        staff: ctx.staff.username,
        usdtPriceOf: () => priceNumber,
      });
    },
    audit: {
      action: 'finance.adjust',
      target: (input) => `user:${input.user_id}`,
      details: (input, value) => ({ account: input.account, asset: input.asset, amount: input.amount, reason: input.reason, status: value?.status }),
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'adjustments',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({ status: z.enum(['pending', 'applied', 'rejected']).optional() }),
    summary: 'Manual adjustments, by status',
    handler: async (input) => ok({ items: await listAdjustments(db, input.status) }),
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'approveAdjustment',
    methods: ['POST'],
    permission: 'finance.adjust',
    input: z.object({ id: idField }),
    summary: 'Second approval of an adjustment above the threshold (not by its requester)',
    handler: async (input, ctx) => {
      const approved = await approveAdjustment(db, clock, { id: BigInt(input.id), staff: ctx.staff.username });
      return approved.ok ? ok({}) : approved;
    },
    audit: { action: 'finance.approveAdjustment', target: (input) => `adjustment:${input.id}` },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'rejectAdjustment',
    methods: ['POST'],
    permission: 'finance.adjust',
    input: z.object({ id: idField, reason }),
    summary: 'Refuse a pending adjustment, with a reason',
    handler: async (input, ctx) => {
      const rejected = await rejectAdjustment(db, clock, { id: BigInt(input.id), staff: ctx.staff.username });
      return rejected.ok ? ok({}) : rejected;
    },
    audit: { action: 'finance.rejectAdjustment', target: (input) => `adjustment:${input.id}`, details: (input) => ({ reason: input.reason }) },
  });

  const scaleOf = async (asset: string) => (await findAsset(db, asset))?.scale ?? 0;
  const signed = (value: bigint, scale: number) => (value < 0n ? `-${formatUnits(-value, scale)}` : formatUnits(value, scale));

  defineUntypedCall(app, services, {
    ...staff,
    name: 'houseAccounts',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({}),
    summary: "The house's own accounts",
    handler: async () => {
      const items = [];
      for (const row of await houseAccounts(db)) items.push({ code: row.code, asset: row.asset, balance: signed(row.balance, await scaleOf(row.asset)) });
      return ok({ items });
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'trialBalance',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({}),
    summary: 'Trial balance: every asset must sum to zero across all accounts',
    handler: async () => {
      const result = await trialBalance(db);
      const items = [];
      for (const r of result.rows) {
        const scale = await scaleOf(r.asset);
        items.push({ asset: r.asset, debits: formatUnits(r.debits, scale), credits: formatUnits(r.credits, scale), sum: signed(r.sum, scale) });
      }
      return ok({ ok: result.ok, items });
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'liabilities',
    methods: ['GET'],
    permission: 'finance.read',
    input: z.object({}),
    summary: 'What the platform owes its users, per asset',
    handler: async () => {
      const items = [];
      for (const r of await liabilities(db)) {
        const scale = await scaleOf(r.asset);
        items.push({
          asset: r.asset,
          available: formatUnits(r.available, scale),
          frozen: formatUnits(r.frozen, scale),
          total: formatUnits(r.available + r.frozen, scale),
          users: r.users,
        });
      }
      return ok({ items });
    },
  });
}
