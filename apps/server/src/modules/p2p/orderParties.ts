import { displayAccount, maskEmail, maskPhone } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';

export interface OrderParty {
  /** The account as staff see it (spec §3 display account). */
  account: string;
  /** The account as a counterparty sees it: "+44 ****1234", "a***@example.com". */
  masked: string;
  /** The merchant nickname, when the user has applied as a merchant. */
  nickname: string | null;
}

/** The parties of orders, by user id: accounts and merchant nicknames in two queries for a whole page. */
export async function loadParties(db: DbOrTx, userIds: readonly bigint[]): Promise<Map<string, OrderParty>> {
  const ids = pgArray([...new Set(userIds.map(String))]);
  const { rows } = await db.execute<{ id: string; phone: string | null; email: string | null; nickname: string | null }>(sql`
    select u.id::text, u.phone, u.email, m.nickname
    from users u left join p2p_merchants m on m.user_id = u.id
    where u.id = any(${ids}::bigint[])`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        account: displayAccount(row.phone, row.email),
        masked: row.phone ? maskPhone(row.phone) : row.email ? maskEmail(row.email) : '***',
        nickname: row.nickname,
      },
    ]),
  );
}
