import {
  fail,
  ok,
  type Result,
  SECURITY_FACTOR_PATH,
  SECURITY_FACTORS,
  type SecurityEventKind,
  type SecurityFactor,
  type SecurityOverview,
  securityLevelOf,
  WITHDRAW_HOLD_HOURS,
} from '@veritex/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { recoveryCodes } from '../schema.js';
import { findUserById, type UserRow } from '../users.js';
import { placeOfIp } from './placeOfIp.js';
import { currentWithdrawHold, listSecurityEvents } from './securityEvents.js';

export function securityFactorsOf(user: UserRow): Record<SecurityFactor, boolean> {
  return {
    phone: Boolean(user.phone),
    email: Boolean(user.email),
    tpwd: Boolean(user.transactionPasswordHash),
    two_factor: Boolean(user.totpSecret),
    question: Boolean(user.securityAnswerHash),
  };
}

/** web/securityInfo: what protects the signed-in account, how strong that is, what to set next, and its recent changes. */
export async function getSecurityOverview(db: DbOrTx, clock: Clock, options: { userId: bigint }): Promise<Result<SecurityOverview>> {
  const user = await findUserById(db, options.userId);
  if (!user) return fail('login_required');
  const factors = securityFactorsOf(user);
  const [unused] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const events = await listSecurityEvents(db, user.id);
  return ok({
    level: securityLevelOf(factors),
    factors,
    steps: SECURITY_FACTORS.filter((factor) => !factors[factor]).map((factor) => ({ factor, path: SECURITY_FACTOR_PATH[factor] })),
    email: user.email ?? '',
    phone: user.phone ?? '',
    question_id: user.securityQuestionId,
    anti_phishing: user.antiPhishingCode ?? '',
    recovery_codes_left: user.totpSecret ? (unused?.n ?? 0) : 0,
    withdraw_hold: await currentWithdrawHold(db, clock, user.id),
    hold_hours: WITHDRAW_HOLD_HOURS,
    events: events.map((event) => ({
      kind: event.kind as SecurityEventKind,
      at: event.at.toISOString(),
      ip: event.ip,
      place: placeOfIp(event.ip),
      user_agent: event.userAgent,
    })),
  });
}
