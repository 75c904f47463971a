import { type BankDetails, fail, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { checkTransactionPassword } from '../identity/index.js';
import { postEntries } from '../ledger/index.js';
import { currentRuleVersion } from '../rules/index.js';
import { readSettings } from '../settings/index.js';
import { isValidAddress } from './addressFormats.js';
import { fundingKeys } from './fundingKeys.js';
import { withdrawals } from './schema.js';
import { feeUnits, firstBrokenRule, USDT_SCALE, WITHDRAW_CHANNELS } from './withdrawRules.js';
import { loadWithdrawState } from './withdrawState.js';

export type WithdrawalTarget = { method: 'chain'; asset: string; chain: string; address: string; tag: string } | { method: 'bank'; bank: BankDetails };

type WithdrawalRequest = { userId: bigint; target: WithdrawalTarget; amount: string; tpwd: string; requestId: string };

/**
 * web/withdraw and web/withdrawBank. Every spec §9 rule is checked here (the page shows the
 * same rules first); then, in one transaction serialised per user, the daily limit is checked
 * again and the amount moves from available to frozen until finance pays or refuses.
 */
export async function requestWithdrawal(db: DbOrTx, clock: Clock, input: WithdrawalRequest): Promise<Result<{ id: string }>> {
  const earlier = await findByRequest(db, input);
  if (earlier) return ok({ id: String(earlier.id) });
  const { target } = input;
  if (target.method === 'chain') {
    const refused = checkChainTarget(target, input.amount);
    if (refused) return refused;
  }
  const amount = parsePositiveUnits(input.amount, USDT_SCALE);
  if (amount === undefined) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const settings = await readSettings(db);
  const broken = firstBrokenRule(settings, await loadWithdrawState(db, clock, input.userId), amount);
  if (broken) return fail(broken.error, broken.data);
  const password = await checkTransactionPassword(db, clock, { userId: input.userId, tpwd: input.tpwd });
  if (!password.ok) return password;
  try {
    return await db.transaction(async (tx) => {
      // One withdrawal request per user at a time: the daily limit cannot be raced past.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('withdrawal'), ${Number(input.userId % 2_147_483_647n)})`);
      // The same request may have been recorded while this one waited for the lock: answer it.
      const raced = await findByRequest(tx, input);
      if (raced) return ok({ id: String(raced.id) });
      const again = firstBrokenRule(settings, await loadWithdrawState(tx, clock, input.userId), amount);
      if (again) return fail(again.error, again.data);
      const asset = target.method === 'chain' ? target.asset : 'USDT';
      const id = await insertWithdrawal(tx, clock, { ...input, asset, amount, fee: feeUnits(settings) });
      await freeze(tx, { userId: input.userId, withdrawalId: id, asset, amount });
      return ok({ id: String(id) });
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) return fail('insufficient_balance', { field: 'amount' });
    throw error;
  }
}

function findByRequest(db: DbOrTx, input: { userId: bigint; requestId: string }) {
  return db.query.withdrawals.findFirst({ where: and(eq(withdrawals.userId, input.userId), eq(withdrawals.requestId, input.requestId)) });
}

function checkChainTarget(target: Extract<WithdrawalTarget, { method: 'chain' }>, amount: string): Result<never> | undefined {
  if (!target.address.trim() || !amount.trim()) return fail('withdraw_fields_empty', { field: target.address.trim() ? 'amount' : 'address' });
  if (!WITHDRAW_CHANNELS.some((c) => c.asset === target.asset && c.chain === target.chain))
    return fail('withdraw_asset', { field: 'asset', allowed: 'USDT ERC20' });
  if (!isValidAddress(target.chain, target.address.trim())) return fail('address_invalid', { field: 'address' });
  return undefined;
}

class InsufficientBalance extends Error {}

async function freeze(tx: DbOrTx, options: { userId: bigint; withdrawalId: bigint; asset: string; amount: bigint }): Promise<void> {
  const account = { owner: 'user' as const, userId: options.userId, kind: 'exchange' as const, asset: options.asset };
  const frozen = await postEntries(tx, {
    reason: 'withdrawal_freeze',
    actor: `user:${options.userId}`,
    cause: { type: 'withdrawal', id: String(options.withdrawalId) },
    idempotencyKey: fundingKeys.withdrawalFreeze(options.withdrawalId),
    movements: [
      { account, bucket: 'available', amount: -options.amount },
      { account, bucket: 'frozen', amount: options.amount },
    ],
  });
  // Throwing rolls the request row back with the refused freeze.
  if (!frozen.ok) throw new InsufficientBalance();
}

async function insertWithdrawal(
  tx: DbOrTx,
  clock: Clock,
  input: { userId: bigint; target: WithdrawalTarget; asset: string; amount: bigint; fee: bigint; requestId: string },
): Promise<bigint> {
  const { target } = input;
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId: input.userId,
      method: target.method,
      asset: input.asset,
      chain: target.method === 'chain' ? target.chain : '',
      address: target.method === 'chain' ? target.address.trim() : '',
      tag: target.method === 'chain' ? target.tag.trim() : '',
      amount: input.amount.toString(),
      fee: input.fee.toString(),
      bank: target.method === 'bank' ? target.bank : null,
      requestId: input.requestId,
      createdAt: clock.now(),
      ruleVersion: await currentRuleVersion(tx),
    })
    .returning({ id: withdrawals.id });
  if (!row) throw new Error('withdrawal insert returned nothing');
  return row.id;
}
