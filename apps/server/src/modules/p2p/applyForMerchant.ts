import { fail, type MerchantStanding, ok, REQUIREMENT_ERROR, REQUIREMENT_FIX_PATH, type Result } from '@veritex/shared';
import { and, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { getMerchantStanding } from './getMerchantStanding.js';
import { holdDeposit } from './merchantDeposit.js';
import { merchantRequirements, unmetKeys } from './merchantRequirements.js';
import { lockMerchant } from './merchantRows.js';
import { type P2pMerchantRow, p2pMerchants } from './schema.js';

export interface ApplyForMerchantInput {
  userId: bigint;
  nickname: string;
}

/**
 * web/p2pApply, under the user's row lock: refused while an application is pending or approved,
 * with a nickname someone else has (case-insensitively), without the `p2p_merchant` gate (its own
 * error, as loans answer it), or with any criterion unmet. The security deposit moves into the
 * merchant-deposit account in the same transaction. A rejected or resigned user applies again on
 * the same row.
 */
export async function applyForMerchant(db: DbOrTx, clock: Clock, input: ApplyForMerchantInput): Promise<Result<MerchantStanding>> {
  let applied: Result<true>;
  try {
    applied = await rollbackOnRefusal(db, (tx) => apply(tx, clock, input));
  } catch (error) {
    // Two users racing for one nickname: the unique index on lower(nickname) lets one through.
    if (isNicknameConflict(error)) return fail('p2p_nickname_taken', { field: 'nickname' });
    throw error;
  }
  return applied.ok ? ok(await getMerchantStanding(db, clock, input.userId)) : applied;
}

async function apply(tx: DbOrTx, clock: Clock, input: ApplyForMerchantInput): Promise<Result<true>> {
  const existing = await lockMerchant(tx, input.userId);
  if (existing?.status === 'pending' || existing?.status === 'approved') return fail('p2p_application_exists');
  if (await nicknameTaken(tx, input.userId, input.nickname)) return fail('p2p_nickname_taken', { field: 'nickname' });
  const check = await merchantRequirements(tx, clock, input.userId);
  const gap = check.gateMissing[0];
  if (gap) return fail(REQUIREMENT_ERROR[gap], { missing: check.gateMissing, fix: REQUIREMENT_FIX_PATH[gap], feature: 'p2p_merchant' });
  const unmet = unmetKeys(check.requirements);
  if (unmet.length > 0) return fail('p2p_merchant_criteria', { unmet });
  const appliedAt = applicationTime(clock.now(), existing);
  const row = {
    nickname: input.nickname,
    status: 'pending' as const,
    deposit: String(check.deposit),
    appliedAt,
    decidedAt: null,
    decidedBy: null,
    rejectReason: null,
    approvedAt: null,
    updatedAt: appliedAt,
  };
  await tx
    .insert(p2pMerchants)
    .values({ userId: input.userId, ...row })
    .onConflictDoUpdate({ target: p2pMerchants.userId, set: row });
  if (!(await holdDeposit(tx, input.userId, check.deposit, appliedAt))) return fail('insufficient_balance', { field: 'deposit' });
  return ok(true);
}

async function nicknameTaken(tx: DbOrTx, userId: bigint, nickname: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: p2pMerchants.userId })
    .from(p2pMerchants)
    .where(and(sql`lower(${p2pMerchants.nickname}) = lower(${nickname})`, ne(p2pMerchants.userId, userId)));
  return rows.length > 0;
}

/**
 * The application's time keys its deposit postings (hold and return): a new application after a
 * rejection in the same millisecond (a test's fixed clock) still gets keys of its own.
 */
function applicationTime(now: Date, earlier: P2pMerchantRow | undefined): Date {
  if (!earlier || earlier.appliedAt.getTime() < now.getTime()) return now;
  return new Date(earlier.appliedAt.getTime() + 1);
}

function isNicknameConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const pg = current as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === 'p2p_merchants_nickname_key') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
