import type { Clock } from '../../platform/clock.js';
import { newToken, sha256 } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { RequestOrigin } from './ports.js';
import { sessions } from './schema.js';
import { tellIfNewDevice } from './security/securityNotices.js';
import { DAY_MS } from './sessionCache.js';

/**
 * A new session of a user for `ttlDays`: answers its bearer token, kept only as its SHA-256. A
 * session from a device the account never used tells the owner, in the same transaction.
 */
export async function createSession(db: DbOrTx, clock: Clock, options: { userId: bigint; ttlDays: number; origin: RequestOrigin }): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: options.userId,
        tokenHash: sha256(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + options.ttlDays * DAY_MS),
        ip: options.origin.ip.slice(0, 64),
        userAgent: options.origin.userAgent.slice(0, 300),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    // A demo identity (negative id) has no owner to tell: its sessions are one click away anyway.
    if (options.userId > 0n) await tellIfNewDevice(tx, clock, { id: session.id, userId: options.userId, origin: options.origin });
  });
  return token;
}
