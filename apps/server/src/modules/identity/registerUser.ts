import { fail, type Lang, normalizeAccount, ok, type RegisterInput, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { hashPassword, randomCode } from '../../platform/crypto.js';
import type { Tx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import { createSession } from './createSession.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { users } from './schema.js';
import { findUserByAccount, type SessionView, toSessionView } from './users.js';

/**
 * web/userRegister. The code is spent and the user created in one transaction, so a
 * failure between the two leaves neither.
 */
export async function registerUser(
  deps: IdentityDeps,
  options: { input: RegisterInput; lang: Lang; origin: RequestOrigin },
): Promise<Result<{ token: string; user: SessionView }>> {
  const { input } = options;
  const account = normalizeAccount(input.account, input.type === 'mobile' ? input.area_code : undefined);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const passwordHash = await hashPassword(input.password);

  return deps.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const inviter = await findInviter(tx, input.invitation_code);
    if (!inviter.ok) return inviter;
    // Registering again under one's own account with one's own code: the only way to name oneself as inviter.
    if (inviter.value && inviter.value[account.value.kind] === account.value.value) return fail('invitation_self', { field: 'invitation_code' });
    if (settings.invitation_required && inviter.value === null) return fail('invitation_required', { field: 'invitation_code' });
    if (await findUserByAccount(tx, account.value)) return fail('account_exists', { field: 'account' });

    const code = await verifyCode(tx, deps.clock, settings, { destination: account.value.value, purpose: 'register', code: input.code, consume: true });
    if (!code.ok) return fail(code.error, { field: 'code' });

    const [user] = await tx
      .insert(users)
      .values({
        email: account.value.kind === 'email' ? account.value.value : null,
        phone: account.value.kind === 'phone' ? account.value.value : null,
        passwordHash,
        nationality: input.nationality.toUpperCase(),
        invitationCode: await uniqueInvitationCode(tx),
        inviterId: inviter.value?.id ?? null,
        lang: options.lang,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return fail('account_exists', { field: 'account' });
    const token = await createSession(tx, deps.clock, { userId: user.id, ttlDays: settings.session_ttl_days, origin: options.origin });
    return ok({ token, user: toSessionView(user) });
  });
}

async function findInviter(tx: Tx, code: string | undefined): Promise<Result<{ id: bigint; email: string | null; phone: string | null } | null>> {
  const trimmed = code?.trim().toUpperCase();
  if (!trimmed) return ok(null);
  const inviter = await tx.query.users.findFirst({ where: eq(users.invitationCode, trimmed), columns: { id: true, email: true, phone: true } });
  // A demo identity invites no one: its code would tie a real account's fees to the demo book.
  return inviter && inviter.id > 0n ? ok(inviter) : fail('invitation_unknown', { field: 'invitation_code' });
}

async function uniqueInvitationCode(tx: Tx): Promise<string> {
  for (;;) {
    const candidate = randomCode(8);
    const taken = await tx.query.users.findFirst({ where: eq(users.invitationCode, candidate), columns: { id: true } });
    if (!taken) return candidate;
  }
}
