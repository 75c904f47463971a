import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../identity/index.js';

export interface Person {
  name: string;
  phone: string | null;
  email: string | null;
}

/** Names and contacts of the traders on a page of commissions. */
export async function loadPeople(db: DbOrTx, ids: bigint[]): Promise<Map<bigint, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.phone, email: row.email }]));
}
