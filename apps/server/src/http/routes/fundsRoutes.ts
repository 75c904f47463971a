import { fail, formatUnits, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addWithdrawAddress,
  assetOverview,
  deleteWithdrawAddress,
  depositVoucher,
  describeWithdrawRules,
  listDepositChannels,
  listDeposits,
  listWithdrawAddresses,
  listWithdrawals,
  loadWithdrawState,
  requestWithdrawal,
  submitDeposit,
} from '../../modules/funding/index.js';
import {
  changeTransactionPassword,
  getReceivingSettings,
  saveReceivingSettings,
  setTransactionPassword,
  transactionPasswordState,
} from '../../modules/identity/index.js';
import { availableBalance, listAccountLog, listAssets, transferBetweenAccounts } from '../../modules/ledger/index.js';
import { readSettings } from '../../modules/settings/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const requestId = z.string({ message: 'request_id_invalid' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'request_id_invalid' });
const paging = { page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(1).max(100).default(20) };
const text = (max: number) => z.string().trim().max(max).default('');
const idField = z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' });
const tpwd = z.string({ message: 'tpwd_format' }).default('');

export function registerFundsRoutes(app: FastifyInstance, services: Services): void {
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, clock, feed, images } = services;

  defineUntypedCall(app, services, {
    ...user,
    name: 'getAsset2',
    methods: ['GET'],
    input: z.object({}),
    summary: "The user's balances per account type (exchange, contract, futures) with USDT values",
    handler: async (_input, ctx) => ok(await assetOverview(db, clock, feed, ctx.userId)),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'transfer',
    methods: ['POST'],
    input: z.object({ asset: z.string().min(1), amount: z.string({ message: 'amount_invalid' }), from: z.string(), to: z.string(), request_id: requestId }),
    summary: "Move an asset between the user's own accounts",
    rateLimitPerMinute: 60,
    handler: (input, ctx) =>
      transferBetweenAccounts(db, {
        userId: ctx.userId,
        asset: input.asset,
        amount: input.amount,
        from: input.from,
        to: input.to,
        requestId: input.request_id,
      }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getDealList',
    methods: ['GET'],
    input: z.object({
      type: z.string().max(40).optional(),
      account: z.string().max(20).optional(),
      asset: z.string().max(12).optional(),
      start: z.coerce.date().optional(),
      end: z.coerce.date().optional(),
      ...paging,
    }),
    summary: 'Account log: every ledger entry that touched the user, filterable',
    handler: async (input, ctx) => {
      const { items, total } = await listAccountLog(db, {
        userId: ctx.userId,
        reason: input.type || undefined,
        kind: input.account || undefined,
        asset: input.asset || undefined,
        start: input.start,
        end: input.end,
        page: input.page,
        pageSize: input.page_size,
      });
      const scales = new Map((await listAssets(db)).map((a) => [a.code, a.scale]));
      const signed = (value: string, scale: number) => {
        const units = BigInt(value);
        return units < 0n ? `-${formatUnits(-units, scale)}` : formatUnits(units, scale);
      };
      return ok({
        total,
        reasons: ['deposit', 'withdrawal_freeze', 'withdrawal', 'withdrawal_unfreeze', 'transfer', 'adjustment'],
        items: items.map((e) => {
          const scale = scales.get(e.asset) ?? 0;
          return {
            id: String(e.id),
            at: e.at.toISOString(),
            reason: e.reason,
            account: e.kind,
            asset: e.asset,
            available: e.bucket === 'available' ? signed(e.amount, scale) : '0',
            frozen: e.bucket === 'frozen' ? signed(e.amount, scale) : '0',
            available_after: signed(e.availableAfter, scale),
            frozen_after: signed(e.frozenAfter, scale),
            memo: e.memo,
            ref: `${e.causeType}:${e.causeId}`,
          };
        }),
      });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getDepositChannels',
    methods: ['GET'],
    input: z.object({}),
    summary: 'Where to send each asset; `configured` false means no real address is set up',
    handler: async () => {
      const channels = await listDepositChannels(db);
      return ok({
        channels: channels.map((c) => ({
          asset: c.asset,
          chain: c.chain,
          address: c.address,
          configured: c.configured,
          min_amount: formatUnits(BigInt(c.minAmount), 0),
          notice: c.asset === 'USDT' ? 'simple_send_only' : '',
        })),
      });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'recharge',
    methods: ['POST'],
    input: z.object({
      asset: z.string().min(1),
      chain: z.string().min(1),
      amount: z.string({ message: 'amount_invalid' }).min(1, { message: 'amount_invalid' }),
      description: text(500),
      request_id: requestId,
      voucher: z.instanceof(Buffer).optional(),
    }),
    summary: 'Declare a deposit with its voucher image (multipart; JPG/PNG under 8 MB)',
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      submitDeposit(db, images, {
        userId: ctx.userId,
        asset: input.asset,
        chain: input.chain,
        amount: input.amount,
        description: input.description,
        voucher: input.voucher,
        requestId: input.request_id,
      }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getDeposits',
    methods: ['GET'],
    input: z.object(paging),
    summary: "The user's deposits (records)",
    handler: async (input, ctx) => ok(await listDeposits(db, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getVoucher',
    methods: ['GET'],
    input: z.object({ id: idField }),
    summary: "A deposit's voucher image (its owner only)",
    binary: true,
    handler: async (input, ctx) => {
      const image = await depositVoucher(db, images, { id: BigInt(input.id), userId: ctx.userId });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('not_found');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getWithdrawRules',
    methods: ['GET'],
    input: z.object({ asset: z.string().default('USDT') }),
    summary: 'Every withdrawal rule and where the user stands, shown before submitting',
    handler: async (_input, ctx) => {
      const settings = await readSettings(db);
      const state = await loadWithdrawState(db, clock, ctx.userId);
      const available = await availableBalance(db, ctx.userId, 'exchange', 'USDT');
      return ok({ asset: 'USDT', chain: 'ERC20', ...describeWithdrawRules(settings, state), available: formatUnits(available, 6) });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'withdraw',
    methods: ['POST'],
    input: z.object({
      asset: z.string().default('USDT'),
      chain: z.string().default('ERC20'),
      address: text(120),
      tag: text(64),
      amount: z.string().default(''),
      tpwd,
      request_id: requestId,
    }),
    summary: 'Request an on-chain withdrawal; the amount is frozen until finance pays or refuses',
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      requestWithdrawal(db, clock, {
        userId: ctx.userId,
        target: { method: 'chain', asset: input.asset, chain: input.chain, address: input.address, tag: input.tag },
        amount: input.amount,
        tpwd: input.tpwd,
        requestId: input.request_id,
      }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'withdrawBank',
    methods: ['POST'],
    input: z.object({
      amount: z.string().default(''),
      bank_name: text(100).refine((v) => v.length > 0, { message: 'withdraw_fields_empty' }),
      bank_account: text(64).refine((v) => v.length > 0, { message: 'withdraw_fields_empty' }),
      swift: text(11).refine((v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v), { message: 'invalid_input' }),
      bank_address: text(200),
      payee_name: text(100).refine((v) => v.length > 0, { message: 'withdraw_fields_empty' }),
      payee_phone: text(32),
      payee_address: text(200),
      tpwd,
      request_id: requestId,
    }),
    summary: 'Request a bank-card withdrawal (USDT value), reviewed like on-chain ones',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => {
      const { amount, tpwd: password, request_id, ...bank } = input;
      return requestWithdrawal(db, clock, { userId: ctx.userId, target: { method: 'bank', bank }, amount, tpwd: password, requestId: request_id });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getWithdrawals',
    methods: ['GET'],
    input: z.object(paging),
    summary: "The user's withdrawals (records)",
    handler: async (input, ctx) => ok(await listWithdrawals(db, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });

  registerAddressAndPasswordCalls(app, services);
}

function registerAddressAndPasswordCalls(app: FastifyInstance, services: Services): void {
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    ...user,
    name: 'getWithdrawAddresses',
    methods: ['GET'],
    input: z.object({}),
    summary: 'The withdrawal address book',
    handler: async (_input, ctx) => ok({ items: await listWithdrawAddresses(db, ctx.userId) }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'addCollectCurrenct',
    methods: ['POST'],
    input: z.object({
      currency: z.string().min(1).max(12),
      chain: z.string().min(1).max(20),
      address: z.string({ message: 'address_invalid' }).min(1, { message: 'address_invalid' }),
      remark: text(100),
      tag: text(64),
    }),
    summary: 'Add a withdrawal address (ERC20 addresses need a valid EIP-55 checksum)',
    handler: (input, ctx) => addWithdrawAddress(db, { userId: ctx.userId, ...input }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'deleteWithdrawAddress',
    methods: ['POST'],
    input: z.object({ id: idField }),
    summary: 'Remove a withdrawal address',
    handler: async (input, ctx) => {
      const deleted = await deleteWithdrawAddress(db, ctx.userId, BigInt(input.id));
      return deleted.ok ? ok({}) : deleted;
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'hasTpassword',
    methods: ['GET'],
    input: z.object({}),
    summary: 'Whether a transaction password is set (and locked until when)',
    handler: async (_input, ctx) => {
      const state = await transactionPasswordState(db, ctx.userId);
      return ok({ set: state.set, locked_until: state.lockedUntil?.toISOString() ?? null });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'saveTpwd',
    methods: ['POST'],
    input: z.object({ tpwd, tpwd2: tpwd }),
    summary: 'Set the 6-digit transaction password (when none is set)',
    rateLimitPerMinute: 10,
    handler: async (input, ctx) => {
      const saved = await setTransactionPassword(db, { userId: ctx.userId, tpwd: input.tpwd, tpwd2: input.tpwd2 });
      return saved.ok ? ok({}) : saved;
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'updateTpassword',
    methods: ['POST'],
    input: z.object({ old_tpwd: tpwd, tpwd, tpwd2: tpwd }),
    summary: 'Change the transaction password (the old one is required)',
    rateLimitPerMinute: 10,
    handler: async (input, ctx) => {
      const changed = await changeTransactionPassword(db, clock, {
        userId: ctx.userId,
        oldTpwd: input.old_tpwd,
        tpwd: input.tpwd,
        tpwd2: input.tpwd2,
        origin: ctx.origin,
      });
      return changed.ok ? ok({}) : changed;
    },
  });

  const receiveFields = z.object({
    name: text(100),
    bank_name: text(100),
    bank_number: text(64),
    alipay_account: text(100),
    weixin_nickname: text(100),
    weixin_account: text(100),
  });
  defineUntypedCall(app, services, {
    ...user,
    name: 'getReceive',
    methods: ['GET'],
    input: z.object({}),
    summary: 'Receiving (collection) settings',
    handler: async (_input, ctx) => ok(await getReceivingSettings(db, ctx.userId)),
  });
  defineUntypedCall(app, services, {
    ...user,
    name: 'saveReceive',
    methods: ['POST'],
    input: receiveFields,
    summary: 'Save receiving (collection) settings',
    handler: async (input, ctx) => {
      await saveReceivingSettings(db, ctx.userId, input);
      return ok({});
    },
  });
}
