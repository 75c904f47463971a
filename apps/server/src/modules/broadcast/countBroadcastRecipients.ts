import type { BroadcastAudience, BroadcastKind } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { audienceCondition, EVERYONE } from './audience.js';

/** admin/broadcastRecipients: how many active users the group holds now (an announcement: every one). */
export async function countBroadcastRecipients(db: DbOrTx, input: { kind: BroadcastKind; audience: BroadcastAudience }): Promise<{ count: number }> {
  const audience = input.kind === 'announcement' ? EVERYONE : input.audience;
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${audienceCondition(audience)}`);
  return { count: rows.rows[0]?.n ?? 0 };
}
