import { DEMO_START_USDT, DEMO_TOP_UP_CEILING_USDT, DEMO_TOP_UP_USDT, type DemoView, fail, formatUnits, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { DEMO_ASSET } from './demoMoney.js';

/** USDT in every account of the demo identity (free and held), in minor units. */
export async function demoUsdt(db: DbOrTx, userId: bigint): Promise<bigint> {
  const result = await db.execute<{ total: string }>(
    sql`select coalesce(sum(available + frozen), 0)::text as total from ledger_accounts where owner = 'user' and user_id = ${userId} and asset = ${DEMO_ASSET}`,
  );
  return BigInt(result.rows[0]?.total ?? '0');
}

/** web/getDemo: the demo identity's USDT and the rules of its top-up and reset. */
export async function getDemo(db: DbOrTx, userId: bigint): Promise<Result<DemoView, 'demo_only'>> {
  const identity = await db.execute<{ owner_id: string | null; resets: number; created_at: Date | string }>(
    sql`select owner_id::text, resets, created_at from demo_identities where user_id = ${userId}`,
  );
  const row = identity.rows[0];
  if (!row) return fail('demo_only');
  return ok({
    usdt: formatUnits(await demoUsdt(db, userId), 6),
    start_usdt: DEMO_START_USDT,
    top_up_usdt: DEMO_TOP_UP_USDT,
    top_up_ceiling_usdt: DEMO_TOP_UP_CEILING_USDT,
    owned: row.owner_id !== null,
    created_at: new Date(row.created_at).toISOString(),
    resets: row.resets,
  });
}
