import { type CodePurpose, fail, ok, type Result } from '@veritex/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { randomDigits, sha256 } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { Settings } from '../settings/index.js';
import { verificationCodes } from './schema.js';

type Channel = 'email' | 'sms';

function codeHash(destination: string, purpose: string, code: string): Buffer {
  return sha256(`${destination}\n${purpose}\n${code}`);
}

/**
 * Creates a 6-digit code for (destination, purpose), refusing while the previous one is
 * younger than the resend interval or the daily limit is reached. Only the newest code of
 * a destination and purpose is ever accepted.
 */
export async function issueCode(
  db: DbOrTx,
  clock: Clock,
  settings: Settings,
  target: { channel: Channel; destination: string; purpose: CodePurpose },
): Promise<Result<{ code: string; wait: number; ttl: number }>> {
  const now = clock.now();
  const latest = await db.query.verificationCodes.findFirst({
    where: and(eq(verificationCodes.destination, target.destination), eq(verificationCodes.purpose, target.purpose)),
    orderBy: desc(verificationCodes.createdAt),
  });
  if (latest) {
    const elapsedSeconds = (now.getTime() - latest.createdAt.getTime()) / 1000;
    if (elapsedSeconds < settings.code_resend_seconds) {
      return fail('code_resend_wait', { wait: Math.ceil(settings.code_resend_seconds - elapsedSeconds) });
    }
  }
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [sentToday] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, target.destination), gt(verificationCodes.createdAt, dayAgo)));
  if ((sentToday?.n ?? 0) >= settings.code_daily_limit) return fail('rate_limited', { wait: 3600 });

  const code = randomDigits(6);
  const ttlSeconds = settings.code_ttl_minutes * 60;
  await db.insert(verificationCodes).values({
    channel: target.channel,
    destination: target.destination,
    purpose: target.purpose,
    codeHash: codeHash(target.destination, target.purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return ok({ code, wait: settings.code_resend_seconds, ttl: ttlSeconds });
}

/**
 * Checks a code against the newest one issued. Each wrong try counts (at most
 * `code_max_attempts`); with `consume` a right code is spent atomically, so two requests
 * racing with the same code cannot both pass.
 */
export async function verifyCode(
  db: DbOrTx,
  clock: Clock,
  settings: Settings,
  target: { destination: string; purpose: CodePurpose; code: string; consume: boolean },
): Promise<Result<true>> {
  const now = clock.now();
  const latest = await db.query.verificationCodes.findFirst({
    where: and(eq(verificationCodes.destination, target.destination), eq(verificationCodes.purpose, target.purpose)),
    orderBy: desc(verificationCodes.createdAt),
  });
  if (!latest || latest.consumedAt || latest.expiresAt <= now) return fail('code_expired');
  if (latest.attempts >= settings.code_max_attempts) return fail('code_attempts_exceeded');

  if (!latest.codeHash.equals(codeHash(target.destination, target.purpose, target.code))) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, settings.code_max_attempts)))
      .returning({ attempts: verificationCodes.attempts });
    const exhausted = !counted || counted.attempts >= settings.code_max_attempts;
    return fail(exhausted ? 'code_attempts_exceeded' : 'code_wrong');
  }
  if (!target.consume) return ok(true);
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1 ? ok(true) : fail('code_expired');
}
