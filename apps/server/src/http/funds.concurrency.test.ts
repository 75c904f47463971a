import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordTurnover } from '../modules/funding/index.js';
import { trialBalance, verifyLedger } from '../modules/ledger/index.js';
import { manualClock } from '../platform/clock.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor } from '../testing/verification.js';

const clock = manualClock(new Date('2026-11-23T05:00:00Z')); // 13:00 HKT
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { rateLimitFactor: 100_000 } });
});
afterAll(() => t.close());

const KINDS = ['exchange', 'contract', 'futures'] as const;

/**
 * 32 clients hammer transfers and withdrawals on three users' balances, 10% of requests sent
 * twice with the same request id. Afterwards: the ledger balances, no balance is negative, and
 * every acknowledged request took effect exactly once (the final balances equal the starting
 * funds moved by exactly the acknowledged requests).
 */
it('keeps the ledger exact under 32 concurrent clients with duplicate requests', async () => {
  const users: Array<{ id: bigint; token: string }> = [];
  for (let i = 0; i < 3; i++) {
    const user = await fundedUser(t, `race${i}@example.com`, 1_000_000_000n); // 1,000 USDT
    await t.call('saveTpwd', { tpwd: '135790', tpwd2: '135790', request_id: `set-tpwd-of-${user.id}` }, { method: 'POST', token: user.token });
    await approveJuniorFor(t.services, user.id);
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: `race${i}` });
    users.push(user);
  }
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  type Sent = { user: number; kind: 'transfer' | 'withdraw'; from: string; to: string; units: bigint; requestId: string };
  const plan: Sent[] = [];
  for (let i = 0; i < 320; i++) {
    const user = Math.floor(random() * 3);
    if (random() < 0.15)
      plan.push({
        user,
        kind: 'withdraw',
        from: 'exchange',
        to: '',
        units: 100_000_000n + BigInt(Math.floor(random() * 50)) * 1_000_000n,
        requestId: `withdraw-${i}`,
      });
    else {
      const from = KINDS[Math.floor(random() * 3)] ?? 'exchange';
      const to = KINDS.filter((k) => k !== from)[Math.floor(random() * 2)] ?? 'contract';
      plan.push({ user, kind: 'transfer', from, to, units: BigInt(1 + Math.floor(random() * 300)) * 1_000_000n, requestId: `transfer-${i}` });
    }
    if (random() < 0.1) plan.push({ ...(plan.at(-1) as Sent) });
  }
  const acknowledged = new Map<string, Sent>();
  const send = async (s: Sent) => {
    const token = users[s.user]?.token ?? '';
    const amount = (Number(s.units) / 1_000_000).toString();
    const response =
      s.kind === 'transfer'
        ? await t.call('transfer', { asset: 'USDT', amount, from: s.from, to: s.to, request_id: s.requestId }, { method: 'POST', token })
        : await t.call(
            'withdraw',
            { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount, tpwd: '135790', request_id: s.requestId },
            { method: 'POST', token },
          );
    if (response.body.code === 0) acknowledged.set(`${s.user}:${s.requestId}`, s);
    else expect([4301, 4321]).toContain(response.body.code);
  };
  const queue = [...plan];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await send(next);
    }),
  );

  const expected = users.map(() => new Map<string, bigint>(KINDS.map((k) => [k, k === 'exchange' ? 1_000_000_000n : 0n])));
  const frozen = users.map(() => 0n);
  for (const s of acknowledged.values()) {
    const balances = expected[s.user];
    if (!balances) continue;
    balances.set(s.from, (balances.get(s.from) ?? 0n) - s.units);
    if (s.kind === 'transfer') balances.set(s.to, (balances.get(s.to) ?? 0n) + s.units);
    else frozen[s.user] = (frozen[s.user] ?? 0n) + s.units;
  }
  for (const [i, user] of users.entries()) {
    const accounts = (await t.call('getAsset2', {}, { token: user.token })).body.data.accounts as Array<{
      type: string;
      rows: Array<{ asset: string; available: string; frozen: string }>;
    }>;
    for (const account of accounts) {
      const row = account.rows.find((r) => r.asset === 'USDT');
      const units = (text = '0') => BigInt(text.replace('.', ''));
      expect({ user: i, type: account.type, available: units(row?.available) }).toEqual({
        user: i,
        type: account.type,
        // The earn, locked, commission and quick-buy accounts take no part in transfers: they stay at zero.
        available: (['earn', 'locked', 'commission', 'p2p_reserve', 'p2p_escrow', 'merchant_deposit'] as string[]).includes(account.type)
          ? 0n
          : expected[i]?.get(account.type),
      });
      expect(units(row?.frozen)).toBe(account.type === 'exchange' ? frozen[i] : 0n);
    }
    const requests = (await t.call('getWithdrawals', { page_size: '100' }, { token: user.token })).body.data.items.length;
    expect(requests).toBeLessThanOrEqual(2);
  }
  expect(acknowledged.size).toBeGreaterThan(100);
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
  const negative = await t.services.db.execute(sql`select count(*)::int as n from ledger_accounts where owner = 'user' and (available < 0 or frozen < 0)`);
  expect(negative.rows[0]).toEqual({ n: 0 });
});

it('answers the same withdrawal for a request sent twice at once (the second waits for the first, then finds it)', async () => {
  // One pair per user: the daily withdrawal count would refuse a second request of one user.
  for (let i = 0; i < 4; i++) {
    const user = await fundedUser(t, `twice${i}@example.com`, 1_000_000_000n);
    await t.call('saveTpwd', { tpwd: '135790', tpwd2: '135790', request_id: `set-tpwd-of-${user.id}` }, { method: 'POST', token: user.token });
    await approveJuniorFor(t.services, user.id);
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: `twice${i}` });
    const withdraw = () =>
      t.call(
        'withdraw',
        { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '100', tpwd: '135790', request_id: 'twice-request' },
        { method: 'POST', token: user.token },
      );
    const [first, second] = await Promise.all([withdraw(), withdraw()]);
    expect(first.body).toMatchObject({ code: 0 });
    expect(second.body).toEqual(first.body);
    const rows = await t.services.db.execute<{ n: string }>(sql`select count(*)::text as n from withdrawals where user_id = ${user.id}`);
    expect(rows.rows[0]?.n).toBe('1');
  }
});
