import { describeUserAgent, deviceKey, type SecurityEventKind } from '@veritex/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { type InboxKind, postUserMessage } from '../../messaging/index.js';
import type { RequestOrigin } from '../ports.js';
import { sessions } from '../schema.js';
import { placeOfIp } from './placeOfIp.js';

/** Where a change or sign-in came from, as the notice names it: the address, its country and the device. */
function originParams(origin: RequestOrigin | undefined): Record<string, string> {
  const ip = origin?.ip ?? '';
  return { ip: ip || '-', place: ip ? placeOfIp(ip) : '-', device: origin ? describeUserAgent(origin.userAgent).label || '-' : '-' };
}

/**
 * Tells the owner what changed in their account's protection, where from (security notices are
 * also mailed, always). In the transaction that records the change, once per change (`dedupeKey`).
 */
export async function tellSecurityChange(
  tx: DbOrTx,
  clock: Clock,
  event: { userId: bigint; kind: SecurityEventKind | 'tpwd_set'; origin?: RequestOrigin; dedupeKey: string },
): Promise<void> {
  const kind: InboxKind = `security_${event.kind}`;
  await postUserMessage(tx, clock, { userId: event.userId, kind, params: originParams(event.origin), dedupeKey: event.dedupeKey });
}

/**
 * A sign-in from a browser and system the account has never signed in from (versions aside) tells
 * the owner, with where it came from. The account's first session (sign-up) is no news.
 */
export async function tellIfNewDevice(tx: DbOrTx, clock: Clock, session: { id: bigint; userId: bigint; origin: RequestOrigin }): Promise<void> {
  const earlier = await tx
    .selectDistinct({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id)))
    .limit(500);
  if (earlier.length === 0) return;
  const key = deviceKey(session.origin.userAgent);
  if (earlier.some((row) => deviceKey(row.userAgent) === key)) return;
  await postUserMessage(tx, clock, {
    userId: session.userId,
    kind: 'security_new_device',
    params: originParams(session.origin),
    dedupeKey: `session:${session.id}`,
  });
}
