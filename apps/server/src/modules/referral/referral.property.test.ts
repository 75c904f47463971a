import { formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { userToken } from '../../testing/callers.js';
import { creditAccount, creditExchange } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { storeTicks } from '../marketdata/index.js';
import { payReferralCommissions } from './payReferralCommissions.js';
import { accountOf, commissionRows, expectBooksBalance, houseFees, invitee, requestId, setReferralSettings } from './referralTestKit.js';

/**
 * Issue 14: over a random inviter tree (a chain five deep, so a fifth-level inviter exists and is
 * never paid, plus random branches) and random trades through the real spot exchange and real
 * leveraged positions, the commissions are exactly the configured share of each fee the house
 * charged in USDT, level by level to the minor unit, down to the configured depth and no further.
 */

/** Wednesday noon UTC: gold trades. */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let maker: { id: bigint; token: string };
let run = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const id = await invitee(t, { email: 'maker@referral.test' });
  await creditExchange(t, id, 'USDT', 100_000_000_000_000n);
  await creditExchange(t, id, 'BTC', 100_000_000_000n);
  maker = { id, token: await userToken(t, 'maker@referral.test') };
});
afterAll(() => t.close());

const place = (token: string, fields: Record<string, string>) =>
  t.call('placeOrder', { symbol: 'BTC_USDT', time_in_force: 'GTC', client_order_id: requestId(), ...fields }, { method: 'POST', token });

async function expectOk(answer: Promise<{ body: { code: number; msg: string } }>) {
  const { body } = await answer;
  if (body.code !== 0) throw new Error(`refused: ${JSON.stringify(body)}`);
}

type StepKind = 'sell_taker' | 'sell_maker' | 'buy_taker' | 'position';
interface Step {
  trader: number;
  kind: StepKind;
  cents: number;
  lots: number;
}

async function trade(step: Step, trader: { token: string }) {
  const price = formatUnits(BigInt(step.cents), 2);
  const quantity = formatUnits(BigInt(step.lots), 5);
  if (step.kind === 'sell_taker') {
    await expectOk(place(maker.token, { side: 'buy', type: 'limit', price, quantity }));
    await expectOk(place(trader.token, { side: 'sell', type: 'market', quantity }));
  } else if (step.kind === 'sell_maker') {
    await expectOk(place(trader.token, { side: 'sell', type: 'limit', price, quantity }));
    await expectOk(place(maker.token, { side: 'buy', type: 'limit', price, quantity }));
  } else if (step.kind === 'buy_taker') {
    await expectOk(place(maker.token, { side: 'sell', type: 'limit', price, quantity }));
    await expectOk(place(trader.token, { side: 'buy', type: 'limit', price, quantity }));
  } else {
    const lots = String(1 + (step.lots % 3));
    const opened = await t.call(
      'openPosition',
      { symbol: 'XAU_USD', side: 'long', lots, leverage: '10', request_id: requestId() },
      { method: 'POST', token: trader.token },
    );
    if (opened.body.code !== 0) throw new Error(`open refused: ${JSON.stringify(opened.body)}`);
    await expectOk(t.call('closePosition', { position_id: opened.body.data.id, request_id: requestId() }, { method: 'POST', token: trader.token }));
  }
}

/** The fees each run user paid in USDT, from the trading contexts' own rows: spot sellers' fees, positions' open and close fees. */
async function usdtFeesOf(userIds: bigint[]): Promise<Array<{ kind: string; sourceId: bigint; trader: bigint; fee: bigint }>> {
  const list = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const spot = await t.services.db.execute<{ id: string; seller: string; fee: string }>(sql`
    select id, case when taker_side = 'sell' then taker_user_id else maker_user_id end as seller,
      case when taker_side = 'sell' then taker_fee else maker_fee end::text as fee
    from spot_trades where symbol = 'BTC_USDT'`);
  const positions = await t.services.db.execute<{ id: string; user_id: string; open_fee: string; close_fee: string | null }>(
    sql`select id, user_id, open_fee::text, close_fee::text from positions where user_id in (${list})`,
  );
  const members = new Set(userIds);
  return [
    ...spot.rows
      .filter((row) => members.has(BigInt(row.seller)))
      .map((row) => ({ kind: 'spot_trade', sourceId: BigInt(row.id), trader: BigInt(row.seller), fee: BigInt(row.fee) })),
    ...positions.rows.flatMap((row) => [
      { kind: 'position_open_fee', sourceId: BigInt(row.id), trader: BigInt(row.user_id), fee: BigInt(row.open_fee) },
      { kind: 'position_close_fee', sourceId: BigInt(row.id), trader: BigInt(row.user_id), fee: BigInt(row.close_fee ?? '0') },
    ]),
  ].filter((fee) => fee.fee > 0n);
}

describe('referral commissions over a random tree and random trades', () => {
  it('pay each level exactly its share of each USDT fee actually charged, to the configured depth', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(
          fc.record({
            trader: fc.nat(),
            kind: fc.constantFrom<StepKind>('sell_taker', 'sell_maker', 'buy_taker', 'position'),
            cents: fc.integer({ min: 2_000_000, max: 6_000_000 }),
            lots: fc.integer({ min: 100, max: 3_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 2_500 }), { minLength: 4, maxLength: 4 }),
        async (branches, steps, depth, sharesBp) => {
          run += 1;
          // A chain u0 ← u1 ← … ← u5 (u1 invited by u0), then branches under random earlier users.
          const parents: Array<number | null> = [null, 0, 1, 2, 3, 4, ...branches.map((b, i) => b % (6 + i))];
          const ids: bigint[] = [];
          for (const [index, parent] of parents.entries()) {
            const email = `r${run}u${index}@referral.test`;
            const id = await invitee(t, { email, inviterId: parent === null ? undefined : ids[parent] });
            ids.push(id);
          }
          const tokens = new Map<number, string>();
          for (const step of steps) {
            const index = step.trader % ids.length;
            const id = ids[index] as bigint;
            if (!tokens.has(index)) {
              await creditExchange(t, id, 'USDT', 1_000_000_000_000n);
              await creditExchange(t, id, 'BTC', 1_000_000_000n);
              await creditAccount(t, id, 'contract', 'USDT', 100_000_000_000n);
              tokens.set(index, await userToken(t, `r${run}u${index}@referral.test`));
            }
            if (step.kind === 'position') {
              clock.advance(1_000);
              await storeTicks(t.services.db, [
                { symbol: 'XAU_USD', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 400_000n, source: 'test' },
              ]);
            }
            await trade(step, { token: tokens.get(index) as string });
          }
          await setReferralSettings(t, { depth, sharesBp });

          const feesBefore = await houseFees(t);
          const before = (await commissionRows(t)).length;
          await payReferralCommissions(t.services.db, clock, { lagMs: 0 });
          // A second run pays nothing more.
          await payReferralCommissions(t.services.db, clock, { lagMs: 0 });
          const paid = (await commissionRows(t)).slice(before);

          const inviterOf = (id: bigint) => {
            const parent = parents[ids.indexOf(id)];
            return parent === null || parent === undefined ? undefined : ids[parent];
          };
          const expected: Array<{ beneficiary: bigint; level: number; sourceKind: string; sourceId: bigint; amount: bigint }> = [];
          for (const fee of await usdtFeesOf(ids)) {
            let beneficiary = inviterOf(fee.trader);
            for (let level = 1; level <= depth && beneficiary !== undefined; level += 1) {
              const amount = (fee.fee * BigInt(sharesBp[level - 1] ?? 0)) / 10_000n;
              if (amount > 0n) expected.push({ beneficiary, level, sourceKind: fee.kind, sourceId: fee.sourceId, amount });
              beneficiary = inviterOf(beneficiary);
            }
          }
          const key = (row: { sourceKind: string; sourceId: bigint; level: number }) => `${row.sourceKind}:${row.sourceId}:${row.level}`;
          const sorted = <T extends { sourceKind: string; sourceId: bigint; level: number }>(rows: T[]) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));
          expect(sorted(paid.map(({ beneficiary, level, sourceKind, sourceId, amount }) => ({ beneficiary, level, sourceKind, sourceId, amount })))).toEqual(
            sorted(expected),
          );
          expect(paid.every((row) => row.level <= depth && row.status === 'pending')).toBe(true);

          // Each beneficiary's commission account holds exactly their pending commissions, frozen; the fee account paid them.
          const total = expected.reduce((sum, row) => sum + row.amount, 0n);
          for (const id of ids) {
            const owed = expected.filter((row) => row.beneficiary === id).reduce((sum, row) => sum + row.amount, 0n);
            expect(await accountOf(t, id, 'commission')).toEqual({ available: 0n, frozen: owed });
          }
          expect(await houseFees(t)).toBe(feesBefore - total);
          await expectBooksBalance(t);
        },
      ),
      { numRuns: 12 },
    );
    // The runs did pay from every kind of fee (and the property was not met by paying nothing).
    const kinds = await t.services.db.execute<{ source_kind: string; n: number }>(
      sql`select source_kind, count(*)::int as n from referral_commissions group by source_kind order by source_kind`,
    );
    expect(kinds.rows.map((row) => row.source_kind)).toEqual(['position_close_fee', 'position_open_fee', 'spot_trade']);
  }, 240_000);
});
