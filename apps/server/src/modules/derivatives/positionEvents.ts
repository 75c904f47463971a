import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>:<positionId>` whenever a position changes (sent on commit only). */
export const POSITION_CHANNEL = 'position_changed';

/**
 * Called inside the transaction that changes a position: NOTIFY is delivered only if it commits,
 * so the `positions` stream never shows a change that was rolled back.
 */
export async function notifyPositionChanged(tx: DbOrTx, position: { userId: bigint; id: bigint }): Promise<void> {
  await tx.execute(sql`select pg_notify(${POSITION_CHANNEL}, ${`${position.userId}:${position.id}`})`);
}

/** Splits a notification payload; undefined for anything malformed. */
export function parsePositionNotice(payload: string): { userId: string; positionId: bigint } | undefined {
  const match = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
  return match?.[1] && match[2] ? { userId: match[1], positionId: BigInt(match[2]) } : undefined;
}
