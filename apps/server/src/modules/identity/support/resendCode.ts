import { type CodePurpose, fail, isLang, ok, type Result } from '@veritex/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { readSettings } from '../../settings/index.js';
import { issueCode } from '../codes.js';
import type { CodeDelivery } from '../ports.js';
import { users, verificationCodes } from '../schema.js';

/** The codes support may send again: those that let the holder into their own account. */
const RESENDABLE: readonly CodePurpose[] = ['login', 'reset'];

/**
 * admin/userResendCode: the user asked for a sign-in or password-reset code that did not arrive.
 * A fresh code for the newest unused one goes to the same address (the user's own e-mail or phone,
 * never one staff type in); the usual resend interval and daily limit apply. Staff never see it.
 */
export async function resendCode(
  deps: { db: DbOrTx; clock: Clock; codeDelivery: CodeDelivery },
  options: { userId: bigint },
): Promise<Result<{ channel: 'email' | 'sms'; destination: string; purpose: string }>> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, options.userId));
  if (!user) return fail('not_found');
  const addresses = [user.email, user.phone].filter((address): address is string => Boolean(address));
  if (addresses.length === 0) return fail('no_pending_code');
  const [pending] = await deps.db
    .select({ channel: verificationCodes.channel, destination: verificationCodes.destination, purpose: verificationCodes.purpose })
    .from(verificationCodes)
    .where(and(inArray(verificationCodes.destination, addresses), inArray(verificationCodes.purpose, [...RESENDABLE]), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!pending) return fail('no_pending_code');
  const purpose = pending.purpose as CodePurpose;
  const issued = await issueCode(deps.db, deps.clock, await readSettings(deps.db), { channel: pending.channel, destination: pending.destination, purpose });
  if (!issued.ok) return issued;
  await deps.codeDelivery.deliver({
    channel: pending.channel,
    destination: pending.destination,
    code: issued.value.code,
    purpose,
    lang: isLang(user.lang) ? user.lang : 'en',
    antiPhishingCode: user.antiPhishingCode ?? undefined,
  });
  return ok({ channel: pending.channel, destination: pending.destination, purpose });
}
