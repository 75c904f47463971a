import type { NormalizedAccount } from '@veritex/shared';
import { hashPassword, randomCode } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from './schema.js';
import { findUserByAccount, type UserRow } from './users.js';

/**
 * Creates a user without a verification code: for the seeded demo trader and for test
 * fixtures only; no route calls it. Returns the existing user when the account is taken.
 */
export async function createUserWithPassword(
  db: DbOrTx,
  options: { account: NormalizedAccount; password: string; nationality: string; invitationCode?: string; inviterId?: bigint; name?: string },
): Promise<UserRow> {
  const existing = await findUserByAccount(db, options.account);
  if (existing) return existing;
  const [user] = await db
    .insert(users)
    .values({
      email: options.account.kind === 'email' ? options.account.value : null,
      phone: options.account.kind === 'phone' ? options.account.value : null,
      passwordHash: await hashPassword(options.password),
      nationality: options.nationality,
      invitationCode: options.invitationCode ?? randomCode(8),
      inviterId: options.inviterId ?? null,
      name: options.name ?? '',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}
