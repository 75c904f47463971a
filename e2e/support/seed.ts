import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseUnits } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { recordTurnover } from '../../apps/server/src/modules/funding/index.js';
import { users } from '../../apps/server/src/modules/identity/index.js';
import { postEntries } from '../../apps/server/src/modules/ledger/index.js';
import { findAsset } from '../../apps/server/src/modules/marketdata/index.js';
import { updateSetting } from '../../apps/server/src/modules/settings/index.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { localImageStore } from '../../apps/server/src/platform/images.js';
import { approveJuniorFor } from '../../apps/server/src/testing/verification.js';

/**
 * Seed helpers call the platform's use cases on its database directly, for setup that is not
 * what a test is about (design §8.5): turnover from trades that do not exist yet, and settings.
 */
let database: DatabaseHandle | undefined;
function db() {
  database ??= connectDatabase(inject('databaseUrl'), 2);
  return database.db;
}

export async function closeSeedDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

export async function userIdByEmail(email: string): Promise<bigint> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function giveTurnover(email: string, usdt: bigint): Promise<void> {
  await recordTurnover(db(), { userId: await userIdByEmail(email), amount: usdt * 1_000_000n, source: 'e2e', causeId: `${email}:${usdt}` });
}

/** Browser tests run at any hour; the Hong Kong window is a setting (published on the page). */
export async function openWithdrawalWindowAllDay(): Promise<void> {
  await updateSetting(db(), { key: 'withdraw_window_start_hour', value: 0, updatedBy: 'e2e' });
}

/**
 * Credits `amount` (a decimal string) of `asset` to the user's exchange account, posted exactly as
 * an approved deposit is (from the deposits clearing account): trading tests start funded without
 * going through the finance desk, which funds.e2e.ts covers.
 */
export async function creditExchange(email: string, asset: string, amount: string): Promise<void> {
  const userId = await userIdByEmail(email);
  const info = await findAsset(db(), asset);
  if (!info) throw new Error(`no asset ${asset}`);
  const units = parseUnits(amount, info.scale);
  if (units === undefined || units <= 0n) throw new Error(`not an amount of ${asset}: ${amount}`);
  await db().transaction(async (tx) => {
    const posted = await postEntries(tx, {
      reason: 'deposit',
      actor: 'e2e',
      cause: { type: 'e2e', id: `${email}:${asset}` },
      idempotencyKey: `e2e-credit:${email}:${asset}:${amount}`,
      memo: `${asset} e2e`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId, kind: 'exchange', asset }, bucket: 'available', amount: units },
      ],
    });
    if (!posted.ok) throw new Error(`credit refused: ${posted.error}`);
  });
}

/**
 * Junior verification through its use cases (three uploads, the submission, a staff approval),
 * for tests whose subject is not verification (withdrawals need it). The pictures go to a
 * scratch store: such tests never look at them.
 */
export async function verifyJunior(email: string): Promise<void> {
  const images = localImageStore(mkdtempSync(join(tmpdir(), 'veritex-e2e-kyc-')));
  await approveJuniorFor({ db: db(), images, clock: systemClock }, await userIdByEmail(email));
}

/** What a user holds of one asset in one ledger account (available + frozen), in the asset's minor units. */
export async function accountBalance(email: string, kind: 'exchange' | 'p2p_reserve' | 'p2p_escrow', asset = 'USDT'): Promise<bigint> {
  const userId = await userIdByEmail(email);
  const rows = await db().execute<{ total: string }>(
    sql`select (available + frozen)::text as total from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = ${kind} and asset = ${asset}`,
  );
  return BigInt(rows.rows[0]?.total ?? '0');
}
