import { z } from 'zod';
import { decimalString, defineCalls, emptyOutput, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * The hot wallet's desk (issue 21, second half, finance): what the signer process sends on chain —
 * withdrawals paid from the hot wallet, gas sent to deposit addresses, sweeps from them — with every
 * signed attempt, its confirmations and the gas it cost; the wallet's limits, today's use and the last
 * reconciliation; and the two actions: send an approved withdrawal from the hot wallet, and record
 * the house's own USDT put into it.
 */

export const OUTGOING_KIND_VALUES = ['payout', 'gas_funding', 'sweep'] as const;
export type OutgoingKindValue = (typeof OUTGOING_KIND_VALUES)[number];
export const OUTGOING_STATE_VALUES = ['queued', 'sent', 'mined', 'confirmed', 'reverted', 'dropped'] as const;
export type OutgoingStateValue = (typeof OUTGOING_STATE_VALUES)[number];
/**
 * How a hot-wallet payout can end without paying (a revert, or its nonce taken by someone else): the
 * withdrawal is back with finance, to pay by hand or refuse, and no longer counts against the day's limit.
 */
export const PAYOUT_RETURNED_STATES = ['reverted', 'dropped'] as const satisfies readonly OutgoingStateValue[];
export function payoutReturned(status: OutgoingStateValue): boolean {
  return (PAYOUT_RETURNED_STATES as readonly OutgoingStateValue[]).includes(status);
}

/** One signed transaction of an outgoing (the first, or a replacement under the same nonce). Fees in gwei. */
export const outgoingAttemptSchema = z.object({
  attempt: z.number().int(),
  tx_hash: z.string(),
  max_fee_gwei: decimalString,
  max_priority_fee_gwei: decimalString,
  signed_at: isoTime,
  /** Null: stored but not broadcast yet (the signer sends it on its next pass). */
  broadcast_at: isoTime.nullable(),
  /** This is the attempt that was mined. */
  mined: z.boolean(),
});
export type OutgoingAttempt = z.infer<typeof outgoingAttemptSchema>;

export const outgoingViewSchema = z.object({
  id: idString,
  kind: z.enum(OUTGOING_KIND_VALUES),
  /** The withdrawal (payout) or the sweep (gas_funding, sweep). */
  subject_id: idString,
  from_address: z.string(),
  to_address: z.string(),
  /** USDT for a token transfer, ETH for gas sent. */
  asset: z.string(),
  amount: decimalString,
  nonce: z.string().nullable(),
  status: z.enum(OUTGOING_STATE_VALUES),
  /** The mined attempt's hash, else the latest attempt's, else ''. */
  tx_hash: z.string(),
  block_number: z.string().nullable(),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  /** Ether the mined attempt burnt as gas (posted to the house's gas expense), or null before it is mined. */
  gas_paid_eth: decimalString.nullable(),
  created_by: z.string(),
  created_at: isoTime,
  settled_at: isoTime.nullable(),
  attempts: z.array(outgoingAttemptSchema),
});
export type OutgoingView = z.infer<typeof outgoingViewSchema>;

export const reconciliationViewSchema = z.object({
  ran_at: isoTime,
  /** USDT on chain: hot wallet + deposit addresses. */
  on_chain: decimalString,
  /** What the ledger says should be there, with the known timing gaps. */
  expected: decimalString,
  difference: decimalString,
  /** Each term: hot_wallet, deposit_addresses, credited_deposits, hot_wallet_payouts, float, uncredited_transfers, payouts_in_flight (USDT). */
  terms: z.record(z.string(), decimalString),
});
export type ReconciliationView = z.infer<typeof reconciliationViewSchema>;

export const hotWalletViewSchema = z.object({
  /** Chain mode is configured in the web process (CHAIN_RPC_URL…). */
  chain_mode: z.boolean(),
  /** The address the signer registered; null until a signer has started. */
  address: z.string().nullable(),
  next_nonce: z.string().nullable(),
  /** Limits (settings hot_wallet_max_tx_usdt, hot_wallet_max_day_usdt) and what today's payouts used (Hong Kong day), USDT. */
  per_transaction: decimalString,
  per_day: decimalString,
  used_today: decimalString,
  required_confirmations: z.number().int(),
  /** The house's USDT put into the hot wallet (ledger account hot_wallet_float). */
  float: decimalString,
  reconciliation: reconciliationViewSchema.nullable(),
});
export type HotWalletView = z.infer<typeof hotWalletViewSchema>;

const msg = { message: 'invalid_input' } as const;
const financeRead = { verbs: ['GET'], access: 'staff', permission: 'finance.read' } as const;

export const chainPayoutDeskCalls = defineCalls({
  hotWallet: {
    ...financeRead,
    input: noInput,
    output: hotWalletViewSchema,
    summary: "The hot wallet: its address and next nonce, its limits and today's use, its float and the last reconciliation",
  },
  chainOutgoing: {
    ...financeRead,
    input: z.object({ kind: z.enum(OUTGOING_KIND_VALUES, msg).optional(), withdrawal_id: idField.optional(), ...pagingFields(100) }),
    output: pageOf(outgoingViewSchema),
    summary: 'What the signer sends on chain, newest first: payouts, gas funding and sweeps, each with its attempts and confirmations',
  },
  sendWithdrawalOnChain: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ id: idField, request_id: requestIdField }),
    output: emptyOutput,
    summary:
      'Approve a USDT (ERC-20) withdrawal for the hot wallet: within its limits it is queued for the signer; above them it is refused and stays for the cold-wallet flow',
  },
  recordHotWalletFloat: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({
      amount: z.string({ message: 'amount_invalid' }).regex(/^-?\d{1,12}(\.\d{1,6})?$/, { message: 'amount_invalid' }),
      memo: z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500, msg),
      request_id: requestIdField,
    }),
    output: emptyOutput,
    summary: "Record the house's own USDT put into (or, negative, taken out of) the hot wallet, so reconciliation expects it on chain",
  },
});
