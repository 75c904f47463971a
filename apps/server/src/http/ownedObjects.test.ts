import { type CallSpec, WEB_CALLS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postEntries } from '../modules/ledger/index.js';
import { approveLoan, loanProducts, recordLoanApplication } from '../modules/loans/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { saveSubscriptionProject } from '../modules/subscriptions/index.js';
import { manualClock } from '../platform/clock.js';
import { staffToken } from '../testing/callers.js';
import { creditAccount, creditLendingAccount, fundedUser, multipartBody, pngVoucher } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor, identityPng } from '../testing/verification.js';

/**
 * The access matrix's third dimension (issue 12): another user's object. Every user call that
 * names an object by id is called by user B with user A's object: it must not succeed, and A's
 * object must be as it was. A user call that gains an id-like field fails the completeness check
 * until it is listed here, so a new context cannot forget this.
 */

/** Wednesday noon UTC: every market is open. */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let owner: { id: bigint; token: string };
let stranger: { id: bigint; token: string };
let n = 0;
const rid = () => `owned${n++}x${Date.now()}`;

/** Calls that take an id of something that is not a user's own: not part of this test. */
const NOT_OWNED: Record<string, string> = {
  setSecQuestion: 'question_id names one of the three published questions',
  placeDelivery: 'product_id names a published delivery product',
  lendBuy: 'product_id names a published loan product (its documents are checked as own uploads in modules/loans/loans.test.ts)',
  buyProfit: 'product_id names a published earn product',
  subscribe: "project_id names a published project (a private placement's invitation is checked in modules/subscriptions/subscriptions.api.test.ts)",
  getMySubscriptions: "project_id only filters the caller's own records",
  claimBenefit: 'task_id names a published benefit task (a claim is always made for the caller, once: modules/rewards/benefits.api.test.ts)',
  p2pOpenOrder: "ad_id names an online ad anyone may take (taking one's own ad is refused: modules/p2p/p2pOrders.api.test.ts)",
  readGG: "id names a published announcement, public to everyone; the read mark written is always the caller's own (modules/content/announcements.api.test.ts)",
  getMyLiabilityProof:
    "snapshot_id names a published proof-of-liabilities snapshot, public to everyone; the answer holds only the caller's own leaves and salt (modules/proof/proof.api.test.ts)",
};

/** Names of fields that point at a stored object (identity pictures are named by their slot). */
const ID_FIELD = /(^id$|_id$|^ids$|^front$|^back$|^hold$|^face$|^bill$|upload)/;

function idFieldsOf(spec: CallSpec): string[] {
  const schema = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {}).filter((key) => ID_FIELD.test(key) && key !== 'request_id' && key !== 'client_order_id');
}

interface OwnedCase {
  /** The call's input naming the owner's object (plus what else it needs). */
  input: () => Promise<Record<string, string>>;
  /** What the owner sees of the object, before and after the stranger's attempt. */
  ownerView: () => Promise<unknown>;
}

const objects: Record<string, string> = {};

async function ownerCall(name: string, input: Record<string, string> = {}) {
  const answer = await t.call(name, input, { token: owner.token });
  if (answer.body.code !== 0) throw new Error(`${name} for the owner: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

const CASES: Record<string, OwnedCase> = {
  revokeSession: { input: async () => ({ id: objects.session ?? '' }), ownerView: () => ownerCall('getSessions') },
  cancelOrder: { input: async () => ({ symbol: 'BTC_USDT', order_id: objects.order ?? '' }), ownerView: () => ownerCall('getOrders', { scope: 'open' }) },
  closePosition: { input: async () => ({ position_id: objects.position ?? '', lots: '1' }), ownerView: () => ownerCall('getPositions') },
  cancelPosition: { input: async () => ({ position_id: objects.pending ?? '' }), ownerView: () => ownerCall('getPositions') },
  setTpSl: { input: async () => ({ position_id: objects.position ?? '', take_profit: '5000' }), ownerView: () => ownerCall('getPositions') },
  getPositionDetail: { input: async () => ({ position_id: objects.position ?? '' }), ownerView: () => ownerCall('getPositions') },
  getVoucher: { input: async () => ({ id: objects.deposit ?? '' }), ownerView: () => ownerCall('getDeposits') },
  deleteWithdrawAddress: { input: async () => ({ id: objects.address ?? '' }), ownerView: () => ownerCall('getWithdrawAddresses') },
  idImage: { input: async () => ({ upload_id: objects.upload ?? '' }), ownerView: () => ownerCall('idcardinfo') },
  readMessage: { input: async () => ({ id: objects.message ?? '' }), ownerView: () => ownerCall('getMessages') },
  getMessage: { input: async () => ({ id: objects.message ?? '' }), ownerView: () => ownerCall('getMessage', { id: objects.message ?? '' }) },
  addCollateral: { input: async () => ({ id: objects.collateralLoan ?? '', amount: '0.1' }), ownerView: () => ownerCall('getCollateralLoans') },
  repayCollateralLoan: { input: async () => ({ id: objects.collateralLoan ?? '', amount: '1' }), ownerView: () => ownerCall('getCollateralLoans') },
  getLoan: { input: async () => ({ id: objects.loan ?? '' }), ownerView: () => ownerCall('getLoan', { id: objects.loan ?? '' }) },
  repayLoan: { input: async () => ({ id: objects.loan ?? '' }), ownerView: () => ownerCall('getLoan', { id: objects.loan ?? '' }) },
  repayLoanVoucher: { input: async () => ({ id: objects.loan ?? '' }), ownerView: () => ownerCall('getLoan', { id: objects.loan ?? '' }) },
  loanDocument: { input: async () => ({ upload_id: objects.loanUpload ?? '' }), ownerView: () => ownerCall('lendMy') },
  getProfitAccruals: { input: async () => ({ id: objects.earnOrder ?? '' }), ownerView: () => ownerCall('getMyprofit') },
  getRedemptionQuote: { input: async () => ({ id: objects.earnOrder ?? '' }), ownerView: () => ownerCall('getMyprofit') },
  sellProfit: { input: async () => ({ id: objects.earnOrder ?? '', expected_total: '100' }), ownerView: () => ownerCall('getMyprofit') },
  p2pSaveAd: {
    input: async () => ({
      id: objects.ad ?? '',
      side: 'sell',
      fiat: 'CNY',
      price_type: 'fixed',
      price: '9.99',
      amount: '1',
      min_fiat: '1',
      max_fiat: '9',
      methods: 'bank',
      window_minutes: '15',
    }),
    ownerView: () => ownerCall('p2pMyAds'),
  },
  p2pSetAdStatus: { input: async () => ({ id: objects.ad ?? '', status: 'closed' }), ownerView: () => ownerCall('p2pMyAds') },
  p2pOrder: { input: async () => ({ id: objects.p2pOrder ?? '' }), ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }) },
  p2pMarkPaid: {
    input: async () => ({ id: objects.p2pOrder ?? '', method: 'bank', proof_image_id: objects.p2pImage ?? '' }),
    ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }),
  },
  p2pRelease: { input: async () => ({ id: objects.p2pOrder ?? '', tpwd: '135790' }), ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }) },
  p2pCancel: { input: async () => ({ id: objects.p2pOrder ?? '' }), ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }) },
  p2pAppeal: {
    input: async () => ({ id: objects.p2pOrder ?? '', reason: 'Not paid in full', image_id: objects.p2pImage ?? '' }),
    ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }),
  },
  p2pRate: { input: async () => ({ id: objects.p2pOrder ?? '', positive: 'true' }), ownerView: () => ownerCall('p2pOrder', { id: objects.p2pOrder ?? '' }) },
  p2pMessages: { input: async () => ({ id: objects.p2pOrder ?? '' }), ownerView: () => ownerCall('p2pMessages', { id: objects.p2pOrder ?? '' }) },
  p2pSendMessage: {
    input: async () => ({ id: objects.p2pOrder ?? '', text: 'hello', image_id: objects.p2pImage ?? '' }),
    ownerView: () => ownerCall('p2pMessages', { id: objects.p2pOrder ?? '' }),
  },
  p2pImage: { input: async () => ({ image_id: objects.p2pImage ?? '' }), ownerView: () => ownerCall('p2pMessages', { id: objects.p2pOrder ?? '' }) },
  flashConfirm: { input: async () => ({ quote_id: objects.flashQuote ?? '' }), ownerView: () => ownerCall('flashRecords') },
  supportSend: { input: async () => ({ text: 'Is this mine?', image_id: objects.supportImage ?? '' }), ownerView: () => ownerCall('supportMessages') },
  supportImage: { input: async () => ({ image_id: objects.supportImage ?? '' }), ownerView: () => ownerCall('supportMessages') },
  supportRead: { input: async () => ({ message_id: objects.supportMessage ?? '' }), ownerView: () => ownerCall('supportChat') },
  supportRate: { input: async () => ({ id: objects.supportConversation ?? '', rating: '1' }), ownerView: () => ownerCall('supportChat') },
  getCommitmentProof: { input: async () => ({ id: objects.subscription ?? '' }), ownerView: () => ownerCall('getMySubscriptions') },
  seniorAuth: {
    input: async () => ({ id_type: '1', face: objects.upload ?? '', hold: objects.upload ?? '' }),
    ownerView: () => ownerCall('idcardinfo'),
  },
  addressAuth: { input: async () => ({ address: '1 Main Street, London', bill: objects.upload ?? '' }), ownerView: () => ownerCall('idcardinfo') },
  setNameAuth: {
    input: async () => ({
      nationality: 'GB',
      id_type: '2',
      real_name: 'Someone Else',
      id_number: 'X1234567',
      front: objects.upload ?? '',
      back: objects.upload ?? '',
      hold: objects.upload ?? '',
    }),
    ownerView: () => ownerCall('idcardinfo'),
  },
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await fundedUser(t, 'owner@owned.test', 10_000_000_000n);
  stranger = await fundedUser(t, 'stranger@owned.test', 10_000_000_000n);
  await creditAccount(t, owner.id, 'contract', 'USDT', 10_000_000_000n);
  await createOwnerObjects();
  await createCollateralLoan();
  await createLoan();
  await createP2pObjects();
  await createFlashQuote();
  await createSupportObjects();
});
afterAll(() => t.close());

async function createOwnerObjects(): Promise<void> {
  const second = await t.call('userLogin', { account: 'owner@owned.test', password: 'secret123' });
  const sessions = (await ownerCall('getSessions')) as { sessions: Array<{ id: string; current: boolean }> };
  objects.session = sessions.sessions.find((s) => !s.current)?.id ?? '';
  expect(second.body.code).toBe(0);

  const order = await t.call(
    'placeOrder',
    { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.01', client_order_id: rid() },
    { token: owner.token },
  );
  objects.order = order.body.data.id;

  await storeTicks(t.services.db, [{ symbol: 'XAU_USD', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 400_000n, source: 'test' }]);
  const position = await t.call('openPosition', { symbol: 'XAU_USD', side: 'long', lots: '2', leverage: '10', request_id: rid() }, { token: owner.token });
  objects.position = position.body.data.id;
  const pending = await t.call(
    'openPosition',
    { symbol: 'XAU_USD', side: 'long', lots: '1', leverage: '10', limit_price: '3000', request_id: rid() },
    { token: owner.token },
  );
  objects.pending = pending.body.data.id;

  const voucher = multipartBody(
    { asset: 'USDT', chain: 'ERC20', amount: '100', request_id: rid() },
    { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: await pngVoucher() },
  );
  const deposit = await t.app.inject({
    method: 'POST',
    url: '/api/web/recharge',
    headers: { nonce: 'owned123', token: owner.token, 'content-type': voucher.contentType },
    payload: voucher.payload,
  });
  objects.deposit = deposit.json().data.id;

  const address = await t.call(
    'addCollectCurrenct',
    { currency: 'USDT', chain: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7', remark: 'mine', request_id: rid() },
    { token: owner.token },
  );
  objects.address = address.body.data.id;

  const picture = multipartBody(
    { slot: 'front', request_id: rid() },
    { name: 'file', filename: 'id.png', contentType: 'image/png', data: await identityPng(4) },
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/web/userIdCard',
    headers: { nonce: 'owned123', token: owner.token, 'content-type': picture.contentType },
    payload: picture.payload,
  });
  objects.upload = upload.json().data.upload_id;

  await t.services.db.execute(
    sql`insert into user_messages (user_id, kind, params, created_at) values (${owner.id}, 'kyc_approved', '{"level":"junior"}', now())`,
  );
  const messages = (await ownerCall('getMessages')) as { items: Array<{ id: string }> };
  objects.message = messages.items[0]?.id ?? '';

  const earnProducts = (await ownerCall('getProfitList')) as { items: Array<{ id: string }> };
  const earn = await t.call('buyProfit', { product_id: earnProducts.items[0]?.id ?? '', amount: '100', request_id: rid() }, { token: owner.token });
  objects.earnOrder = earn.body.data.id;

  const project = await saveSubscriptionProject(t.services.db, clock, {
    coin: 'OWNEDX',
    coinName: 'Owned test coin',
    coinScale: 8,
    name: 'Owned test launch',
    private: false,
    rule: 'pro_rata',
    issuePrice: '1',
    totalSupply: '1000',
    minCommit: '10',
    userCap: '1000',
    startsAt: new Date(clock.now().getTime() - 3_600_000),
    endsAt: new Date(clock.now().getTime() + 86_400_000),
    listingAt: new Date(clock.now().getTime() + 86_400_000),
    lockupDays: 0,
    totalIssuance: '1000',
    circulation: '1000',
    website: '',
    whitePaper: '',
    introduction: { en: 'A test coin.' },
  });
  if (!project.ok) throw new Error(`saveSubscriptionProject: ${project.error}`);
  const subscription = await t.call('subscribe', { project_id: project.value.id, amount: '10', request_id: rid() }, { token: owner.token });
  objects.subscription = subscription.body.data.id;
}

/**
 * A disbursed loan of the owner's: its documents uploaded through web/lend_img, the application
 * written by the loans context's inner step (the owner is not verified) and approved by its use case.
 */
async function createLoan(): Promise<void> {
  const documents: Record<string, string> = {};
  for (const slot of ['id_photo', 'income'] as const) {
    const form = multipartBody({ slot, request_id: rid() }, { name: 'file', filename: 'doc.png', contentType: 'image/png', data: await identityPng(5) });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/web/lend_img',
      headers: { nonce: 'owned123', token: owner.token, 'content-type': form.contentType },
      payload: form.payload,
    });
    documents[slot] = upload.json().data.upload_id;
  }
  objects.loanUpload = documents.id_photo ?? '';
  await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'lending_funding',
      actor: 'test',
      cause: { type: 'test', id: 'owned-loan' },
      idempotencyKey: 'test-lending:owned-loan',
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -100_000_000n },
        { account: { owner: 'house', kind: 'lending', asset: 'USDT' }, bucket: 'available', amount: 100_000_000n },
      ],
    }),
  );
  const [product] = await t.services.db.select().from(loanProducts).limit(1);
  if (!product) throw new Error('no loan product');
  const loan = await recordLoanApplication(t.services.db, clock, { userId: owner.id, product, principal: 100_000_000n, documents, requestId: rid() });
  expect((await approveLoan(t.services.db, clock, { id: loan.id, staff: 'test' })).ok).toBe(true);
  objects.loan = String(loan.id);
}

/** A crypto-backed loan of the owner's: 0.5 BTC frozen, 1,000 USDT lent at a BTC tick of 100,000. */
async function createCollateralLoan(): Promise<void> {
  await creditAccount(t, owner.id, 'exchange', 'BTC', 100_000_000n);
  await creditLendingAccount(t, 1_000_000_000_000n);
  await storeTicks(t.services.db, [{ symbol: 'BTC_USDT_PERP', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 10_000_000n, source: 'test' }]);
  const loan = await t.call(
    'borrowWithCollateral',
    { collateral_asset: 'BTC', collateral_amount: '0.5', amount: '1000', request_id: rid() },
    { token: owner.token },
  );
  expect(loan.body.code).toBe(0);
  objects.collateralLoan = loan.body.data.id;
}

/**
 * The owner as a quick-buy merchant (verified, transaction password, receiving settings; the
 * merchant row as an approval leaves it) with a sell ad, an order a third user opened on it, and
 * a picture the owner sent into that order's chat.
 */
async function createP2pObjects(): Promise<void> {
  const deps = { db: t.services.db, images: t.services.images, clock };
  await approveJuniorFor(deps, owner.id);
  await ownerCall('saveTpwd', { tpwd: '135790', tpwd2: '135790', request_id: rid() });
  await ownerCall('saveReceive', { name: 'Owner Person', bank_name: 'Bank of Testing', bank_number: '6222020200112233', request_id: rid() });
  await t.services.db.execute(sql`
    insert into p2p_merchants (user_id, nickname, status, deposit, applied_at, decided_at, approved_at, updated_at)
    values (${owner.id}, 'OwnerOTC', 'approved', 0, now(), now(), now(), now())`);
  const ad = await ownerCall('p2pSaveAd', {
    side: 'sell',
    fiat: 'CNY',
    price_type: 'fixed',
    price: '7.20',
    amount: '100',
    min_fiat: '10',
    max_fiat: '720',
    methods: 'bank',
    window_minutes: '15',
    terms: 'Own account only.',
    request_id: rid(),
  });
  objects.ad = (ad as { id: string }).id;
  const buyer = await fundedUser(t, 'buyer@owned.test', 0n);
  await approveJuniorFor(deps, buyer.id);
  const order = await t.call('p2pOpenOrder', { ad_id: objects.ad, quantity: '10', expected_price: '7.20', request_id: rid() }, { token: buyer.token });
  expect(order.body.code).toBe(0);
  objects.p2pOrder = order.body.data.id;
  const picture = multipartBody({ request_id: rid() }, { name: 'file', filename: 'chat.png', contentType: 'image/png', data: await identityPng(7) });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/web/p2pUploadImage',
    headers: { nonce: 'owned123', token: owner.token, 'content-type': picture.contentType },
    payload: picture.payload,
  });
  objects.p2pImage = upload.json().data.image_id;
  await ownerCall('p2pSendMessage', { id: objects.p2pOrder ?? '', text: 'Details above.', image_id: objects.p2pImage ?? '', request_id: rid() });
}

/** A flash quote of the owner's: USDT for BTC against a third user's resting ask. */
async function createFlashQuote(): Promise<void> {
  const seller = await fundedUser(t, 'asker@owned.test', 0n);
  await creditAccount(t, seller.id, 'exchange', 'BTC', 100_000_000n);
  const ask = await t.call(
    'placeOrder',
    { symbol: 'BTC_USDT', side: 'sell', type: 'limit', time_in_force: 'GTC', price: '60000', quantity: '0.5', client_order_id: rid() },
    { token: seller.token },
  );
  expect(ask.body.code).toBe(0);
  const quote = await ownerCall('flashQuote', { from_asset: 'USDT', to_asset: 'BTC', amount: '100', request_id: rid() });
  objects.flashQuote = (quote as { quote_id: string }).quote_id;
}

/** The owner's support conversation: a picture sent into it, then closed by an agent (so that it could be rated). */
async function createSupportObjects(): Promise<void> {
  const picture = multipartBody({ request_id: rid() }, { name: 'file', filename: 'shot.png', contentType: 'image/png', data: await identityPng(9) });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/web/supportUploadImage',
    headers: { nonce: 'owned123', token: owner.token, 'content-type': picture.contentType },
    payload: picture.payload,
  });
  objects.supportImage = upload.json().data.image_id;
  const sent = (await ownerCall('supportSend', { text: 'My screenshot', image_id: objects.supportImage ?? '', request_id: rid() })) as {
    id: string;
    conversation_id: string;
  };
  objects.supportMessage = sent.id;
  objects.supportConversation = sent.conversation_id;
  const agent = await staffToken(t, 'support');
  const closed = await t.call('supportClose', { id: sent.conversation_id, reason: 'resolved', request_id: rid() }, { scope: 'admin', token: agent });
  expect(closed.body.code).toBe(0);
}

describe("another user's object", () => {
  it('has every object the test needs', () => {
    for (const key of [
      'session',
      'order',
      'position',
      'pending',
      'deposit',
      'address',
      'upload',
      'message',
      'loan',
      'loanUpload',
      'earnOrder',
      'subscription',
      'ad',
      'p2pOrder',
      'p2pImage',
      'flashQuote',
      'supportImage',
      'supportMessage',
      'supportConversation',
    ])
      expect({ key, id: objects[key] }).toMatchObject({ key, id: expect.stringMatching(/\S/) });
  });

  it('lists every user call that names an object by id', () => {
    const unlisted = Object.entries(WEB_CALLS as Record<string, CallSpec>)
      .filter(([name, spec]) => spec.access === 'user' && idFieldsOf(spec).length > 0 && !(name in CASES) && !(name in NOT_OWNED))
      .map(([name, spec]) => `${name} (${idFieldsOf(spec).join(', ')})`);
    expect(unlisted).toEqual([]);
  });

  for (const [name, owned] of Object.entries(CASES)) {
    it(`${name}: another user cannot reach the owner's object, which stays as it was`, async () => {
      const before = await owned.ownerView();
      const spec = (WEB_CALLS as Record<string, CallSpec>)[name];
      const input = { ...(await owned.input()), ...(spec?.idempotent === true ? { request_id: rid() } : {}) };
      const attempt = await t.app.inject({
        method: spec?.verbs[0] ?? 'GET',
        url: `/api/web/${name}`,
        headers: { nonce: 'owned123', token: stranger.token, 'content-type': 'application/json' },
        ...(spec?.verbs[0] === 'POST' ? { payload: JSON.stringify(input) } : { query: input }),
      });
      expect(attempt.headers['content-type']).toContain('application/json');
      expect(attempt.json().code).not.toBe(0);
      expect(await owned.ownerView()).toEqual(before);
    });
  }
});
