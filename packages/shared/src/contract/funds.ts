import { z } from 'zod';
import { REQUIREMENTS } from '../featureGates.js';
import { POSTING_REASONS, USER_LEDGER_ACCOUNTS } from '../ledger.js';
import { SECURITY_EVENT_KINDS } from '../security.js';
import { OUTGOING_STATE_VALUES } from './chainPayouts.js';
import { binaryOutput, decimalString, defineCalls, emptyOutput, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

// ---------- Answers ----------

/** One asset of one account type (web/getAsset2 and the `balances` push). */
export const assetRowSchema = z.object({
  asset: z.string(),
  name: z.string(),
  /** Decimals the balances are shown with (the asset's display scale); the amounts carry the full precision. */
  display_scale: z.number().int(),
  available: decimalString,
  frozen: decimalString,
  value_usdt: decimalString,
});
export type AssetRow = z.infer<typeof assetRowSchema>;

/** Each account type users trade from, then `earn`: USDT held in custody under earn products, with its interest. */
export const assetAccountSchema = z.object({ type: z.enum(USER_LEDGER_ACCOUNTS), total_usdt: decimalString, rows: z.array(assetRowSchema) });
export type AssetAccount = z.infer<typeof assetAccountSchema>;

/** web/getAsset2: every asset appears in every account type. */
export const assetOverviewSchema = z.object({ total_usdt: decimalString, accounts: z.array(assetAccountSchema) });
export type AssetOverview = z.infer<typeof assetOverviewSchema>;

/** `{id}` of what a call created (a posting, a deposit, a withdrawal, an address). */
export const createdIdSchema = z.object({ id: idString });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** One ledger entry of the user's account log; `available`/`frozen` are signed changes. */
export const dealEntrySchema = z.object({
  id: idString,
  at: isoTime,
  reason: z.enum(POSTING_REASONS),
  account: z.enum(USER_LEDGER_ACCOUNTS),
  asset: z.string(),
  available: decimalString,
  frozen: decimalString,
  available_after: decimalString,
  frozen_after: decimalString,
  memo: z.string(),
  /** `<cause type>:<cause id>` of the posting. */
  ref: z.string(),
});
export type DealEntry = z.infer<typeof dealEntrySchema>;

/** web/getDealList: a page of the account log and every reason the filter offers. */
export const dealListSchema = pageOf(dealEntrySchema).extend({ reasons: z.array(z.enum(POSTING_REASONS)) });
export type DealList = z.infer<typeof dealListSchema>;

export const depositChannelSchema = z.object({
  asset: z.string(),
  chain: z.string(),
  address: z.string(),
  /** False: this installation has no real deposit address (nothing may be sent to it). */
  configured: z.boolean(),
  min_amount: decimalString,
  /** A code the page words from its catalogue ('' for none). */
  notice: z.enum(['simple_send_only', '']),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const DEPOSIT_STATUSES = ['processing', 'success', 'refused'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A deposit as its owner sees it (web/getDeposits). */
export const depositRecordSchema = z.object({
  id: idString,
  asset: z.string(),
  chain: z.string(),
  amount: decimalString,
  description: z.string(),
  /** 'voucher': claimed with a voucher, decided by finance; 'chain': seen on chain, credited after its confirmations (web/getChainDeposits). */
  source: z.enum(['voucher', 'chain']),
  status: z.enum(DEPOSIT_STATUSES),
  /** Finance's reason when refused ('' otherwise); for a chain deposit a code: chain_reorged, below_minimum. */
  reason: z.string(),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

/** Bank payee details of a bank-card withdrawal (web/withdrawBank), as stored with the request. */
export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  bank_account: z.string(),
  swift: z.string(),
  bank_address: z.string(),
  payee_name: z.string(),
  payee_phone: z.string(),
  payee_address: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const WITHDRAWAL_STATUSES = ['processing', 'success', 'refused', 'failure'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal as its owner sees it (web/getWithdrawals); `arrive` is amount − fee. */
export const withdrawalRecordSchema = z.object({
  id: idString,
  method: z.enum(['chain', 'bank']),
  asset: z.string(),
  chain: z.string(),
  address: z.string(),
  tag: z.string(),
  amount: decimalString,
  fee: decimalString,
  arrive: decimalString,
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string(),
  /** The chain transaction hash, or the bank reference, once paid. */
  tx_hash: z.string(),
  bank: bankDetailsSchema.nullable(),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
  /**
   * Chain mode: the withdrawal's transaction as the chain watcher follows it (sent by the hot wallet, or
   * the hash finance paid from the cold wallet), with its confirmations; null when nothing is on chain.
   */
  on_chain: z
    .object({
      source: z.enum(['hot_wallet', 'manual']),
      status: z.enum(OUTGOING_STATE_VALUES),
      confirmations: z.number().int(),
      required_confirmations: z.number().int(),
    })
    .nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const withdrawChannelSchema = z.object({ asset: z.string(), chain: z.string() });
export type WithdrawChannel = z.infer<typeof withdrawChannelSchema>;

export const withdrawGatesSchema = z.object({
  withdraw: z.array(z.enum(REQUIREMENTS)),
  withdraw_large: z.array(z.enum(REQUIREMENTS)),
  /** Amounts from this many USDT are large withdrawals. */
  large_threshold: z.string(),
});
export type WithdrawGates = z.infer<typeof withdrawGatesSchema>;

/** web/getWithdrawRules: every rule that binds a withdrawal and where the user stands, shown before submitting. */
export const withdrawRulesSchema = z.object({
  asset: z.string(),
  chain: z.string(),
  min: decimalString,
  max: decimalString,
  fee: decimalString,
  per_day: z.number().int(),
  window: z.object({
    /** Opening and closing hour in `tz` (12 and 24: 24 is midnight). */
    start: z.number().int(),
    end: z.number().int(),
    /** IANA zone of the window. */
    tz: z.string(),
    open: z.boolean(),
    /** When the window next opens, as the server words it ("2026-11-22 12:00 HKT"). */
    opens_at: z.string(),
    opens_at_iso: isoTime,
  }),
  requests_today: z.number().int(),
  turnover: z.object({ required: decimalString, achieved: decimalString, remaining: decimalString, ratio_pct: z.number() }),
  transaction_password: z.union([z.literal(0), z.literal(1)]),
  allowed: z.array(withdrawChannelSchema),
  /** The feature-gate requirements still missing for a withdrawal and for a large one (spec §6). */
  gates: withdrawGatesSchema,
  /** Set while withdrawals are held after a security change (spec §9). */
  withdraw_hold: z.object({ until: isoTime, kind: z.enum(SECURITY_EVENT_KINDS), at: isoTime }).nullable(),
  /** The exchange account's available USDT. */
  available: decimalString,
});
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

export const withdrawAddressSchema = z.object({
  id: idString,
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  remark: z.string(),
  tag: z.string(),
});
export type WithdrawAddress = z.infer<typeof withdrawAddressSchema>;

export const tpasswordStateSchema = z.object({ set: z.union([z.literal(0), z.literal(1)]), locked_until: isoTime.nullable() });
export type TpasswordState = z.infer<typeof tpasswordStateSchema>;

/** Collection (receiving) settings (spec §3): web/getReceive, web/saveReceive. */
export const receivingSettingsSchema = z.object({
  name: z.string(),
  bank_name: z.string(),
  bank_number: z.string(),
  alipay_account: z.string(),
  weixin_nickname: z.string(),
  weixin_account: z.string(),
});
export type ReceivingSettings = z.infer<typeof receivingSettingsSchema>;

// ---------- Requests ----------

const text = (max: number) => z.string().trim().max(max).default('');
const tpwd = z.string({ message: 'tpwd_format' }).default('');
const required = (max: number) => text(max).refine((v) => v.length > 0, { message: 'withdraw_fields_empty' });

/** An instant a list is filtered by: ISO 8601, from 1970 to 9999 (beyond, PostgreSQL refuses the timestamp). */
const filterTime = z.coerce
  .date({ message: 'invalid_input' })
  .min(new Date('1970-01-01T00:00:00Z'), { message: 'invalid_input' })
  .max(new Date('9999-12-31T23:59:59.999Z'), { message: 'invalid_input' });

/** web/getDealList: filters of the account log. `end` is exclusive (an instant, or a date's midnight UTC). */
export const dealListInputSchema = z.object({
  type: z.enum(POSTING_REASONS, { message: 'invalid_input' }).optional(),
  account: z.enum(USER_LEDGER_ACCOUNTS, { message: 'invalid_input' }).optional(),
  asset: z.string().max(12).optional(),
  start: filterTime.optional(),
  end: filterTime.optional(),
  ...pagingFields(),
});
export type DealFilters = z.input<typeof dealListInputSchema>;

export const withdrawBankInputSchema = z.object({
  amount: z.string().default(''),
  bank_name: required(100),
  bank_account: required(64),
  swift: text(11).refine((v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v), { message: 'invalid_input' }),
  bank_address: text(200),
  payee_name: required(100),
  payee_phone: text(32),
  payee_address: text(200),
  tpwd,
  request_id: requestIdField,
});

export const receivingSettingsInputSchema = z.object({
  name: text(100),
  bank_name: text(100),
  bank_number: text(64),
  alipay_account: text(100),
  weixin_nickname: text(100),
  weixin_account: text(100),
});

// ---------- Calls ----------

const read = { verbs: ['GET'], access: 'user' } as const;
/** State changes: POST only, applied once per request id. */
const change = { verbs: ['POST'], access: 'user', idempotent: true } as const;
const once = { request_id: requestIdField };

export const fundsCalls = defineCalls({
  getAsset2: {
    ...read,
    input: noInput,
    output: assetOverviewSchema,
    summary: "The user's balances per account type (exchange, contract, futures) with USDT values",
  },
  transfer: {
    ...change,
    input: z.object({
      asset: z.string().min(1).max(12),
      amount: z.string({ message: 'amount_invalid' }),
      from: z.string().max(20),
      to: z.string().max(20),
      ...once,
    }),
    output: createdIdSchema,
    summary: "Move an asset between the user's own accounts",
  },
  getDealList: {
    ...read,
    input: dealListInputSchema,
    output: dealListSchema,
    summary: 'Account log: every ledger entry that touched the user, filterable by reason (any posting reason), account, asset and time',
  },
  getDepositChannels: {
    ...read,
    input: noInput,
    output: z.object({ channels: z.array(depositChannelSchema) }),
    summary: 'Where to send each asset; `configured` false means no real address is set up',
  },
  recharge: {
    ...change,
    upload: true,
    input: z.object({
      asset: z.string().min(1).max(12),
      chain: z.string().min(1).max(20),
      amount: z.string({ message: 'amount_invalid' }).min(1, { message: 'amount_invalid' }),
      description: text(500),
      /** The file's bytes on the server; `Buffer` is looked up lazily because browsers have none. */
      voucher: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(),
      ...once,
    }),
    output: createdIdSchema,
    summary: 'Declare a deposit with its voucher image (multipart: asset, chain, amount, description, request_id, file voucher; JPG/PNG under 8 MB)',
  },
  getDeposits: { ...read, input: z.object(pagingFields()), output: pageOf(depositRecordSchema), summary: "The user's deposits (records)" },
  getVoucher: {
    ...read,
    binary: true,
    input: z.object({ id: idField }),
    output: binaryOutput,
    summary: "A deposit's voucher image (its owner only)",
  },
  getWithdrawRules: {
    ...read,
    input: z.object({ asset: z.string().max(12).default('USDT') }),
    output: withdrawRulesSchema,
    summary: 'Every withdrawal rule and where the user stands, shown before submitting',
  },
  withdraw: {
    ...change,
    input: z.object({
      asset: z.string().max(12).default('USDT'),
      chain: z.string().max(20).default('ERC20'),
      address: text(120),
      tag: text(64),
      amount: z.string().max(40).default(''),
      tpwd,
      ...once,
    }),
    output: createdIdSchema,
    summary: 'Request an on-chain withdrawal; the amount is frozen until finance pays or refuses',
  },
  withdrawBank: {
    ...change,
    input: withdrawBankInputSchema,
    output: createdIdSchema,
    summary: 'Request a bank-card withdrawal (USDT value), reviewed like on-chain ones',
  },
  getWithdrawals: { ...read, input: z.object(pagingFields()), output: pageOf(withdrawalRecordSchema), summary: "The user's withdrawals (records)" },
  getWithdrawAddresses: { ...read, input: noInput, output: z.object({ items: z.array(withdrawAddressSchema) }), summary: 'The withdrawal address book' },
  addCollectCurrenct: {
    ...change,
    input: z.object({
      currency: z.string().min(1).max(12),
      chain: z.string().min(1).max(20),
      address: z.string({ message: 'address_invalid' }).min(1, { message: 'address_invalid' }).max(120, { message: 'address_invalid' }),
      remark: text(100),
      tag: text(64),
      ...once,
    }),
    output: createdIdSchema,
    summary: 'Add a withdrawal address (ERC20 addresses need a valid EIP-55 checksum)',
  },
  deleteWithdrawAddress: { ...change, input: z.object({ id: idField, ...once }), output: emptyOutput, summary: 'Remove a withdrawal address' },
  hasTpassword: { ...read, input: noInput, output: tpasswordStateSchema, summary: 'Whether a transaction password is set (and locked until when)' },
  saveTpwd: {
    ...change,
    input: z.object({ tpwd, tpwd2: tpwd, ...once }),
    output: emptyOutput,
    summary: 'Set the 6-digit transaction password (when none is set)',
  },
  updateTpassword: {
    ...change,
    input: z.object({ old_tpwd: tpwd, tpwd, tpwd2: tpwd, ...once }),
    output: emptyOutput,
    summary: 'Change the transaction password (the old one is required)',
  },
  getReceive: { ...read, input: noInput, output: receivingSettingsSchema, summary: 'Receiving (collection) settings' },
  saveReceive: {
    ...change,
    input: receivingSettingsInputSchema.extend(once),
    output: emptyOutput,
    summary: 'Save receiving (collection) settings',
  },
});
