import type { MerchantApplication, MerchantStatus } from '@veritex/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { merchantApplicationView } from './merchantApplicationView.js';
import { p2pMerchants } from './schema.js';

/** admin/p2pApplications: pending applications first, then the newest; each criterion checked now. */
export async function listMerchantApplications(
  db: DbOrTx,
  clock: Clock,
  input: { status?: MerchantStatus; page: number; pageSize: number },
): Promise<{ items: MerchantApplication[]; total: number }> {
  const where = input.status ? eq(p2pMerchants.status, input.status) : undefined;
  const rows = await db
    .select()
    .from(p2pMerchants)
    .where(where)
    .orderBy(sql`${p2pMerchants.status} = 'pending' desc`, desc(p2pMerchants.appliedAt), desc(p2pMerchants.userId))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ value: count() }).from(p2pMerchants).where(where);
  const settings = await readSettings(db);
  const items: MerchantApplication[] = [];
  for (const row of rows) items.push(await merchantApplicationView(db, clock, row, settings));
  return { items, total: total?.value ?? 0 };
}
