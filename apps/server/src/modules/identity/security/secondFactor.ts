import { randomInt } from 'node:crypto';
import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { verify as verifyTotp } from 'otplib';
import type { Clock } from '../../../platform/clock.js';
import { sha256 } from '../../../platform/crypto.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { recoveryCodes, users } from '../schema.js';

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const RECOVERY_CODE_COUNT = 10;

/**
 * Accepts a TOTP code of `secret` (±1 step) once: the step is written only where it is newer
 * than the last one accepted, in one statement, so a replayed code, an older one, or the same
 * code sent twice at once passes at most once.
 */
export async function spendTotpCode(db: DbOrTx, clock: Clock, options: { userId: bigint; secret: string; code: string }): Promise<boolean> {
  if (!SIX_DIGITS.test(options.code)) return false;
  const checked = await verifyTotp({ secret: options.secret, token: options.code, epoch: Math.floor(clock.now().getTime() / 1000), epochTolerance: 30 });
  if (!checked.valid || !('timeStep' in checked)) return false;
  const advanced = await db
    .update(users)
    .set({ totpLastStep: checked.timeStep })
    .where(and(eq(users.id, options.userId), lt(users.totpLastStep, checked.timeStep)))
    .returning({ id: users.id });
  return advanced.length === 1;
}

/** Recovery codes are typed from paper: case, spaces and a missing hyphen do not matter. */
function normalizeRecoveryCode(code: string): string {
  const compact = code.toLowerCase().replace(/[\s-]/g, '');
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

export function recoveryCodeHash(code: string): Buffer {
  return sha256(normalizeRecoveryCode(code));
}

/** Spends one unused recovery code of the user; a code works once, even when sent twice at once. */
export async function spendRecoveryCode(db: DbOrTx, clock: Clock, options: { userId: bigint; code: string }): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: clock.now() })
    .where(and(eq(recoveryCodes.userId, options.userId), eq(recoveryCodes.codeHash, recoveryCodeHash(options.code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** A 6-digit code is an authenticator code; anything else is tried as a recovery code. */
export function spendSecondFactor(db: DbOrTx, clock: Clock, options: { userId: bigint; secret: string; code: string }): Promise<boolean> {
  const code = options.code.trim();
  return SIX_DIGITS.test(code) ? spendTotpCode(db, clock, { ...options, code }) : spendRecoveryCode(db, clock, { userId: options.userId, code });
}

/**
 * Security changes while two-factor is on need a second factor as well (field `totp`);
 * without two-factor they pass. Call it after the change's other checks (a change refused
 * for another reason should not spend the code), in the transaction that makes the change.
 */
export async function requireSecondFactor(
  db: DbOrTx,
  clock: Clock,
  options: { user: { id: bigint; totpSecret: string | null }; code: string | undefined },
): Promise<Result<true>> {
  const secret = options.user.totpSecret;
  if (!secret) return ok(true);
  if (!options.code) return fail('two_factor_required', { field: 'totp' });
  const spent = await spendSecondFactor(db, clock, { userId: options.user.id, secret, code: options.code });
  return spent ? ok(true) : fail('two_factor_wrong', { field: 'totp' });
}

/** Ten fresh codes `xxxx-xxxx`; only their hashes are stored, the codes are shown once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}
