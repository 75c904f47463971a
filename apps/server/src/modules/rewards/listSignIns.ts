import type { SignInRecord } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { signIns } from './schema.js';
import { signInRecordView } from './signInViews.js';

/** web/ethSignlog: the user's sign-ins, newest first. */
export async function listSignIns(db: DbOrTx, input: { userId: bigint; page: number; pageSize: number }): Promise<{ items: SignInRecord[]; total: number }> {
  const where = eq(signIns.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(signIns)
      .where(where)
      .orderBy(desc(signIns.day))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(signIns).where(where),
  ]);
  return { items: rows.map(signInRecordView), total: total?.value ?? 0 };
}
