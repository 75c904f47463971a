import { ERROR_CODES, type ProofFile, type ProofSnapshot, parseUnits, verifyProofFile } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { creditAccount, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { postEntries } from '../ledger/index.js';
import { publishDailySnapshot } from './index.js';

/**
 * Issue 18, proof of liabilities through the API: a snapshot's totals equal the liabilities report
 * to the minor unit (every user account, available and frozen; demo money excluded), and a user's
 * downloaded proof verifies against the root the venue publishes.
 */

const clock = manualClock(new Date('2026-11-20T08:00:00Z'));
const USDT = 1_000_000n;
let t: TestApp;
let alice: { id: bigint; token: string };
let bob: { id: bigint; token: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await fundedUser(t, 'alice@proof.test', 1_250n * USDT);
  bob = await fundedUser(t, 'bob@proof.test', 40n * USDT);
  await creditAccount(t, alice.id, 'contract', 'USDT', 75n * USDT);
  await creditAccount(t, bob.id, 'futures', 'BTC', 12_345n);
  // Frozen money is owed too: a withdrawal's freeze of part of Bob's balance.
  const frozen = await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'withdrawal_freeze',
      actor: 'test',
      cause: { type: 'test', id: 'bob-freeze' },
      idempotencyKey: 'test-proof-freeze:bob',
      movements: [
        { account: { owner: 'user', userId: bob.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: -15n * USDT },
        { account: { owner: 'user', userId: bob.id, kind: 'exchange', asset: 'USDT' }, bucket: 'frozen', amount: 15n * USDT },
      ],
    }),
  );
  expect(frozen.ok).toBe(true);
  // A demo identity's virtual USDT is owed to no one and is not in the tree.
  expect((await t.call('demoLogin', {}, { method: 'POST' })).body.code).toBe(0);
});
afterAll(() => t.close());

async function snapshotNow(): Promise<ProofSnapshot> {
  const token = await staffToken(t, 'finance');
  const answer = await t.call('takeLiabilitySnapshot', { request_id: `snap-${Math.random().toString(36).slice(2, 12)}` }, { scope: 'admin', token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe('a snapshot', () => {
  it('publishes per asset exactly the liabilities report: the same assets and the same totals to the minor unit', async () => {
    const snapshot = await snapshotNow();
    const report = await t.call('liabilities', {}, { scope: 'admin', token: await staffToken(t, 'finance') });
    expect(report.body.code).toBe(0);
    const reported = new Map<string, string>(report.body.data.items.map((row: { asset: string; total: string }) => [row.asset, row.total]));
    expect(new Map(snapshot.assets.map((asset) => [asset.asset, asset.total]))).toEqual(reported);
    const usdt = snapshot.assets.find((asset) => asset.asset === 'USDT');
    expect(usdt).toBeDefined();
    // Alice's two accounts and Bob's are among the leaves; the seed's real users hold USDT too.
    expect(BigInt(usdt?.total_units ?? '0')).toBeGreaterThanOrEqual(1_365n * USDT);
    // The house accounts beside the totals: with them the real book sums to zero per asset.
    for (const asset of snapshot.assets) {
      expect((parseUnits(asset.total, asset.scale) ?? 0n) + (parseUnits(asset.house_total, asset.scale) ?? 0n)).toBe(0n);
    }
  });

  it('is public: the latest and the history name the same roots, for a visitor', async () => {
    const snapshot = await snapshotNow();
    const latest = await t.call('getLiabilitySnapshot', {});
    expect(latest.body.data.snapshot.id).toBe(snapshot.id);
    expect(latest.body.data.snapshot.assets).toEqual(snapshot.assets);
    const history = await t.call('getLiabilitySnapshots', { page: '1', page_size: '10' });
    expect(history.body.data.items[0].id).toBe(snapshot.id);
    expect(history.body.data.total).toBeGreaterThanOrEqual(2);
    const unknown = await t.call('getLiabilitySnapshot', { id: '999999' });
    expect(unknown.body.code).toBe(ERROR_CODES.proof_snapshot_unknown);
  });

  it('is taken once per day by the job, a re-run of the same day taking none', async () => {
    const dayKey = Math.floor(clock.now().getTime() / 86_400_000);
    const first = await publishDailySnapshot(t.services.db, t.services.clock, dayKey);
    const again = await publishDailySnapshot(t.services.db, t.services.clock, dayKey);
    expect(again).toBe(first);
  });
});

describe("a user's proof", () => {
  it('verifies against the published root and total of every asset the user holds, and names only their own leaves', async () => {
    const snapshot = await snapshotNow();
    const answer = await t.call('getMyLiabilityProof', { snapshot_id: snapshot.id }, { token: alice.token });
    expect(answer.body.code).toBe(0);
    const file = answer.body.data as ProofFile;
    expect(file.user_id).toBe(String(alice.id));
    expect(file.assets.map((asset) => [asset.asset, asset.balance_units])).toEqual([['USDT', String(1_325n * USDT)]]);
    const published = new Map(snapshot.assets.map((asset) => [asset.asset, { root: asset.root, total_units: asset.total_units }]));
    const verdicts = await verifyProofFile(file, published);
    expect(verdicts.map((entry) => [entry.asset, entry.verdict.ok, entry.verdict.failure])).toEqual([['USDT', true, undefined]]);

    const bobs = (await t.call('getMyLiabilityProof', {}, { token: bob.token })).body.data as ProofFile;
    expect(bobs.assets.map((asset) => asset.asset).sort()).toEqual(['BTC', 'USDT']);
    expect(bobs.salt).not.toBe(file.salt);
    for (const entry of await verifyProofFile(bobs, published)) expect(entry.verdict).toMatchObject({ ok: true });
  });

  it('keeps verifying after balances change: a past snapshot still gives its own root', async () => {
    const before = await snapshotNow();
    await creditAccount(t, alice.id, 'exchange', 'USDT', 5n * USDT);
    const old = (await t.call('getMyLiabilityProof', { snapshot_id: before.id }, { token: alice.token })).body.data as ProofFile;
    const published = new Map(before.assets.map((asset) => [asset.asset, { root: asset.root, total_units: asset.total_units }]));
    expect((await verifyProofFile(old, published))[0]?.verdict.ok).toBe(true);
    const after = await snapshotNow();
    const current = (await t.call('getMyLiabilityProof', {}, { token: alice.token })).body.data as ProofFile;
    expect(current.snapshot_id).toBe(after.id);
    expect(current.assets[0]?.balance_units).toBe(String(1_330n * USDT));
    // Against another snapshot's root, the old proof fails at the root.
    const newer = new Map(after.assets.map((asset) => [asset.asset, { root: asset.root, total_units: asset.total_units }]));
    expect((await verifyProofFile(old, newer))[0]?.verdict.failure?.kind).toBe('root_mismatch');
  });

  it('needs a session, and a snapshot that exists', async () => {
    expect((await t.call('getMyLiabilityProof', {})).body.code).not.toBe(0);
    const unknown = await t.call('getMyLiabilityProof', { snapshot_id: '999999' }, { token: alice.token });
    expect(unknown.body.code).toBe(ERROR_CODES.proof_snapshot_unknown);
  });
});
