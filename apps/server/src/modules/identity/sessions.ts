import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { newToken, sha256 } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { RequestOrigin } from './ports.js';
import { sessions } from './schema.js';
import { notifySessionsEnded } from './sessionEvents.js';

const DAY_MS = 86_400_000;
/** last_seen_at is written at most this often, so that reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: DbOrTx, clock: Clock, options: { userId: bigint; ttlDays: number; origin: RequestOrigin }): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db.insert(sessions).values({
    userId: options.userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + options.ttlDays * DAY_MS),
    ip: options.origin.ip.slice(0, 64),
    userAgent: options.origin.userAgent.slice(0, 300),
  });
  return token;
}

export type SessionCheck = { ok: true; sessionId: bigint; userId: bigint; expiresAt: Date } | { ok: false; reason: 'missing' | 'expired' | 'revoked' };

/**
 * Resolves a bearer token. Sessions slide: each use within the lifetime pushes expiry out
 * to a full `ttlDays` again (written at most once a minute).
 */
interface SessionRow {
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

function forgetSessionsOf(userId: bigint): void {
  for (const [key, entry] of sessionCache) if (entry.row.userId === userId) sessionCache.delete(key);
}

async function findSession(db: DbOrTx, tokenHash: Buffer): Promise<SessionRow | undefined> {
  const key = tokenHash.toString('hex');
  const cached = sessionCache.get(key);
  if (cached && Date.now() - cached.cachedAt < SESSION_CACHE_MS) return cached.row;
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
  sessionCache.set(key, { row, cachedAt: Date.now() });
  return row;
}

export async function resolveSession(db: DbOrTx, clock: Clock, token: string, ttlDays: number): Promise<SessionCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const row = await findSession(db, sha256(token));
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

/**
 * Which of these sessions are still live (not revoked, not expired), with their expiry: what a
 * live socket re-checks when its session's expiry comes, or after notices may have been lost.
 */
export async function liveSessions(db: DbOrTx, clock: Clock, sessionIds: bigint[]): Promise<Map<bigint, Date>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return new Map(rows.map((row) => [row.id, row.expiresAt]));
}

export async function listSessions(db: DbOrTx, clock: Clock, userId: bigint) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * Ends one session of a user; `reason` tells the other device why (see SessionCheck). Its live
 * sockets close once this commits (SESSION_ENDED_CHANNEL); on a transaction `db`, a savepoint.
 */
export async function revokeSession(db: DbOrTx, clock: Clock, options: { userId: bigint; sessionId: bigint; reason: 'logout' | 'revoked' }): Promise<boolean> {
  forgetSessionsOf(options.userId);
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: clock.now(), revokedReason: options.reason })
      .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (rows.length > 0) await notifySessionsEnded(tx, { userId: options.userId, sessionId: options.sessionId });
    return rows;
  });
  forgetSessionsOf(options.userId);
  return ended.length === 1;
}

/**
 * Ends every session of a user except, optionally, the one making the request; answers how many
 * live ones ended. Their live sockets close once this commits (SESSION_ENDED_CHANNEL).
 */
export async function revokeOtherSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; keepSessionId?: bigint; reason: string }): Promise<number> {
  forgetSessionsOf(options.userId);
  const now = clock.now();
  const conditions = [eq(sessions.userId, options.userId), isNull(sessions.revokedAt)];
  if (options.keepSessionId !== undefined) conditions.push(ne(sessions.id, options.keepSessionId));
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: options.reason })
      .where(and(...conditions))
      .returning({ expiresAt: sessions.expiresAt });
    if (rows.length > 0) await notifySessionsEnded(tx, { userId: options.userId, keepSessionId: options.keepSessionId });
    return rows;
  });
  forgetSessionsOf(options.userId);
  return ended.filter((row) => row.expiresAt > now).length;
}

/** The user's live sessions other than this one: what a security change offers to end. */
export async function countOtherSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; sessionId: bigint }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return row?.n ?? 0;
}
