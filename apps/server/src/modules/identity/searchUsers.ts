import { and, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { escapeLike } from '../messaging/index.js';
import { users } from './schema.js';

/** Staff user search: e-mail, phone or invitation code fragment, or an exact id. Demo identities are nobody's account and never listed. */
export async function searchUsers(db: DbOrTx, options: { query: string; page: number; pageSize: number }) {
  const query = options.query.trim();
  let where: SQL | undefined = gt(users.id, 0n);
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const clauses = [ilike(users.email, pattern), ilike(users.phone, pattern), ilike(users.invitationCode, pattern)];
    if (/^\d{1,18}$/.test(query)) clauses.push(eq(users.id, BigInt(query)));
    where = and(where, or(...clauses));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
