import { z } from 'zod';
import { decimalString, defineCalls, idString, isoTime, noInput, pageOf, pagingFields } from './define.js';

/**
 * On-chain USDT deposits (issue 21): which mode the platform runs in, the user's own deposit address,
 * and the transfers seen to it with their confirmations. In voucher mode (nothing configured) only
 * getFundingMode answers; the other calls refuse with `chain_not_configured`.
 */

export const FUNDING_MODES = ['voucher', 'chain'] as const;
export type FundingMode = (typeof FUNDING_MODES)[number];

/** What the deposit page states in chain mode: network, token, minimum and confirmations before credit. */
export const chainDepositTermsSchema = z.object({
  /** 'Ethereum' for chain id 1; otherwise the network's name or its id. */
  network: z.string(),
  chain_id: z.number().int(),
  /** Token standard: 'ERC-20'. */
  standard: z.string(),
  asset: z.string(),
  token_contract: z.string(),
  /** Transfers below it are recorded but not credited. */
  min_amount: decimalString,
  /** Confirmations (blocks on top, its own included) before a deposit is credited. */
  confirmations: z.number().int(),
});
export type ChainDepositTerms = z.infer<typeof chainDepositTermsSchema>;

export const fundingModeSchema = z.object({ mode: z.enum(FUNDING_MODES), chain: chainDepositTermsSchema.nullable() });
export type FundingModeView = z.infer<typeof fundingModeSchema>;

export const depositAddressSchema = chainDepositTermsSchema.extend({ address: z.string() });
export type DepositAddressView = z.infer<typeof depositAddressSchema>;

export const CHAIN_DEPOSIT_STATES = ['seen', 'credited', 'reorged', 'below_minimum'] as const;
export type ChainDepositState = (typeof CHAIN_DEPOSIT_STATES)[number];

/** One transfer to the user's address as the watcher saw it. */
export const chainDepositViewSchema = z.object({
  id: idString,
  /** The deposit record it opened (web/getDeposits). */
  deposit_id: idString,
  asset: z.string(),
  amount: decimalString,
  tx_hash: z.string(),
  block_number: z.string(),
  status: z.enum(CHAIN_DEPOSIT_STATES),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  seen_at: isoTime,
  settled_at: isoTime.nullable(),
});
export type ChainDepositView = z.infer<typeof chainDepositViewSchema>;

/**
 * WebSocket `chain_deposits` (after auth, no subscription): a transfer to the user's address was
 * seen, gained confirmations, was credited or reorged away. The page re-reads web/getChainDeposits.
 */
export const CHAIN_DEPOSITS_CHANNEL = 'chain_deposits';
export interface ChainDepositNotice {
  chain_deposit_id: string;
}

export const chainCalls = defineCalls({
  getFundingMode: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: fundingModeSchema,
    summary: 'Which deposit mode is active: vouchers reviewed by finance, or USDT (ERC-20) watched on chain with its terms',
  },
  /** A POST because the first call allocates the address (no GET changes state); no request id: every call after the first answers the same address. */
  openDepositAddress: {
    verbs: ['POST'],
    access: 'user',
    input: noInput,
    output: depositAddressSchema,
    summary:
      "The user's own USDT (ERC-20) deposit address (allocated on the first call, then always the same) with the network, token, minimum and confirmations",
  },
  getChainDeposits: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields(50), open: z.enum(['true', 'false']).default('false') }),
    output: pageOf(chainDepositViewSchema),
    summary: "Transfers seen to the user's deposit address, newest first, with confirmations; open=true: only those not yet credited",
  },
});

/** A staff alert of the chain watcher. */
export const chainAlertViewSchema = z.object({
  id: idString,
  /** The deposit watcher's (credited_deposit_reorged) or the payout side's (contract/chainPayouts.ts). */
  kind: z.enum(['credited_deposit_reorged', 'payout_reverted', 'sweep_reverted', 'manual_payout_reverted', 'reconciliation_difference', 'nonce_taken']),
  /** The payout side's subject ('withdrawal:<id>', 'sweep:<id>', 'reconciliation:<difference>', 'outgoing:<id>'), null for a deposit's alert. */
  subject: z.string().nullable(),
  /** Everything the alert recorded (hashes, block numbers, reconciliation terms in token units). */
  detail: z.record(z.string(), z.string()),
  chain_deposit_id: idString.nullable(),
  user_id: idString.nullable(),
  account: z.string(),
  tx_hash: z.string(),
  amount: decimalString,
  asset: z.string(),
  block_number: z.string(),
  credited_block_hash: z.string(),
  current_block_hash: z.string(),
  raised_at: isoTime,
});
export type ChainAlertView = z.infer<typeof chainAlertViewSchema>;

export const chainDeskCalls = defineCalls({
  chainAlerts: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: z.object(pagingFields()),
    output: pageOf(chainAlertViewSchema),
    summary:
      'Chain alerts for staff, newest first: a credited deposit whose block is no longer on the chain, a payout or sweep that reverted, a reconciliation difference, a nonce taken by a transaction the signer never signed',
  },
});
