import { displayAccount, isDemoUserId, type NormalizedAccount, type SessionView } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type { SessionView };

export function findUserByAccount(db: DbOrTx, account: NormalizedAccount): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: account.kind === 'email' ? eq(users.email, account.value) : eq(users.phone, account.value) });
}

export function findUserById(db: DbOrTx, id: bigint): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/**
 * The USDT balance comes from the ledger once it exists (ledger issue); until then no
 * account can hold funds, so zero is the true balance, not a placeholder.
 */
export function toSessionView(user: UserRow, usdtBalance = '0.00'): SessionView {
  return {
    id: String(user.id),
    account: displayAccount(user.phone, user.email),
    name: user.name,
    invitation_code: user.invitationCode,
    email: user.email ?? '',
    phone: user.phone ?? '',
    transaction_password: user.transactionPasswordHash ? 1 : 0,
    bank_name: user.bankName,
    bank_number: user.bankNumber,
    alipay_account: user.alipayAccount,
    weixin_nickname: user.weixinNickname,
    weixin_account: user.weixinAccount,
    usdt: usdtBalance,
    nationality: user.nationality,
    lang: user.lang,
    created_at: user.createdAt.toISOString(),
    demo: isDemoUserId(user.id),
  };
}
