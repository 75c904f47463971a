import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { turnoverEvents } from './schema.js';

/** Trading contexts call this for each trade, margin commitment or stake (USDT minor units); idempotent per cause. */
export async function recordTurnover(db: DbOrTx, event: { userId: bigint; amount: bigint; source: string; causeId: string }): Promise<void> {
  await db
    .insert(turnoverEvents)
    .values({ userId: event.userId, amount: event.amount.toString(), source: event.source, causeId: event.causeId })
    .onConflictDoNothing();
}

/** Many turnover events as one statement (the spot writer records two per trade, and sends it with its batch's writes). */
export function turnoverBatchStatement(events: Array<{ userId: bigint; amount: bigint; source: string; causeId: string }>): SQL | undefined {
  if (events.length === 0) return undefined;
  return sql`
    insert into turnover_events (user_id, amount, source, cause_id)
    select * from unnest(${pgArray(events.map((e) => e.userId))}::bigint[], ${pgArray(events.map((e) => e.amount))}::numeric[],
      ${pgArray(events.map((e) => e.source))}::text[], ${pgArray(events.map((e) => e.causeId))}::text[])
    on conflict do nothing`;
}
