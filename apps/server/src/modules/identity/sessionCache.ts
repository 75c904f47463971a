import { sql } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';

export const DAY_MS = 86_400_000;

export interface SessionRow {
  id: bigint;
  userId: bigint;
  revokedAt: Date | null;
  revokedReason: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * Every authenticated call resolves its token; a row is reused for a moment instead of read
 * each time. Every revocation in this process drops the user's rows at once, so a revoked
 * token stops working immediately; expiry is checked against the clock on every use.
 */
const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 20_000;
const sessionCache = new Map<string, { row: SessionRow; cachedAt: number }>();

export function forgetSessionsOf(userId: bigint): void {
  for (const [key, entry] of sessionCache) if (entry.row.userId === userId) sessionCache.delete(key);
}

/** Keyed by the token as presented: a cached use hashes nothing (the hash is what the database holds). */
export async function findSession(db: DbOrTx, token: string): Promise<SessionRow | undefined> {
  const cached = sessionCache.get(token);
  if (cached && Date.now() - cached.cachedAt < SESSION_CACHE_MS) return cached.row;
  const tokenHash = sha256(token);
  // A plain statement: the query builder cost more than the query.
  const found = await db.execute<{ id: string; user_id: string; revoked_at: Date | null; revoked_reason: string | null; expires_at: Date; last_seen_at: Date }>(
    sql`select id::text, user_id::text, revoked_at, revoked_reason, expires_at, last_seen_at from sessions where token_hash = ${tokenHash}`,
  );
  const raw = found.rows[0];
  if (!raw) return undefined;
  const row: SessionRow = {
    id: BigInt(raw.id),
    userId: BigInt(raw.user_id),
    revokedAt: raw.revoked_at,
    revokedReason: raw.revoked_reason,
    expiresAt: new Date(raw.expires_at),
    lastSeenAt: new Date(raw.last_seen_at),
  };
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(token, { row, cachedAt: Date.now() });
  return row;
}
