import { HOLDING_EVENT_KINDS, type SecurityEventKind, WITHDRAW_HOLD_HOURS, type WithdrawHoldView } from '@veritex/shared';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import type { RequestOrigin } from '../ports.js';
import { securityEvents } from '../schema.js';
import { tellSecurityChange } from './securityNotices.js';

const HOLD_MS = WITHDRAW_HOLD_HOURS * 3_600_000;

/**
 * Records a change to what protects an account, and tells the owner (inbox and e-mail); call it in
 * the transaction that makes the change.
 */
export async function recordSecurityEvent(db: DbOrTx, clock: Clock, event: { userId: bigint; kind: SecurityEventKind; origin?: RequestOrigin }): Promise<void> {
  const [row] = await db
    .insert(securityEvents)
    .values({
      userId: event.userId,
      kind: event.kind,
      at: clock.now(),
      ip: (event.origin?.ip ?? '').slice(0, 64),
      userAgent: (event.origin?.userAgent ?? '').slice(0, 300),
    })
    .returning({ id: securityEvents.id });
  if (!row) throw new Error('security event insert returned nothing');
  await tellSecurityChange(db, clock, { userId: event.userId, kind: event.kind, origin: event.origin, dedupeKey: `security_event:${row.id}` });
}

/**
 * Spec §9: after a change of password, phone, e-mail, two-factor or transaction password,
 * withdrawals are held for manual review for 24 hours. Null when no such change is that recent.
 */
export async function currentWithdrawHold(db: DbOrTx, clock: Clock, userId: bigint): Promise<WithdrawHoldView | null> {
  const now = clock.now();
  const [latest] = await db
    .select({ kind: securityEvents.kind, at: securityEvents.at })
    .from(securityEvents)
    .where(
      and(eq(securityEvents.userId, userId), inArray(securityEvents.kind, [...HOLDING_EVENT_KINDS]), gt(securityEvents.at, new Date(now.getTime() - HOLD_MS))),
    )
    .orderBy(desc(securityEvents.at))
    .limit(1);
  if (!latest) return null;
  return { kind: latest.kind as SecurityEventKind, at: latest.at.toISOString(), until: new Date(latest.at.getTime() + HOLD_MS).toISOString() };
}

export async function listSecurityEvents(db: DbOrTx, userId: bigint, limit = 20) {
  return db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.at)).limit(limit);
}
