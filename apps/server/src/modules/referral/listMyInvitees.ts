import { maskEmail, maskName, maskPhone, type ReferralInvitee } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { inviteeTree } from './inviteeTree.js';

/** web/getMyPromotion: the user's invitees at every level (or one), newest first, with names and contacts masked. */
export async function listMyInvitees(
  db: DbOrTx,
  options: { userId: bigint; level?: number; page: number; pageSize: number },
): Promise<{ items: ReferralInvitee[]; total: number }> {
  const levelFilter = options.level === undefined ? sql`true` : sql`t.level = ${options.level}`;
  const { rows } = await db.execute<{
    id: string;
    level: number;
    name: string;
    phone: string | null;
    email: string | null;
    created_at: Date | string;
    total: string;
  }>(sql`
    ${inviteeTree(options.userId)}
    select u.id, t.level, u.name, u.phone, u.email, u.created_at, count(*) over ()::text as total
    from tree t join users u on u.id = t.id
    where ${levelFilter}
    order by u.created_at desc, u.id desc
    limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && options.page > 1) {
    const { rows: counted } = await db.execute<{ total: string }>(
      sql`${inviteeTree(options.userId)} select count(*)::text as total from tree t where ${levelFilter}`,
    );
    total = Number(counted[0]?.total ?? 0);
  }
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      name: maskName(row.name),
      phone: row.phone ? maskPhone(row.phone) : null,
      email: row.email ? maskEmail(row.email) : null,
      level: Number(row.level),
      registered_at: new Date(row.created_at).toISOString(),
    })),
    total,
  };
}
