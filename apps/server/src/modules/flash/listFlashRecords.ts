import type { FlashRecord } from '@veritex/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SpotWriter } from '../spot/index.js';
import { recordView, swapRules } from './flashViews.js';
import { flashSwaps } from './schema.js';

/** web/flashRecords: the caller's executed and refused swaps, newest first (open quotes are not records). */
export async function listFlashRecords(
  deps: { db: DbOrTx; exchange: SpotWriter },
  input: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: FlashRecord[]; total: number }> {
  const mine = and(eq(flashSwaps.userId, input.userId), ne(flashSwaps.status, 'open'));
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(flashSwaps)
      .where(mine)
      .orderBy(desc(flashSwaps.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db.select({ total: count() }).from(flashSwaps).where(mine),
  ]);
  return { items: rows.map((row) => recordView(row, swapRules(deps.exchange, row))), total: counted?.total ?? 0 };
}
