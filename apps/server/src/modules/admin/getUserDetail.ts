import { fail, formatUnits, ok } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById, getAccountSignInPause, listSessions, toSessionView } from '../identity/index.js';
import { availableBalance } from '../ledger/index.js';

/**
 * admin/user: one user's session fields, what only staff see (status, inviter, the account-wide
 * sign-in failures and pause), and their live sessions.
 */
export async function getUserDetail(db: DbOrTx, clock: Clock, options: { userId: bigint }) {
  const user = await findUserById(db, options.userId);
  if (!user) return fail('not_found');
  const sessions = await listSessions(db, clock, user.id);
  const pause = await getAccountSignInPause(db, clock, user);
  // The spec's session `usdt`: the exchange account's available USDT (6 decimals), as web/getInfo shows it.
  const usdt = formatUnits(await availableBalance(db, user.id, 'exchange', 'USDT'), 6);
  return ok({
    user: {
      ...toSessionView(user, usdt),
      status: user.status,
      failed_login_count: pause.failures,
      locked_until: pause.pausedUntil?.toISOString() ?? null,
      inviter_id: user.inviterId === null ? null : String(user.inviterId),
    },
    sessions: sessions.map((session) => ({
      id: String(session.id),
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip: session.ip,
      user_agent: session.userAgent,
    })),
  });
}
