import { LIMIT_KINDS, type LimitKind } from '@veritex/shared';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type LimitState, limitStateAt } from './limitRules.js';
import { type TradingExclusionRow, tradingExclusions, tradingLimits } from './schema.js';

/** Every limit of a user as it binds at `now`, and the active cool-off or self-exclusion. */
export interface UserLimits {
  limits: Record<LimitKind, LimitState>;
  exclusion: TradingExclusionRow | undefined;
}

export async function readUserLimits(db: DbOrTx, userId: bigint, now: Date): Promise<UserLimits> {
  const rows = await db.select().from(tradingLimits).where(eq(tradingLimits.userId, userId));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const limits = Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, limitStateAt(byKind.get(kind), now)])) as Record<LimitKind, LimitState>;
  return { limits, exclusion: await activeExclusion(db, userId, now) };
}

/** The active period that ends last (a permanent one first). */
export async function activeExclusion(db: DbOrTx, userId: bigint, now: Date): Promise<TradingExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(tradingExclusions)
    .where(
      and(eq(tradingExclusions.userId, userId), lte(tradingExclusions.startsAt, now), or(isNull(tradingExclusions.endsAt), gt(tradingExclusions.endsAt, now))),
    )
    .orderBy(sql`${tradingExclusions.endsAt} desc nulls first`, desc(tradingExclusions.id))
    .limit(1);
  return row;
}
