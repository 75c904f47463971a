import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { postEntries, trialBalance, verifyLedger } from '../modules/ledger/index.js';
import { fundedUser, multipartBody } from './funds.js';
import { callJson } from './loans.js';
import { expectContractAnswer, type TestApp } from './testApp.js';
import { approveJuniorFor, identityPng } from './verification.js';

/**
 * Helpers of the quick-buy tests: traders who pass the `p2p_buy`/`p2p_sell` gates (a contact, junior
 * verification, the transaction password TPWD), approved merchants with receiving settings, ads
 * inserted as web/p2pSaveAd would leave them, and the books checked after every scenario.
 */

export const TPWD = '246810';
export const USDT = 1_000_000n;
let requests = 0;
export const requestId = (): string => `p2preq${requests++}x${Date.now()}`;

export interface Trader {
  id: bigint;
  token: string;
}

/** A signed-in user with a contact, junior verification, the transaction password and `usdtUnits` in the exchange account. */
export async function p2pTrader(t: TestApp, email: string, usdtUnits: bigint): Promise<Trader> {
  const user = await fundedUser(t, email, usdtUnits);
  await approveJuniorFor({ db: t.services.db, images: t.services.images, clock: t.services.clock }, user.id);
  const saved = await t.call('saveTpwd', { tpwd: TPWD, tpwd2: TPWD, request_id: requestId() }, { method: 'POST', token: user.token });
  if (saved.body.code !== 0) throw new Error(`saveTpwd: ${JSON.stringify(saved.body)}`);
  return user;
}

/** Receiving settings for bank transfer, Alipay and WeChat (web/saveReceive). */
export async function saveReceiving(t: TestApp, trader: Trader, name = 'Test Person'): Promise<void> {
  const saved = await t.call(
    'saveReceive',
    {
      name,
      bank_name: 'Bank of Testing',
      bank_number: '6222020200112233',
      alipay_account: 'alipay@example.com',
      weixin_nickname: 'tester',
      weixin_account: 'wx_tester',
      request_id: requestId(),
    },
    { method: 'POST', token: trader.token },
  );
  if (saved.body.code !== 0) throw new Error(`saveReceive: ${JSON.stringify(saved.body)}`);
}

/**
 * An approved merchant (the merchant row as admin/p2pDecideApplication leaves it; the criteria
 * and the application itself have their own tests) with receiving settings for every method.
 */
export async function p2pMerchant(t: TestApp, email: string, usdtUnits: bigint, nickname = email.split('@')[0] ?? 'merchant'): Promise<Trader> {
  const trader = await p2pTrader(t, email, usdtUnits);
  await saveReceiving(t, trader, `${nickname} Ltd`);
  const now = t.services.clock.now();
  await t.services.db.execute(sql`
    insert into p2p_merchants (user_id, nickname, status, deposit, applied_at, decided_at, approved_at, updated_at)
    values (${trader.id}, ${nickname}, 'approved', 0, ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()})`);
  return trader;
}

export interface AdTerms {
  side?: 'sell' | 'buy';
  fiat?: string;
  /** Fixed price in fiat cents (default 7.20). */
  priceCents?: bigint;
  /** Floating: margin in basis points of a percent (10150 = 101.50 %) instead of a fixed price. */
  marginBp?: number;
  /** USDT minor units offered or wanted. */
  available: bigint;
  minFiat?: bigint;
  maxFiat?: bigint;
  methods?: string[];
  windowMinutes?: number;
}

/** An online ad as web/p2pSaveAd leaves it: a sell ad's amount moved from the exchange account into the reserve. */
export async function insertAd(t: TestApp, merchant: Trader, terms: AdTerms): Promise<bigint> {
  const side = terms.side ?? 'sell';
  const now = t.services.clock.now().toISOString();
  const fixed = terms.marginBp === undefined;
  const rows = await t.services.db.execute<{ id: string }>(sql`
    insert into p2p_ads (merchant_id, side, fiat, price_type, price_cents, margin_bp, available, min_fiat, max_fiat, methods, window_minutes, terms, status, request_id, created_at, updated_at)
    values (${merchant.id}, ${side}, ${terms.fiat ?? 'CNY'}, ${fixed ? 'fixed' : 'floating'}, ${fixed ? String(terms.priceCents ?? 720n) : null},
      ${fixed ? null : terms.marginBp}, ${String(terms.available)}, ${String(terms.minFiat ?? 100n)}, ${String(terms.maxFiat ?? 100_000_000n)},
      ${`{${(terms.methods ?? ['bank', 'alipay']).join(',')}}`}, ${terms.windowMinutes ?? 15}, 'Pay from an account in your own name.', 'online', ${requestId()}, ${now}, ${now})
    returning id::text`);
  const id = BigInt(rows.rows[0]?.id ?? '0');
  if (side === 'sell') {
    const posted = await t.services.db.transaction((tx) =>
      postEntries(tx, {
        reason: 'p2p_ad_reserve',
        actor: `user:${merchant.id}`,
        cause: { type: 'p2p_ad', id: String(id) },
        idempotencyKey: `test:p2p-ad:${id}`,
        movements: [
          { account: { owner: 'user', userId: merchant.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: -terms.available },
          { account: { owner: 'user', userId: merchant.id, kind: 'p2p_reserve', asset: 'USDT' }, bucket: 'frozen', amount: terms.available },
        ],
      }),
    );
    if (!posted.ok) throw new Error(`ad reserve: ${posted.error}`);
  }
  return id;
}

/** A JSON call (GET or POST) checked against the contract; POSTs get a fresh request id unless one is given. */
export function p2pCall(t: TestApp, name: string, params: Record<string, unknown>, token: string, method: 'GET' | 'POST' = 'POST') {
  return callJson(t, name, method === 'POST' ? { request_id: requestId(), ...params } : params, { token, method });
}

/** A user's USDT in one ledger account kind, minor units. */
export async function usdtOf(t: TestApp, userId: bigint, kind: 'exchange' | 'p2p_reserve' | 'p2p_escrow' | 'merchant_deposit') {
  const result = await t.services.db.execute<{ available: string; frozen: string }>(sql`
    select available::text, frozen::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = ${kind} and asset = 'USDT'`);
  const row = result.rows[0];
  return { available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
}

/** The trial balance is zero and every balance matches its entries. */
export async function expectBooksBalance(t: TestApp): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
}

/** A staff JSON call (admin scope) checked against the contract; POSTs get a fresh request id unless one is given. */
export function p2pDeskCall(t: TestApp, name: string, params: Record<string, unknown>, token: string, method: 'GET' | 'POST' = 'POST') {
  return callJson(t, name, method === 'POST' ? { request_id: requestId(), ...params } : params, { token, method, scope: 'admin' });
}

/** A picture uploaded through web/p2pUploadImage (multipart); answers its image id. */
export async function uploadP2pPicture(t: TestApp, token: string, seed = 0): Promise<string> {
  const form = multipartBody({ request_id: requestId() }, { name: 'file', filename: 'proof.png', contentType: 'image/png', data: await identityPng(seed) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/p2pUploadImage',
    headers: { nonce: 'p2ptest1', token, 'content-type': form.contentType },
    payload: form.payload,
  });
  const body = response.json();
  expectContractAnswer('web', 'p2pUploadImage', body);
  if (body.code !== 0) throw new Error(`p2pUploadImage: ${JSON.stringify(body)}`);
  return body.data.image_id;
}

/** web/p2pImage as its caller gets it: the picture's bytes, or the refusal's envelope code. */
export async function readP2pPicture(t: TestApp, token: string, imageId: string): Promise<{ code: number; contentType: string; bytes: number }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/web/p2pImage', headers: { nonce: 'p2ptest1', token }, query: { image_id: imageId } });
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('image/')) return { code: 0, contentType, bytes: response.rawPayload.length };
  const body = response.json();
  expectContractAnswer('web', 'p2pImage', body);
  return { code: body.code, contentType, bytes: 0 };
}

/** Postings of one reason whose cause is the order. */
export async function orderPostings(t: TestApp, orderId: string | bigint, reason: string): Promise<number> {
  const result = await t.services.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_postings where cause_type = 'p2p_order' and cause_id = ${String(orderId)} and reason = ${reason}`);
  return result.rows[0]?.n ?? 0;
}

/** What an ad still offers (sell) or wants (buy), USDT minor units, and its status. */
export async function adState(t: TestApp, adId: bigint): Promise<{ available: bigint; status: string }> {
  const result = await t.services.db.execute<{ available: string; status: string }>(sql`select available::text, status from p2p_ads where id = ${adId}`);
  const row = result.rows[0];
  if (!row) throw new Error(`no ad ${adId}`);
  return { available: BigInt(row.available), status: row.status };
}
