import { fail, ok, type Result, type TwoFactorSetup } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users } from '../schema.js';
import { findUserById } from '../users.js';

const ISSUER = 'Veritex';

/**
 * web/twoFactorSetup: a new secret kept as pending until web/twoFactorEnable proves the app
 * holds it; calling it again replaces the pending one. Nothing changes while it is pending.
 */
export async function startTwoFactorSetup(db: DbOrTx, options: { userId: bigint }): Promise<Result<TwoFactorSetup>> {
  const user = await findUserById(db, options.userId);
  if (!user) return fail('login_required');
  if (user.totpSecret) return fail('two_factor_already_on');
  const secret = generateSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  const label = user.email ?? user.phone ?? String(user.id);
  return ok({ secret, otpauth_url: generateURI({ issuer: ISSUER, label, secret }) });
}
