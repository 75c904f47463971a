import { allotmentFor, commitmentLeaf, commitmentUserTag, DAY_MS, type IssueTerms, merkleRoot, verifyMerkleProof } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { allocateDueProjects } from './allocateDueProjects.js';
import { publishCommitment } from './publishCommitment.js';
import { adminPost, balanceOf, createProject, expectBooksBalance, houseBalance, postingsOf, requestId, subscribe, USDT } from './subscriptionsTestKit.js';
import { unlockDueSubscriptions } from './unlockDueSubscriptions.js';

/**
 * Issue 14 point 1 over the API: projects and private placements (who sees what), every refusal of
 * subscribing (each changing nothing), request-id repeats and a raced cap, the lifecycle (commit →
 * close → root published → allocation → exact refunds → locked coins on My assets → unlock after the
 * lock-up), the user's proof checked with the shared code, and the finance desk (terms locked once
 * committed, allocation and listing gates, the new market reaching the spot writer).
 */

const HOUR_MS = 3_600_000;
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const user = (units: bigint) => fundedUser(t, `subs${n++}@subscriptions-api.test`, units);
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const allocate = () => allocateDueProjects(t.services.db, clock);
const subscriptionCount = async (projectId: string) => {
  const result = await t.services.db.execute<{ count: number }>(sql`select count(*)::int as count from subscriptions where project_id = ${projectId}`);
  return result.rows[0]?.count ?? 0;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('who sees what', () => {
  it('shows public projects to visitors; a private placement only to the invited, unknown to everyone else', async () => {
    const open = await createProject(t, { starts_at: inHours(-1), ends_at: inHours(24) });
    const placement = await createProject(t, { private: true, starts_at: inHours(-1), ends_at: inHours(24) });
    const invited = await user(0n);
    const stranger = await user(0n);
    expect((await adminPost(t, 'inviteToPlacement', { project_id: placement.id, user_id: String(invited.id) })).data).toMatchObject({ invited: 1 });

    const visitorList = await t.call('getNewcoinsList');
    const ids = (list: { items: Array<{ id: string }> }) => list.items.map((p) => p.id);
    expect(ids(visitorList.body.data)).toContain(open.id);
    expect(ids(visitorList.body.data)).not.toContain(placement.id);
    expect(ids((await t.call('getNewcoinsList', {}, { token: stranger.token })).body.data)).not.toContain(placement.id);
    expect(ids((await t.call('getNewcoinsList', {}, { token: invited.token })).body.data)).toContain(placement.id);

    expect((await t.call('getNewcoinsInfo', { id: placement.id })).body.code).toBe(4800);
    expect((await t.call('getNewcoinsInfo', { id: placement.id }, { token: stranger.token })).body.code).toBe(4800);
    const info = await t.call('getNewcoinsInfo', { id: placement.id }, { token: invited.token });
    expect(info.body.data.project).toMatchObject({ id: placement.id, private: true, status: 'open', my_committed: '0.000000' });
    expect(info.body.data.coin).toMatchObject({ coin: placement.coin, website: 'https://example.test', introduction: `A test coin, ${placement.coin}.` });
    expect(info.body.data.rules).toEqual({ asset: 'USDT', account: 'exchange', allocation_within_seconds: 60, locked_account: 'locked' });
    expect((await t.call('getNewcoinsInfo', { id: '999999999' })).body.code).toBe(4800);
  });
});

describe('subscribing: every refusal changes nothing', () => {
  it('refuses outside the window, over the cap, over the remaining amount, without an invitation, over the balance, under the minimum', async () => {
    const buyer = await user(5_000n * USDT);
    const before = await balanceOf(t, buyer.id, 'exchange', 'USDT');
    const upcoming = await createProject(t, { starts_at: inHours(1), ends_at: inHours(24) });
    const ended = await createProject(t, { starts_at: inHours(-48), ends_at: inHours(-1) });
    // First come, 100 whole coins at 2 USDT: up to 201.999999 USDT still buys only 100 coins.
    const firstCome = await createProject(t, {
      rule: 'first_come',
      issue_price: '2',
      total_supply: '100',
      coin_scale: 0,
      user_cap: '500',
      starts_at: inHours(-1),
      ends_at: inHours(24),
    });
    const placement = await createProject(t, { private: true, starts_at: inHours(-1), ends_at: inHours(24) });
    const capped = await createProject(t, { user_cap: '300', starts_at: inHours(-1), ends_at: inHours(24) });

    const early = await subscribe(t, buyer.token, upcoming.id, '100');
    expect(early.body).toMatchObject({ code: 4801, data: { field: 'project_id', starts_at: inHours(1).toISOString(), ends_at: inHours(24).toISOString() } });
    expect(early.body.msg).toContain('not open now');
    expect((await subscribe(t, buyer.token, ended.id, '100')).body.code).toBe(4801);
    expect((await subscribe(t, buyer.token, capped.id, '300.000001')).body).toMatchObject({ code: 4802, data: { max: '300' } });
    expect((await subscribe(t, buyer.token, firstCome.id, '202')).body).toMatchObject({ code: 4803, data: { remaining: '201.999999' } });
    expect((await subscribe(t, buyer.token, placement.id, '100')).body).toMatchObject({ code: 4804 });
    const poor = await user(50n * USDT);
    const short = await subscribe(t, poor.token, capped.id, '100');
    expect(short.body).toMatchObject({ code: 4301, data: { field: 'amount' } });
    expect((await subscribe(t, buyer.token, capped.id, '9.99')).body).toMatchObject({ code: 4701, data: { min: '10', max: '300' } });
    for (const amount of ['abc', '1.0000001', '0', '-5']) expect((await subscribe(t, buyer.token, capped.id, amount)).body.code).toBe(4302);
    expect((await subscribe(t, buyer.token, '999999999', '100')).body.code).toBe(4800);

    expect(await balanceOf(t, buyer.id, 'exchange', 'USDT')).toEqual(before);
    expect(await balanceOf(t, poor.id, 'exchange', 'USDT')).toEqual({ available: 50n * USDT, frozen: 0n });
    for (const project of [upcoming, ended, firstCome, placement, capped]) expect(await subscriptionCount(project.id)).toBe(0);
    await expectBooksBalance(t);
  });

  it('counts the cap over all of a user’s commitments, also when they race; first come takes what remains and no more', async () => {
    const buyer = await user(5_000n * USDT);
    const capped = await createProject(t, { user_cap: '300', starts_at: inHours(-1), ends_at: inHours(24) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe(t, buyer.token, capped.id, '100')));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 4802)).toHaveLength(7);
    expect(await balanceOf(t, buyer.id, 'exchange', 'USDT')).toEqual({ available: 4_700n * USDT, frozen: 300n * USDT });

    const firstCome = await createProject(t, {
      rule: 'first_come',
      issue_price: '2',
      total_supply: '100',
      coin_scale: 0,
      user_cap: '500',
      starts_at: inHours(-1),
      ends_at: inHours(24),
    });
    const racers = await Promise.all([user(500n * USDT), user(500n * USDT), user(500n * USDT)]);
    const raced = await Promise.all(racers.map((r) => subscribe(t, r.token, firstCome.id, '150')));
    expect(raced.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(raced.filter((a) => a.body.code === 4803).map((a) => a.body.data.remaining)).toEqual(['51.999999', '51.999999']);
    const info = await t.call('getNewcoinsInfo', { id: firstCome.id });
    expect(info.body.data.project).toMatchObject({ committed: '150.000000', remaining: '25' });
    await expectBooksBalance(t);
  });

  it('answers a repeated request id with the first subscription and refuses the id for another one', async () => {
    const buyer = await user(1_000n * USDT);
    const project = await createProject(t, { starts_at: inHours(-1), ends_at: inHours(24) });
    const id = requestId();
    const first = await subscribe(t, buyer.token, project.id, '100', id);
    const again = await subscribe(t, buyer.token, project.id, '100', id);
    expect(first.body.code).toBe(0);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ status: 'review', amount: '100.000000', allotted: null, refunded: null });
    expect((await subscribe(t, buyer.token, project.id, '200', id)).body.code).toBe(4008);
    expect(await postingsOf(t, first.body.data.id, 'subscription_freeze')).toBe(1);
    expect(await balanceOf(t, buyer.id, 'exchange', 'USDT')).toEqual({ available: 900n * USDT, frozen: 100n * USDT });
    const mine = await t.call('getMySubscriptions', {}, { token: buyer.token });
    expect(mine.body.data).toMatchObject({ total: 1, items: [{ id: first.body.data.id, project_id: project.id, status: 'review' }] });
  });
});

describe('the lifecycle', () => {
  it('pro rata: commit, close, publish the root first, allocate from the published total, refund exactly, lock, then unlock after the lock-up', async () => {
    // 1,000 coins at 0.5 USDT = 500 USDT on offer; 300 + 600 + 100 = 1,000 USDT committed: twice oversubscribed.
    const project = await createProject(t, {
      issue_price: '0.5',
      total_supply: '1000',
      user_cap: '600',
      lockup_days: 3,
      starts_at: inHours(-1),
      ends_at: inHours(2),
    });
    const alice = await user(1_000n * USDT);
    const bob = await user(1_000n * USDT);
    const carol = await user(1_000n * USDT);
    const a = await subscribe(t, alice.token, project.id, '300');
    const b = await subscribe(t, bob.token, project.id, '600');
    const c = await subscribe(t, carol.token, project.id, '33.333333');
    const c2 = await subscribe(t, carol.token, project.id, '66.666667');
    for (const answer of [a, b, c, c2]) expect(answer.body.code).toBe(0);
    expect((await t.call('getNewcoinsInfo', { id: project.id })).body.data.project).toMatchObject({
      committed: '1000.000000',
      remaining: '0.00000000',
      commitment: null,
    });

    // Before the end nothing happens; staff cannot run it early either.
    await allocate();
    expect((await t.call('getNewcoinsInfo', { id: project.id })).body.data.project).toMatchObject({ status: 'open', commitment: null });
    expect((await adminPost(t, 'allocateProject', { project_id: project.id })).code).toBe(4807);

    clock.set(inHours(2));
    expect((await subscribe(t, alice.token, project.id, '10')).body.code).toBe(4801);
    // The first half alone: the root is public while every subscription is still under review.
    expect(await publishCommitment(t.services.db, clock, BigInt(project.id))).toBe(true);
    const closed = (await t.call('getNewcoinsInfo', { id: project.id })).body.data.project;
    expect(closed).toMatchObject({ status: 'closed', allocation: null, commitment: { leaves: 4, total_committed: '1000.000000', oversubscribed: true } });
    const mine = await t.call('getMySubscriptions', {}, { token: carol.token });
    expect(mine.body.data.items.map((s: { status: string }) => s.status)).toEqual(['review', 'review']);
    const published = closed.commitment.root;

    await allocate();
    await allocate();
    expect(await postingsOf(t, a.body.data.id, 'subscription_allot')).toBe(1);
    expect(await postingsOf(t, a.body.data.id, 'subscription_refund')).toBe(1);
    const info = (await t.call('getNewcoinsInfo', { id: project.id })).body.data.project;
    expect(info).toMatchObject({
      status: 'allocated',
      commitment: { root: published },
      allocation: { allotted: '1000.00000000', paid: '500.000001', refunded: '499.999999' },
    });

    // Each user checks their leaf and their allotment with the shared code, from the published numbers only.
    for (const [who, subscription] of [
      [alice, a],
      [bob, b],
      [carol, c],
      [carol, c2],
    ] as const) {
      const proof = (await t.call('getCommitmentProof', { id: subscription.body.data.id }, { token: who.token })).body.data;
      expect(proof.root).toBe(published);
      expect(proof.leaf).toBe(commitmentLeaf(proof.subscription_id, commitmentUserTag(proof.user_id, proof.salt), proof.amount_units));
      expect(verifyMerkleProof(proof.leaf, proof.path, proof.root)).toBe(true);
      const terms: IssueTerms = {
        rule: proof.terms.rule,
        supply: BigInt(proof.terms.supply_units),
        price: BigInt(proof.terms.price_units),
        coinScale: proof.terms.coin_scale,
      };
      const expected = allotmentFor(terms, BigInt(proof.total_committed_units), BigInt(proof.amount_units));
      expect(proof.allotment).toEqual({ allotted_units: String(expected.allotted), paid_units: String(expected.paid), refund_units: String(expected.refund) });
      // A leaf claiming one more minor unit is not in the tree.
      const inflated = commitmentLeaf(proof.subscription_id, proof.user_tag, BigInt(proof.amount_units) + 1n);
      expect(verifyMerkleProof(inflated, proof.path, proof.root)).toBe(false);
    }
    // A stranger's subscription is unknown to them.
    expect((await t.call('getCommitmentProof', { id: a.body.data.id }, { token: bob.token })).body.code).toBe(4805);

    // Alice: 300 of 1,000 → 300 coins for 150 USDT, 150 refunded; Bob 600 coins for 300; Carol 33.333333 + 66.666667 coins,
    // each paid rounded up to the USDT minor unit (16.6666665 → 16.666667, 33.3333335 → 33.333334): never below the issue price.
    const records = (await t.call('getMySubscriptions', {}, { token: alice.token })).body.data.items;
    expect(records[0]).toMatchObject({ status: 'passed', allotted: '300.00000000', paid: '150.000000', refunded: '150.000000' });
    expect(await balanceOf(t, alice.id, 'exchange', 'USDT')).toEqual({ available: 850n * USDT, frozen: 0n });
    expect(await balanceOf(t, bob.id, 'exchange', 'USDT')).toEqual({ available: 700n * USDT, frozen: 0n });
    expect(await balanceOf(t, carol.id, 'exchange', 'USDT')).toEqual({ available: 949_999_999n, frozen: 0n });
    expect(await balanceOf(t, alice.id, 'locked', project.coin)).toEqual({ available: 0n, frozen: 300n * 10n ** 8n });
    expect(await balanceOf(t, carol.id, 'locked', project.coin)).toEqual({ available: 0n, frozen: 3_333_333_300n + 6_666_666_700n });
    expect(await houseBalance(t, 'subscription_sales', 'USDT')).toBeGreaterThanOrEqual(500n * USDT);
    expect(await houseBalance(t, 'token_issuance', project.coin)).toBe(-1_000n * 10n ** 8n);

    // My assets shows the locked coins in the locked account.
    const assets = (await t.call('getAsset2', {}, { token: alice.token })).body.data;
    const locked = assets.accounts.find((account: { type: string }) => account.type === 'locked');
    expect(locked.rows.find((row: { asset: string }) => row.asset === project.coin)).toMatchObject({ available: '0.00000000', frozen: '300.00000000' });

    // Three days of lock-up: nothing before, everything after, once.
    clock.set(new Date(clock.now().getTime() + 3 * DAY_MS - 1));
    await unlockDueSubscriptions(t.services.db, clock);
    expect(await balanceOf(t, alice.id, 'locked', project.coin)).toEqual({ available: 0n, frozen: 300n * 10n ** 8n });
    clock.advance(1);
    await unlockDueSubscriptions(t.services.db, clock);
    expect(await unlockDueSubscriptions(t.services.db, clock)).toBe(0);
    expect(await balanceOf(t, alice.id, 'locked', project.coin)).toEqual({ available: 0n, frozen: 0n });
    expect(await balanceOf(t, alice.id, 'exchange', project.coin)).toEqual({ available: 300n * 10n ** 8n, frozen: 0n });
    const after = (await t.call('getMySubscriptions', {}, { token: alice.token })).body.data.items[0];
    expect(after.unlocked_at).toBe(clock.now().toISOString());
    expect(await postingsOf(t, a.body.data.id, 'locked_unlock')).toBe(1);
    await expectBooksBalance(t);
  });

  it('first come: every commitment passes in full at the issue price; a commitment too small for one coin unit fails and is refunded', async () => {
    const project = await createProject(t, {
      rule: 'first_come',
      issue_price: '3',
      total_supply: '100',
      coin_scale: 0,
      min_commit: '1',
      user_cap: '300',
      starts_at: inHours(-1),
      ends_at: inHours(1),
    });
    const dave = await user(1_000n * USDT);
    const erin = await user(1_000n * USDT);
    const d = await subscribe(t, dave.token, project.id, '10');
    const e = await subscribe(t, erin.token, project.id, '2');
    clock.set(inHours(1));
    await allocate();
    const dRecord = (await t.call('getMySubscriptions', {}, { token: dave.token })).body.data.items[0];
    expect(dRecord).toMatchObject({ id: d.body.data.id, status: 'passed', allotted: '3', paid: '9.000000', refunded: '1.000000' });
    const eRecord = (await t.call('getMySubscriptions', {}, { token: erin.token })).body.data.items[0];
    expect(eRecord).toMatchObject({ id: e.body.data.id, status: 'failed', allotted: '0', paid: '0.000000', refunded: '2.000000' });
    expect(await balanceOf(t, erin.id, 'exchange', 'USDT')).toEqual({ available: 1_000n * USDT, frozen: 0n });
    // Lock-up 0: unlocked by the next run.
    await unlockDueSubscriptions(t.services.db, clock);
    expect(await balanceOf(t, dave.id, 'exchange', project.coin)).toEqual({ available: 3n, frozen: 0n });
    await expectBooksBalance(t);
  });

  it('a project nobody subscribed to publishes the empty root and allocates nothing', async () => {
    const project = await createProject(t, { starts_at: inHours(-1), ends_at: inHours(1) });
    clock.set(inHours(1));
    await allocate();
    const info = (await t.call('getNewcoinsInfo', { id: project.id })).body.data.project;
    expect(info).toMatchObject({ status: 'allocated', commitment: { root: merkleRoot([]), leaves: 0 }, allocation: { allotted: '0.00000000' } });
    // Closed, even with nobody in it: the terms stay as published.
    const desk = await t.call('subscriptionProjects', {}, { scope: 'admin', token: await staffToken(t, 'finance') });
    expect(desk.body.data.items.find((p: { id: string }) => p.id === project.id)).toMatchObject({ terms_editable: false, subscriptions: 0 });
  });
});

describe('the finance desk', () => {
  it('locks the terms once someone committed; the coin information can still change; a traded coin cannot be issued', async () => {
    const start = inHours(-1);
    const end = inHours(24);
    const project = await createProject(t, { starts_at: start, ends_at: end });
    const buyer = await user(1_000n * USDT);
    expect((await subscribe(t, buyer.token, project.id, '100')).body.code).toBe(0);
    const base = {
      id: project.id,
      coin: project.coin,
      coin_name: `${project.coin} test coin`,
      coin_scale: 8,
      name: `${project.coin} launch`,
      private: false,
      rule: 'pro_rata',
      issue_price: '0.5',
      total_supply: '1000',
      min_commit: '10',
      user_cap: '1000',
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      listing_at: end.toISOString(),
      lockup_days: 0,
      total_issuance: '1000000',
      circulation: '1000',
      website: 'https://example.test',
      white_paper: 'https://example.test/paper.pdf',
      introduction: { en: 'Changed introduction.', fr: 'Présentation.' },
    };
    expect((await adminPost(t, 'saveSubscriptionProject', { ...base, issue_price: '0.4' })).code).toBe(4806);
    const saved = await adminPost(t, 'saveSubscriptionProject', { ...base, website: 'https://example.test/new' });
    expect(saved.data).toMatchObject({
      website: 'https://example.test/new',
      introduction: { en: 'Changed introduction.', fr: 'Présentation.' },
      terms_editable: false,
      subscriptions: 1,
    });
    expect((await t.call('getNewcoinsInfo', { id: project.id }, { lang: 'fr' })).body.data.coin.introduction).toBe('Présentation.');
    expect((await t.call('getNewcoinsInfo', { id: project.id }, { lang: 'de' })).body.data.coin.introduction).toBe('Changed introduction.');
    const { id: _id, ...fresh } = base;
    expect((await adminPost(t, 'saveSubscriptionProject', { ...fresh, coin: 'BTC' })).code).toBe(4001);
    expect((await adminPost(t, 'saveSubscriptionProject', { ...fresh, coin: 'NEWCOINX', ends_at: start.toISOString() })).code).toBe(4001);
    // Support cannot change projects; the refusal is audited, not the action.
    expect((await adminPost(t, 'saveSubscriptionProject', { ...fresh, coin: 'NEWCOINY' }, await staffToken(t, 'support'))).code).toBe(4204);
  });

  it('invites only to private placements, then allocates when staff ask after the window and lists the coin from its listing date', async () => {
    const publicProject = await createProject(t, { starts_at: inHours(-1), ends_at: inHours(24) });
    const someone = await user(0n);
    expect((await adminPost(t, 'inviteToPlacement', { project_id: publicProject.id, user_id: String(someone.id) })).code).toBe(4001);
    const placement = await createProject(t, { private: true, lockup_days: 1, starts_at: inHours(-1), ends_at: inHours(1), listing_at: inHours(5) });
    expect((await adminPost(t, 'inviteToPlacement', { project_id: placement.id, user_id: '999999999' })).code).toBe(4121);
    const investor = await user(1_000n * USDT);
    await adminPost(t, 'inviteToPlacement', { project_id: placement.id, user_id: String(investor.id) });
    expect((await subscribe(t, investor.token, placement.id, '100')).body.code).toBe(0);
    const rules = { tick_size: '0.0001', lot_size: '0.01', min_notional: '1', maker_fee_bp: 10, taker_fee_bp: 10 };
    expect((await adminPost(t, 'listProjectMarket', { project_id: placement.id, ...rules })).code).toBe(4808);

    clock.set(inHours(1));
    const allocated = await adminPost(t, 'allocateProject', { project_id: placement.id });
    expect(allocated.data).toMatchObject({ status: 'allocated', commitment: { leaves: 1 }, allocation: { allotted: '200.00000000', paid: '100.000000' } });
    const desk = await t.call('projectSubscriptions', { project_id: placement.id }, { scope: 'admin', token: await staffToken(t, 'finance') });
    expect(desk.body.data).toMatchObject({ total: 1, items: [{ user_id: String(investor.id), status: 'passed' }] });
    expect((await adminPost(t, 'listProjectMarket', { project_id: placement.id, ...rules })).code).toBe(4808);

    clock.set(inHours(4));
    const listed = await adminPost(t, 'listProjectMarket', { project_id: placement.id, ...rules });
    expect(listed.data).toMatchObject({ status: 'listed', market: `${placement.coin}_USDT` });
    expect((await adminPost(t, 'listProjectMarket', { project_id: placement.id, ...rules })).code).toBe(4808);
    // The spot writer hears of the market after the commit and reloads between batches.
    const symbol = `${placement.coin}_USDT`;
    for (let i = 0; i < 100 && !t.services.exchange.view.markets.has(symbol); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.services.exchange.view.markets.get(symbol)?.rules).toMatchObject({ base: placement.coin, quote: 'USDT', tickUnits: 100n, lotUnits: 1_000_000n });
    const audit = await t.services.db.execute<{ action: string }>(
      sql`select action from audit_log where target = ${`subscription_project:${placement.id}`} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'finance.saveSubscriptionProject',
      'finance.inviteToPlacement',
      'finance.inviteToPlacement',
      'finance.listProjectMarket',
      'finance.allocateProject',
      'finance.listProjectMarket',
      'finance.listProjectMarket',
      'finance.listProjectMarket',
    ]);
    await expectBooksBalance(t);
  });
});
