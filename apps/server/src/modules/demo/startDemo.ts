import { DEMO_START_USDT, formatUnits, type SignInAnswer } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { createSession, findUserById, type RequestOrigin, toSessionView } from '../identity/index.js';
import { availableBalance, postEntries } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { DEMO_ASSET, demoClearing, demoExchangeAccount, usdtUnits } from './demoMoney.js';

/**
 * web/demoLogin: a session of a demo identity. A signed-in user gets their own, created on first
 * use and kept (its trades and balances survive switching back and forth); a visitor gets a new
 * one; a demo session asking again gets another session of the same identity. A new identity
 * starts with DEMO_START_USDT of virtual money in the demo book.
 */
export async function startDemo(
  db: Database,
  clock: Clock,
  options: { callerId: bigint | undefined; lang: string; origin: RequestOrigin },
): Promise<{ ok: true; value: SignInAnswer }> {
  const userId = await db.transaction(async (tx) => {
    if (options.callerId !== undefined && options.callerId < 0n) return options.callerId;
    if (options.callerId !== undefined) {
      // Serialises two first switches of the same user: one identity each, never two.
      await tx.execute(sql`select id from users where id = ${options.callerId} for update`);
      const existing = await tx.execute<{ user_id: string }>(sql`select user_id::text from demo_identities where owner_id = ${options.callerId}`);
      if (existing.rows[0]) return BigInt(existing.rows[0].user_id);
    }
    return createDemoIdentity(tx, clock, options.callerId, options.lang);
  });
  const settings = await readSettings(db);
  const token = await createSession(db, clock, { userId, ttlDays: settings.session_ttl_days, origin: options.origin });
  const user = await findUserById(db, userId);
  if (!user) throw new Error('demo identity vanished');
  const usdt = await availableBalance(db, userId, 'exchange', DEMO_ASSET);
  return { ok: true, value: { token, user: toSessionView(user, formatUnits(usdt, 6)) } };
}

async function createDemoIdentity(tx: DbOrTx, clock: Clock, ownerId: bigint | undefined, lang: string): Promise<bigint> {
  const now = clock.now();
  const [row] = (
    await tx.execute<{ id: string }>(sql`
      insert into users (id, password_hash, nationality, invitation_code, name, lang, created_at)
      select -n, '!', 'ZZ', 'DEMO' || n::text, 'Demo', ${lang}, ${now.toISOString()} from (select nextval('demo_user_ids') as n) s
      returning id::text`)
  ).rows;
  if (!row) throw new Error('demo identity insert returned nothing');
  const userId = BigInt(row.id);
  await tx.execute(sql`insert into demo_identities (user_id, owner_id, created_at) values (${userId}, ${ownerId ?? null}, ${now.toISOString()})`);
  const start = usdtUnits(DEMO_START_USDT);
  const posted = await postEntries(tx, {
    reason: 'demo_deposit',
    actor: 'system',
    cause: { type: 'demo_identity', id: userId.toString() },
    idempotencyKey: `demo:start:${userId}`,
    movements: [
      { account: demoClearing(DEMO_ASSET), bucket: 'available', amount: -start },
      { account: demoExchangeAccount(userId), bucket: 'available', amount: start },
    ],
  });
  if (!posted.ok) throw new Error('the demo starting balance could not be posted');
  return userId;
}
