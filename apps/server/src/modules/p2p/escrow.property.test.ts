import { ERROR_CODES, formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { callJson } from '../../testing/loans.js';
import {
  adState,
  expectBooksBalance,
  insertAd,
  orderPostings,
  p2pMerchant,
  p2pTrader,
  requestId,
  saveReceiving,
  TPWD,
  type Trader,
  USDT,
  usdtOf,
} from '../../testing/p2p.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { updateSetting } from '../settings/index.js';
import { expireOrders } from './index.js';

/**
 * Issue 15: random order lifecycles on a few ads (a fixed and a floating sell ad, a buy ad), each an
 * opening followed by a random sequence of the parties', staff's and the expiry job's actions, some
 * repeated under their request id and some raced in pairs, checked after every step against a
 * reference model: the order's state, the answer of every action (a race must match one of its two
 * serial orders), the escrow leaving exactly once (released or returned, by its postings), every
 * balance touched to the exact minor unit, and a zero trial balance.
 */

const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;

type Status = 'unpaid' | 'paid' | 'appeal' | 'completed' | 'cancelled' | 'resolved';
type Escrow = 'held' | 'released' | 'returned';
interface OrderModel {
  status: Status;
  escrow: Escrow;
}

type Single =
  | { kind: 'markPaid' }
  | { kind: 'release' }
  | { kind: 'cancel' }
  | { kind: 'appeal'; by: 'buyer' | 'seller' }
  | { kind: 'resolve'; outcome: 'released' | 'returned' }
  /** The clock moved to the end of the payment window (or a minute past it), then the expiry job. */
  | { kind: 'expire'; late: boolean };
type Step = Single | { kind: 'repeat' } | { kind: 'race'; a: Single; b: Single };

/** An HTTP call's envelope code, or what the expiry job did to the order. */
type Outcome = number | 'expired' | 'untouched';

const single: fc.Arbitrary<Single> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'markPaid' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'release' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('appeal' as const), by: fc.constantFrom('buyer' as const, 'seller' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('resolve' as const), outcome: fc.constantFrom('released' as const, 'returned' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), late: fc.boolean() }) },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: single },
  { weight: 1, arbitrary: fc.constant({ kind: 'repeat' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), a: single, b: single }) },
);
/**
 * The ways an order ends (the spine of a lifecycle); each step may race a random rival, and random
 * steps are mixed in anywhere (most of them refused in the state they meet, which is checked too).
 */
const SPINES: Single[][] = [
  [{ kind: 'markPaid' }, { kind: 'release' }],
  [{ kind: 'markPaid' }, { kind: 'appeal', by: 'buyer' }, { kind: 'resolve', outcome: 'released' }],
  [{ kind: 'markPaid' }, { kind: 'appeal', by: 'seller' }, { kind: 'resolve', outcome: 'returned' }],
  [{ kind: 'markPaid' }, { kind: 'appeal', by: 'buyer' }, { kind: 'release' }],
  [{ kind: 'markPaid' }, { kind: 'appeal', by: 'seller' }, { kind: 'cancel' }],
  [{ kind: 'markPaid' }, { kind: 'cancel' }],
  [{ kind: 'cancel' }],
  [{ kind: 'expire', late: true }],
  [{ kind: 'markPaid' }, { kind: 'expire', late: false }, { kind: 'release' }],
];
const lifecycle = fc
  .record({
    ad: fc.integer({ min: 0, max: 2 }),
    // 1 to 2,000 USDT in minor units: every fiat amount inside the ads' limits.
    quantity: fc.bigInt({ min: USDT, max: 2_000n * USDT }),
    spine: fc.constantFrom(...SPINES),
    rivals: fc.array(fc.option(single, { freq: 3 }), { minLength: 3, maxLength: 3 }),
    extras: fc.array(fc.tuple(fc.nat(), step), { maxLength: 4 }),
  })
  .map(({ ad, quantity, spine, rivals, extras }) => {
    const steps: Step[] = spine.map((action, i) => {
      const rival = rivals[i];
      return rival ? { kind: 'race', a: action, b: rival } : action;
    });
    for (const [at, extra] of extras) steps.splice(at % (steps.length + 1), 0, extra);
    return { ad, quantity, steps };
  });

const OPEN: readonly Status[] = ['unpaid', 'paid', 'appeal'];

/** The reference: what one action answers and leaves, applied to an order alone (the serial semantics of the use cases). */
function apply(model: OrderModel, action: Single, now: number, payBy: number): { next: OrderModel; outcome: Outcome } {
  const refused = { next: model, outcome: ERROR_CODES.p2p_state_invalid };
  const open = OPEN.includes(model.status);
  switch (action.kind) {
    case 'markPaid':
      if (model.status !== 'unpaid') return refused;
      if (now > payBy) return { next: model, outcome: ERROR_CODES.p2p_window_expired };
      return { next: { ...model, status: 'paid' }, outcome: 0 };
    case 'release':
      return model.status === 'paid' || model.status === 'appeal' ? { next: { status: 'completed', escrow: 'released' }, outcome: 0 } : refused;
    case 'cancel':
      return open ? { next: { status: 'cancelled', escrow: 'returned' }, outcome: 0 } : refused;
    case 'appeal':
      return model.status === 'paid' ? { next: { ...model, status: 'appeal' }, outcome: 0 } : refused;
    case 'resolve':
      return model.status === 'appeal' ? { next: { status: 'resolved', escrow: action.outcome }, outcome: 0 } : refused;
    case 'expire':
      return model.status === 'unpaid' && payBy <= now
        ? { next: { status: 'cancelled', escrow: 'returned' }, outcome: 'expired' }
        : { next: model, outcome: 'untouched' };
  }
}

interface Ad {
  id: bigint;
  price: string;
  seller: Trader;
  buyer: Trader;
  side: 'sell' | 'buy';
}
const ads: Ad[] = [];

/** Every bucket a lifecycle may move: both parties' exchange accounts, the seller's reserve and escrow, what the ad offers. */
async function figures(ad: Ad) {
  return {
    buyerExchange: await usdtOf(t, ad.buyer.id, 'exchange'),
    sellerExchange: await usdtOf(t, ad.seller.id, 'exchange'),
    sellerReserve: await usdtOf(t, ad.seller.id, 'p2p_reserve'),
    sellerEscrow: await usdtOf(t, ad.seller.id, 'p2p_escrow'),
    adAvailable: (await adState(t, ad.id)).available,
  };
}
type Figures = Awaited<ReturnType<typeof figures>>;

/**
 * The model's figures: from the snapshot before the opening, the quantity leaves the seller's
 * source (a sell ad's reserve, a buy ad's selling user's exchange account) and the ad while it is
 * held or released, sits in escrow while held, and reaches the buyer's exchange account if released.
 * A return puts it back where it came from (both ads stay online), so the ad offers it again.
 */
function expected(before: Figures, ad: Ad, quantity: bigint, escrow: Escrow): Figures {
  const gone = escrow === 'returned' ? 0n : quantity;
  const plus = (bucket: { available: bigint; frozen: bigint }, available: bigint, frozen: bigint) => ({
    available: bucket.available + available,
    frozen: bucket.frozen + frozen,
  });
  const released = escrow === 'released' ? quantity : 0n;
  return {
    buyerExchange: plus(before.buyerExchange, released, 0n),
    sellerExchange: plus(before.sellerExchange, ad.side === 'buy' ? -gone : 0n, 0n),
    sellerReserve: plus(before.sellerReserve, 0n, ad.side === 'sell' ? -gone : 0n),
    sellerEscrow: plus(before.sellerEscrow, 0n, escrow === 'held' ? quantity : 0n),
    adAvailable: before.adAvailable - gone,
  };
}

interface Sent {
  name: string;
  scope: 'web' | 'admin';
  params: Record<string, unknown>;
  token: string;
  body: unknown;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Lifecycles cancel often, and a failing one (while shrinking) may leave its order open: the per-user limits are not under test here.
  await updateSetting(t.services.db, { key: 'p2p_daily_cancel_limit', value: 1_000_000, updatedBy: 'test' });
  await updateSetting(t.services.db, { key: 'p2p_max_open_orders', value: 1_000_000, updatedBy: 'test' });
  const sellMerchant = await p2pMerchant(t, 'sells@escrow.test', 200_000n * USDT, 'sells');
  const buyMerchant = await p2pMerchant(t, 'buys@escrow.test', 0n, 'buys');
  const buyer = await p2pTrader(t, 'buyer@escrow.test', 0n);
  const seller = await p2pTrader(t, 'seller@escrow.test', 100_000n * USDT);
  await saveReceiving(t, seller);
  const big = { available: 100_000n * USDT, maxFiat: 100_000_000n };
  ads.push(
    { id: await insertAd(t, sellMerchant, { ...big, priceCents: 720n }), price: '7.20', seller: sellMerchant, buyer, side: 'sell' },
    // Floating at 101.50 % of the US dollar's 1.00: 1.015 rounds to 1.02.
    {
      id: await insertAd(t, sellMerchant, { ...big, fiat: 'USD', marginBp: 10_150, windowMinutes: 30 }),
      price: '1.02',
      seller: sellMerchant,
      buyer,
      side: 'sell',
    },
    {
      id: await insertAd(t, buyMerchant, { ...big, side: 'buy', priceCents: 731n, windowMinutes: 20 }),
      price: '7.31',
      seller,
      buyer: buyMerchant,
      side: 'buy',
    },
  );
});
afterAll(() => t.close());

describe('escrow of random order lifecycles', () => {
  it('leaves every order released exactly once or returned exactly once, every balance as the model says', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(lifecycle, async ({ ad: adIndex, quantity, steps }) => {
        const ad = ads[adIndex] as Ad;
        const before = await figures(ad);
        expect(before.sellerEscrow).toEqual({ available: 0n, frozen: 0n });

        const send = async (name: string, who: Trader | 'staff', params: Record<string, unknown>): Promise<Sent> => {
          const scope = who === 'staff' ? 'admin' : 'web';
          const token = who === 'staff' ? await staffToken(t, 'support') : who.token;
          const full = { request_id: requestId(), ...params };
          const answer = await callJson(t, name, full, { token, scope });
          return { name, scope, params: full, token, body: answer.body };
        };
        const codeOf = (sent: Sent) => (sent.body as { code: number }).code;

        // The user takes the merchant's ad: buying from a sell ad, selling into a buy ad.
        const opened = await send('p2pOpenOrder', ad.side === 'sell' ? ad.buyer : ad.seller, {
          ad_id: String(ad.id),
          quantity: formatUnits(quantity, 6),
          expected_price: ad.price,
        });
        const view = (opened.body as { code: number; data: { id: string; pay_by: string; quantity: string } }).data;
        expect(codeOf(opened)).toBe(0);
        expect(BigInt(view.quantity.replace('.', ''))).toBe(quantity);
        const id = view.id;
        const payBy = new Date(view.pay_by).getTime();
        let model: OrderModel = { status: 'unpaid', escrow: 'held' };
        let last: Sent = opened;

        const check = async (label: string) => {
          const rows = await t.services.db.execute<{ status: Status; escrow: Escrow }>(sql`select status, escrow from p2p_orders where id = ${id}`);
          expect(rows.rows[0], label).toEqual(model);
          expect(await orderPostings(t, id, 'p2p_escrow_hold'), label).toBe(1);
          expect(await orderPostings(t, id, 'p2p_escrow_release'), label).toBe(model.escrow === 'released' ? 1 : 0);
          expect(await orderPostings(t, id, 'p2p_escrow_return'), label).toBe(model.escrow === 'returned' ? 1 : 0);
          expect(await figures(ad), label).toEqual(expected(before, ad, quantity, model.escrow));
        };

        /** Moves the clock for an expiry (never backwards), before the action runs, so both sides of a race see one time. */
        const prepare = (action: Single) => {
          if (action.kind === 'expire') clock.set(new Date(Math.max(clock.now().getTime(), payBy + (action.late ? 60_000 : 0))));
        };
        const run = async (action: Single): Promise<{ outcome: Outcome; sent?: Sent }> => {
          const idParam = { id };
          let sent: Sent;
          switch (action.kind) {
            case 'markPaid':
              sent = await send('p2pMarkPaid', ad.buyer, { ...idParam, method: 'bank' });
              break;
            case 'release':
              sent = await send('p2pRelease', ad.seller, { ...idParam, tpwd: TPWD });
              break;
            case 'cancel':
              sent = await send('p2pCancel', ad.buyer, idParam);
              break;
            case 'appeal':
              sent = await send('p2pAppeal', action.by === 'buyer' ? ad.buyer : ad.seller, { ...idParam, reason: `Appeal by the ${action.by}` });
              break;
            case 'resolve':
              sent = await send('p2pResolveAppeal', 'staff', { ...idParam, outcome: action.outcome, reason: `Decided: ${action.outcome}` });
              break;
            case 'expire': {
              const expired = await expireOrders(t.services.db, clock);
              // Every earlier lifecycle ended its order: only this one can be due.
              expect(expired).toBeLessThanOrEqual(1);
              return { outcome: expired === 1 ? 'expired' : 'untouched' };
            }
          }
          return { outcome: codeOf(sent), sent };
        };

        for (const [index, current] of steps.entries()) {
          const label = `step ${index} ${JSON.stringify(current)} of order ${id}`;
          if (current.kind === 'repeat') {
            // The same request again (same caller, request id and content): the first answer, nothing done twice.
            const again = await callJson(t, last.name, last.params, { token: last.token, scope: last.scope });
            expect(again.body, label).toEqual(last.body);
          } else if (current.kind === 'race') {
            prepare(current.a);
            prepare(current.b);
            const now = clock.now().getTime();
            const results = await Promise.all([run(current.a), run(current.b)]);
            const actual = results.map((result) => result.outcome);
            // The answers must be those of one of the two serial orders.
            const serial = [
              [0, 1],
              [1, 0],
            ].map((order) => {
              let m = model;
              const outcomes: Outcome[] = [];
              for (const i of order) {
                const applied = apply(m, i === 0 ? current.a : current.b, now, payBy);
                outcomes[i] = applied.outcome;
                m = applied.next;
              }
              return { outcomes, next: m };
            });
            const matching = serial.filter((candidate) => JSON.stringify(candidate.outcomes) === JSON.stringify(actual));
            expect(matching.length, `${label}: answers ${JSON.stringify(actual)}, serial ${JSON.stringify(serial)}`).toBeGreaterThan(0);
            const rows = await t.services.db.execute<{ status: Status; escrow: Escrow }>(sql`select status, escrow from p2p_orders where id = ${id}`);
            model = (matching.find((candidate) => JSON.stringify(candidate.next) === JSON.stringify(rows.rows[0])) ?? matching[0])?.next ?? model;
            last = results[1]?.sent ?? results[0]?.sent ?? last;
          } else {
            prepare(current);
            const { next, outcome } = apply(model, current, clock.now().getTime(), payBy);
            const result = await run(current);
            expect(result.outcome, label).toBe(outcome);
            model = next;
            last = result.sent ?? last;
          }
          await check(label);
        }

        // An order left open ends with the buyer's cancel: the escrow goes home.
        if (OPEN.includes(model.status)) {
          const cancelled = await send('p2pCancel', ad.buyer, { id });
          expect(codeOf(cancelled)).toBe(0);
          model = { status: 'cancelled', escrow: 'returned' };
          await check('closing cancel');
        }
        expect((await figures(ad)).sellerEscrow).toEqual({ available: 0n, frozen: 0n });
        await expectBooksBalance(t);
      }),
      { seed: 15, numRuns: 50, interruptAfterTimeLimit: 100_000, markInterruptAsFailure: true },
    );
  });
});
