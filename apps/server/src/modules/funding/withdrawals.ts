import { type BankDetails, fail, formatUnits, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { checkTransactionPassword } from '../identity/index.js';
import { postEntries } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { isValidAddress } from './addresses.js';
import { withdrawals } from './schema.js';
import { feeUnits, firstBrokenRule, USDT_SCALE, WITHDRAW_CHANNELS } from './withdrawRules.js';
import { loadWithdrawState } from './withdrawState.js';

export type WithdrawalTarget = { method: 'chain'; asset: string; chain: string; address: string; tag: string } | { method: 'bank'; bank: BankDetails };

/**
 * web/withdraw and web/withdrawBank. Every spec §9 rule is checked here (the page shows the
 * same rules first); then, in one transaction serialised per user, the daily limit is checked
 * again and the amount moves from available to frozen until finance pays or refuses.
 */
export async function requestWithdrawal(
  db: Database,
  clock: Clock,
  input: { userId: bigint; target: WithdrawalTarget; amount: string; tpwd: string; requestId: string },
): Promise<Result<{ id: string }>> {
  const earlier = await db.query.withdrawals.findFirst({ where: and(eq(withdrawals.userId, input.userId), eq(withdrawals.requestId, input.requestId)) });
  if (earlier) return ok({ id: String(earlier.id) });
  const { target } = input;
  const asset = target.method === 'chain' ? target.asset : 'USDT';
  if (target.method === 'chain') {
    if (!target.address.trim() || !input.amount.trim()) return fail('withdraw_fields_empty', { field: target.address.trim() ? 'amount' : 'address' });
    if (!WITHDRAW_CHANNELS.some((c) => c.asset === target.asset && c.chain === target.chain))
      return fail('withdraw_asset', { field: 'asset', allowed: 'USDT ERC20' });
    if (!isValidAddress(target.chain, target.address.trim())) return fail('address_invalid', { field: 'address' });
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
      const raced = await tx.query.withdrawals.findFirst({ where: and(eq(withdrawals.userId, input.userId), eq(withdrawals.requestId, input.requestId)) });
      if (raced) return ok({ id: String(raced.id) });
      const again = firstBrokenRule(settings, await loadWithdrawState(tx, clock, input.userId), amount);
      if (again) return fail(again.error, again.data);
      const id = await insertWithdrawal(tx, clock, { ...input, asset, amount, fee: feeUnits(settings) });
      const frozen = await postEntries(tx, {
        reason: 'withdrawal_freeze',
        actor: `user:${input.userId}`,
        cause: { type: 'withdrawal', id: String(id) },
        idempotencyKey: `withdrawal:${id}:freeze`,
        movements: [
          { account: { owner: 'user', userId: input.userId, kind: 'exchange', asset }, bucket: 'available', amount: -amount },
          { account: { owner: 'user', userId: input.userId, kind: 'exchange', asset }, bucket: 'frozen', amount },
        ],
      });
      // Throwing rolls the request row back with the refused freeze.
      if (!frozen.ok) throw new InsufficientBalance();
      return ok({ id: String(id) });
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) return fail('insufficient_balance', { field: 'amount' });
    throw error;
  }
}

class InsufficientBalance extends Error {}

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
    })
    .returning({ id: withdrawals.id });
  if (!row) throw new Error('withdrawal insert returned nothing');
  return row.id;
}

/** Finance pays: frozen funds leave through the withdrawals clearing account, the fee to the fee account. */
export async function payWithdrawal(db: Database, clock: Clock, input: { id: bigint; staff: string; txHash: string }): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) return fail('not_found');
    if (w.status !== 'processing') return w.status === 'success' ? ok(true) : fail('already_reviewed');
    if (w.method === 'chain' && !/^0x[0-9a-fA-F]{64}$/.test(input.txHash)) return fail('invalid_input', { field: 'tx_hash' });
    if (w.method === 'bank' && input.txHash.trim().length < 3) return fail('invalid_input', { field: 'tx_hash' });
    const amount = BigInt(w.amount);
    const fee = BigInt(w.fee) < amount ? BigInt(w.fee) : 0n;
    const movements = [
      { account: { owner: 'user' as const, userId: w.userId, kind: 'exchange' as const, asset: w.asset }, bucket: 'frozen' as const, amount: -amount },
      { account: { owner: 'house' as const, kind: 'withdrawals_clearing' as const, asset: w.asset }, bucket: 'available' as const, amount: amount - fee },
    ];
    if (fee > 0n) movements.push({ account: { owner: 'house', kind: 'fees', asset: w.asset }, bucket: 'available', amount: fee } as never);
    const posted = await postEntries(tx, {
      reason: 'withdrawal',
      actor: `staff:${input.staff}`,
      cause: { type: 'withdrawal', id: String(w.id) },
      idempotencyKey: `withdrawal:${w.id}:pay`,
      memo: input.txHash.trim(),
      movements,
    });
    if (!posted.ok) throw new Error('frozen funds of a pending withdrawal are missing');
    await tx
      .update(withdrawals)
      .set({ status: 'success', txHash: input.txHash.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(withdrawals.id, w.id));
    return ok(true);
  });
}

/** Finance refuses: the frozen amount returns to available, with the reason the user sees. */
export async function rejectWithdrawal(db: Database, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<true>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) return fail('not_found');
    if (w.status !== 'processing') return fail('already_reviewed');
    const amount = BigInt(w.amount);
    const posted = await postEntries(tx, {
      reason: 'withdrawal_unfreeze',
      actor: `staff:${input.staff}`,
      cause: { type: 'withdrawal', id: String(w.id) },
      idempotencyKey: `withdrawal:${w.id}:refuse`,
      memo: input.reason.trim(),
      movements: [
        { account: { owner: 'user', userId: w.userId, kind: 'exchange', asset: w.asset }, bucket: 'frozen', amount: -amount },
        { account: { owner: 'user', userId: w.userId, kind: 'exchange', asset: w.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) throw new Error('frozen funds of a pending withdrawal are missing');
    await tx
      .update(withdrawals)
      .set({ status: 'refused', reason: input.reason.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(withdrawals.id, w.id));
    return ok(true);
  });
}

export async function listWithdrawals(db: DbOrTx, filter: { userId?: bigint; status?: string; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(withdrawals.userId, filter.userId));
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status as 'processing'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(withdrawals).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map((w) => ({
      id: String(w.id),
      user_id: String(w.userId),
      method: w.method,
      asset: w.asset,
      chain: w.chain,
      address: w.address,
      tag: w.tag,
      amount: formatUnits(BigInt(w.amount), USDT_SCALE),
      fee: formatUnits(BigInt(w.fee), USDT_SCALE),
      arrive: formatUnits(BigInt(w.amount) - BigInt(w.fee), USDT_SCALE),
      status: w.status,
      reason: w.reason,
      tx_hash: w.txHash,
      bank: w.bank,
      created_at: w.createdAt.toISOString(),
      reviewed_at: w.reviewedAt?.toISOString() ?? null,
      reviewed_by: w.reviewedBy,
    })),
  };
}
