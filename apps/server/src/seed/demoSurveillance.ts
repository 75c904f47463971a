import { formatUnits, parsePositiveUnits } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { approveDeposit, requestWithdrawal, submitDeposit } from '../modules/funding/index.js';
import { approveVerification, createUserWithPassword, setTransactionPassword, submitJunior, uploadIdentityImage, users } from '../modules/identity/index.js';
import { markets } from '../modules/marketdata/index.js';
import { findOrderByClientId, getDepth, placeOrder, type SpotWriter } from '../modules/spot/index.js';
import { type Clock, manualClock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { ImageStore } from '../platform/images.js';
import { postDemoDeposit } from './demoDeposit.js';

/**
 * Demo accounts whose activity the surveillance reports (issue 19 §6) pick up on `npm start`: a
 * pair related by invitation trading with each other, and an account that withdraws soon after
 * a deposit. Clearly demo accounts (the `.local` domain); nobody is meant to sign in as them.
 */
export const DEMO_WATCHED = {
  password: 'DemoWatched2026',
  maker: { email: 'wes.maker@veritex.local', name: 'Wes Maker', invitationCode: 'DEMOWES1' },
  taker: { email: 'tia.taker@veritex.local', name: 'Tia Taker', invitationCode: 'DEMOTIA1' },
  quick: { email: 'quinn.exit@veritex.local', name: 'Quinn Exit', invitationCode: 'DEMOQNN1' },
} as const;

const SYMBOL = 'BTC_USDT';
const FILLS = 3;
const FILL_QUANTITY = '0.01000000';
const WITHDRAW_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

interface Deps {
  db: Database;
  exchange: SpotWriter;
  clock: Clock;
  images: ImageStore;
}

/**
 * Runs once the spot writer is up (the fills go through the order book like anyone's); a second
 * start finds the orders by their client ids and the rest by its request ids, and adds nothing.
 */
export async function seedDemoSurveillance(deps: Deps): Promise<void> {
  const account = (person: { email: string; name: string; invitationCode: string }, inviterId?: bigint) =>
    createUserWithPassword(deps.db, {
      account: { kind: 'email', value: person.email },
      password: DEMO_WATCHED.password,
      nationality: 'HK',
      name: person.name,
      invitationCode: person.invitationCode,
      inviterId,
    });
  const maker = await account(DEMO_WATCHED.maker);
  const taker = await account(DEMO_WATCHED.taker, maker.id);
  const quick = await account(DEMO_WATCHED.quick);
  const start = (userId: bigint, asset: string, units: bigint, who: string) =>
    postDemoDeposit(deps.db, {
      userId,
      kind: 'exchange',
      asset,
      units,
      idempotencyKey: `seed:watched:${who}:${asset}`,
      causeId: who,
      memo: 'Demo account starting balance',
    });
  await start(maker.id, 'BTC', 10_000_000n, 'wes');
  await start(taker.id, 'USDT', 5_000_000_000n, 'tia');
  await start(quick.id, 'USDT', 3_000_000_000n, 'quinn');
  await start(quick.id, 'BTC', 5_000_000n, 'quinn');
  await tradeBetween(deps, { seller: maker.id, buyer: taker.id, key: 'wes-tia' });
  // Quinn traded earlier (with Tia), which the withdrawal turnover rule counts…
  await tradeBetween(deps, { seller: quick.id, buyer: taker.id, key: 'quinn-tia', fills: 1 });
  // …then deposits and withdraws within the hour, trading nothing in between.
  await quickExit(deps, quick.id);
}

/** A resting sell of the seller taken by the buyer at the same price, `fills` times, skipped while the book could match someone else. */
async function tradeBetween(deps: Deps, pair: { seller: bigint; buyer: bigint; key: string; fills?: number }): Promise<void> {
  for (let fill = 0; fill < (pair.fills ?? FILLS); fill++) {
    const sellId = `seed-${pair.key}-sell-${fill}`;
    if (await findOrderByClientId(deps, pair.seller, sellId)) continue;
    const price = await quietPrice(deps);
    if (!price) {
      console.log(`[seed] ${SYMBOL}: no quiet book or reference price, the demo related-account trades (${pair.key}) are left out`);
      return;
    }
    const sell = await placeOrder(deps, pair.seller, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'limit',
      price,
      quantity: FILL_QUANTITY,
      time_in_force: 'GTC',
      post_only: true,
      client_order_id: sellId,
    });
    if (!sell.ok) {
      console.log(`[seed] demo related-account order refused: ${sell.error}`);
      return;
    }
    await placeOrder(deps, pair.buyer, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'limit',
      price,
      quantity: FILL_QUANTITY,
      time_in_force: 'IOC',
      post_only: false,
      client_order_id: `seed-${pair.key}-buy-${fill}`,
    });
  }
}

/** The market's reference price, when the book is empty (a fresh start, before the liquidity bots): the buyer then meets only the seller. */
async function quietPrice(deps: Deps): Promise<string | undefined> {
  const depth = getDepth(deps, { symbol: SYMBOL, limit: 1 });
  if (!depth.ok || depth.value.bids.length > 0 || depth.value.asks.length > 0) return undefined;
  const market = deps.exchange.view.markets.get(SYMBOL);
  const [row] = await deps.db.select({ referencePrice: markets.referencePrice }).from(markets).where(eq(markets.symbol, SYMBOL));
  if (!market || !row) return undefined;
  const { rules } = market;
  // numeric(…, 12) reads back with trailing zeros beyond the quote's decimals.
  const text = String(row.referencePrice);
  const units = parsePositiveUnits(text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text, rules.quoteScale);
  if (units === undefined) return undefined;
  return formatUnits((units / rules.tickUnits) * rules.tickUnits, rules.quoteScale);
}

/** Verified, with a transaction password, a 1,000 USDT deposit credited and 950 USDT asked for 40 minutes later (inside the withdrawal hours). */
async function quickExit(deps: Deps, userId: bigint): Promise<void> {
  const credited = withinWithdrawalHours(deps.clock.now());
  await verify(deps, userId, credited);
  const [user] = await deps.db.select({ tpwd: users.transactionPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user?.tpwd) await setTransactionPassword(deps.db, credited, { userId, tpwd: '135790', tpwd2: '135790' });
  const voucher = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 60, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  const deposit = await submitDeposit(deps.db, deps.images, {
    userId,
    asset: 'USDT',
    chain: 'ERC20',
    amount: '1000',
    description: 'Demo deposit',
    voucher,
    requestId: 'seed-quinn-deposit',
    clock: credited,
  });
  if (!deposit.ok) return;
  await approveDeposit(deps.db, credited, { id: BigInt(deposit.value.id), staff: 'seed' });
  const later = manualClock(new Date(credited.now().getTime() + 40 * 60_000));
  const requested = await requestWithdrawal(deps.db, later, {
    userId,
    amount: '950',
    tpwd: '135790',
    requestId: 'seed-quinn-withdrawal',
    target: { method: 'chain', asset: 'USDT', chain: 'ERC20', address: WITHDRAW_ADDRESS, tag: '' },
  });
  if (!requested.ok) console.log(`[seed] the demo quick withdrawal was refused: ${requested.error}`);
}

/** 13:00 Hong Kong time today, or yesterday when that is still ahead: inside the published withdrawal hours. */
function withinWithdrawalHours(now: Date): Clock {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 5, 0, 0));
  return manualClock(today <= now ? today : new Date(today.getTime() - 86_400_000));
}

async function verify(deps: Deps, userId: bigint, clock: Clock): Promise<void> {
  const picture = (seed: number) =>
    sharp({ create: { width: 96, height: 64, channels: 3, background: { r: seed * 60, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  const upload = async (slot: 'front' | 'back' | 'hold', seed: number) => {
    const uploaded = await uploadIdentityImage(deps.db, deps.images, clock, { userId, slot, file: await picture(seed) });
    return uploaded.ok ? uploaded.value.upload_id : '';
  };
  const submitted = await submitJunior(deps.db, clock, {
    userId,
    form: {
      nationality: 'HK',
      id_type: '2',
      real_name: 'Quinn Exit',
      id_number: 'DEMOQ0001',
      front: await upload('front', 1),
      back: await upload('back', 2),
      hold: await upload('hold', 3),
    },
  });
  if (submitted.ok && submitted.value.id) await approveVerification(deps.db, clock, { id: BigInt(submitted.value.id), staff: 'seed' });
}
