import { type ActiveHalt, fail, type HaltScope } from '@veritex/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { activeHaltView } from './haltView.js';
import { tradingHalts } from './schema.js';

/** The halt in force on one scope and target, if any: the order paths ask before accepting anything new. */
export async function findActiveHalt(db: DbOrTx, scope: HaltScope, target: string): Promise<ActiveHalt | undefined> {
  const [row] = await db
    .select()
    .from(tradingHalts)
    .where(and(eq(tradingHalts.scope, scope), eq(tradingHalts.target, target), isNull(tradingHalts.resumedAt)));
  return row ? activeHaltView(row) : undefined;
}

/** web/getTradingHalts, and the spot writer's load: every halt in force (of one scope), newest first. */
export async function listActiveHalts(db: DbOrTx, scope?: HaltScope): Promise<ActiveHalt[]> {
  const rows = await db
    .select()
    .from(tradingHalts)
    .where(scope ? and(isNull(tradingHalts.resumedAt), eq(tradingHalts.scope, scope)) : isNull(tradingHalts.resumedAt))
    .orderBy(desc(tradingHalts.haltedAt), desc(tradingHalts.id));
  return rows.map(activeHaltView);
}

/**
 * The refusal every order path answers while a halt is in force: the message names the target
 * and words the reason in the caller's language (http/envelope.ts translates `halt_reason`).
 */
export function haltRefusal(halt: ActiveHalt) {
  return fail('trading_halted', { target: halt.target, halt_reason: halt.reason, note: halt.note, since: halt.since });
}
