import { fail, formatUnits, ok, type UserBalanceRow } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { currentWithdrawHold, findUserById, getAccountSignInPause, listSessions, toSessionView } from '../identity/index.js';
import { availableBalance, userBalances } from '../ledger/index.js';
import { listAssets } from '../marketdata/index.js';
import { reviewFlagOf } from '../surveillance/index.js';

/**
 * admin/user: one user's session fields, what only staff see (status, inviter, the account-wide
 * sign-in failures and pause, two-factor, review flag, withdrawal hold), their live sessions, and
 * every ledger account with a balance, read from the ledger at each asset's own decimals.
 */
export async function getUserDetail(db: DbOrTx, clock: Clock, options: { userId: bigint }) {
  const user = await findUserById(db, options.userId);
  if (!user) return fail('not_found');
  const sessions = await listSessions(db, clock, user.id);
  const pause = await getAccountSignInPause(db, clock, user);
  // The spec's session `usdt`: the exchange account's available USDT (6 decimals), as web/getInfo shows it.
  const usdt = formatUnits(await availableBalance(db, user.id, 'exchange', 'USDT'), 6);
  const hold = await currentWithdrawHold(db, clock, user.id);
  return ok({
    user: {
      ...toSessionView(user, usdt),
      status: user.status,
      failed_login_count: pause.failures,
      locked_until: pause.pausedUntil?.toISOString() ?? null,
      inviter_id: user.inviterId === null ? null : String(user.inviterId),
      two_factor: user.totpSecret !== null,
    },
    sessions: sessions.map((session) => ({
      id: String(session.id),
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip: session.ip,
      user_agent: session.userAgent,
    })),
    balances: await ledgerBalances(db, user.id),
    flag: await reviewFlagOf(db, user.id),
    withdraw_hold_until: hold?.until ?? null,
  });
}

/** The user's accounts holding anything (available or frozen), in account then asset order. */
async function ledgerBalances(db: DbOrTx, userId: bigint): Promise<UserBalanceRow[]> {
  const assets = new Map((await listAssets(db)).map((asset) => [asset.code, asset]));
  return (await userBalances(db, userId))
    .filter((row) => row.available !== 0n || row.frozen !== 0n)
    .map((row) => {
      const scale = assets.get(row.asset)?.scale ?? 0;
      return {
        account: row.kind,
        asset: row.asset,
        available: formatUnits(row.available, scale),
        frozen: formatUnits(row.frozen, scale),
        display_scale: assets.get(row.asset)?.displayScale ?? scale,
      };
    });
}
