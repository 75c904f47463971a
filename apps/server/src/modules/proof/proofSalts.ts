import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { proofUserSalts } from './schema.js';

/** 128 random bits, hex: too many to guess a user's hash from their id. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Gives every real user holding a ledger account a salt, before a snapshot reads them (in its own
 * statement, so the snapshot's repeatable-read transaction finds them all and writes none).
 */
export async function ensureUserSalts(db: DbOrTx, clock: Clock): Promise<number> {
  const missing = await db.execute<{ user_id: string }>(sql`
    select distinct a.user_id::text as user_id from ledger_accounts a
    left join proof_user_salts s on s.user_id = a.user_id
    where a.owner = 'user' and a.book = 'real' and a.user_id > 0 and s.user_id is null`);
  if (missing.rows.length === 0) return 0;
  const now = clock.now();
  await db
    .insert(proofUserSalts)
    .values(missing.rows.map((row) => ({ userId: BigInt(row.user_id), salt: newSalt(), createdAt: now })))
    .onConflictDoNothing();
  return missing.rows.length;
}

/** The user's salt, made now if they never had one (a user who held nothing in any snapshot). */
export async function saltOf(db: DbOrTx, clock: Clock, userId: bigint): Promise<string> {
  await db.insert(proofUserSalts).values({ userId, salt: newSalt(), createdAt: clock.now() }).onConflictDoNothing();
  const [row] = await db.select({ salt: proofUserSalts.salt }).from(proofUserSalts).where(eq(proofUserSalts.userId, userId));
  if (!row) throw new Error(`no proof salt for user ${userId}`);
  return row.salt;
}
