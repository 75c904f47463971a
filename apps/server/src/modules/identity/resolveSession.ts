import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './schema.js';
import { DAY_MS, findSession } from './sessionCache.js';

/** last_seen_at is written at most this often, so that reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionCheck = { ok: true; sessionId: bigint; userId: bigint; expiresAt: Date } | { ok: false; reason: 'missing' | 'expired' | 'revoked' };

/**
 * Resolves a bearer token. Sessions slide: each use within the lifetime pushes expiry out
 * to a full `ttlDays` again (written at most once a minute).
 */
export async function resolveSession(db: DbOrTx, clock: Clock, token: string, ttlDays: number): Promise<SessionCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const row = await findSession(db, token);
  if (!row) return { ok: false, reason: 'missing' };
  if (row.revokedAt) return { ok: false, reason: row.revokedReason === 'logout' ? 'missing' : 'revoked' };
  const now = clock.now();
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = now;
    row.expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
    await db.update(sessions).set({ lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt }).where(eq(sessions.id, row.id));
  }
  return { ok: true, sessionId: row.id, userId: row.userId, expiresAt: row.expiresAt };
}
