import { earnDayNumber, findCall } from '@veritex/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { DEMO_ADMIN } from '../../seed/demoAccounts.js';
import { creditAccount, fundedUser, multipartBody, pngVoucher } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { approveJuniorFor } from '../../testing/verification.js';
import { settleDueDeliveries } from '../delivery/index.js';
import { watchPositions } from '../derivatives/index.js';
import { recordTurnover } from '../funding/index.js';
import { findUserById } from '../identity/index.js';
import { loanProducts, loans, remindDueLoans } from '../loans/index.js';
import { storeTicks } from '../marketdata/index.js';
import { deliverMessageMails, postUserMessage } from './index.js';

// Monday 13:00 in Hong Kong: inside the withdrawal window; crypto instruments trade around the clock.
const START = new Date('2026-11-23T05:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let staffToken: string;
let seq = 0;
const rid = () => `inbox-${seq++}-${Date.now()}`;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SYMBOL = 'BTC_USDT_PERP';

beforeAll(async () => {
  t = await createTestApp({ clock });
  const totp = await generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) });
  staffToken = (await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp }, { method: 'POST', scope: 'admin' })).body.data.token;
});
afterAll(() => t.close());

/** A web call with a request id when the contract wants one (`requestId` names it, so a retry repeats it). */
const post = (name: string, params: Record<string, string>, token: string, requestId?: string) =>
  t.call(name, findCall('web', name)?.idempotent ? { request_id: requestId ?? rid(), ...params } : params, { method: 'POST', token });
const staff = (name: string, params: Record<string, string>, requestId = rid()) =>
  t.call(name, { ...params, request_id: requestId }, { method: 'POST', scope: 'admin', token: staffToken });

const messagesOf = (userId: bigint) =>
  t.services.db.query.userMessages.findMany({ where: (m, { eq }) => eq(m.userId, userId), orderBy: (m, { asc }) => asc(m.id) });
const mailsOf = (userId: bigint) => t.services.db.query.messageMails.findMany({ where: (m, { eq }) => eq(m.userId, userId) });
const runMailJob = () =>
  deliverMessageMails({
    db: t.services.db,
    clock,
    catalogue: t.services.catalogue,
    mail: t.mails,
    publicUrl: 'https://veritex.example',
    recipientOf: async (userId) => {
      const user = await findUserById(t.services.db, userId);
      return user && { email: user.email, lang: user.lang, antiPhishingCode: user.antiPhishingCode };
    },
  });

type User = { id: bigint; token: string; email: string };
let users = 0;
async function newUser(usdt = 0n): Promise<User> {
  const email = `inbox${users++}@inbox.test`;
  return { ...(await fundedUser(t, email, usdt * 1_000_000n)), email };
}

async function readyToWithdraw() {
  const user = await newUser(1_000n);
  await post('saveTpwd', { tpwd: '246810', tpwd2: '246810' }, user.token);
  await approveJuniorFor(t.services, user.id);
  await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 12n, source: 'test', causeId: `inbox-${user.id}` });
  return user;
}
const withdraw = async (token: string, amount: string) => {
  const answer = await post('withdraw', { address: ADDRESS, amount, tpwd: '246810' }, token);
  expect(answer.body.code).toBe(0);
  return answer.body.data.id as string;
};

async function voucherDeposit(token: string, amount: string): Promise<string> {
  const body = multipartBody(
    { asset: 'USDT', chain: 'ERC20', amount, description: 'from my wallet', request_id: rid() },
    { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: await pngVoucher() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/recharge',
    headers: { nonce: 'abcdefgh', token, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.json().code).toBe(0);
  return response.json().data.id;
}

/** A reference tick of the perpetual at the clock's second (price in cents). */
async function tickNow(priceCents: bigint) {
  clock.advance(1_000);
  await storeTicks(t.services.db, [{ symbol: SYMBOL, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: priceCents, source: 'test' }]);
}

/** A long position opened at 96,000 (opened twice with one request id), then the price moves and the risk pass runs twice. */
async function positionClosedBySystem(fields: Record<string, string>, movedToCents: bigint): Promise<User> {
  const user = await newUser();
  await creditAccount(t, user.id, 'contract', 'USDT', 10_000_000_000n);
  await tickNow(9_600_000n);
  const requestId = rid();
  const open = { symbol: SYMBOL, side: 'long', lots: '1', leverage: '10', ...fields };
  expect((await post('openPosition', open, user.token, requestId)).body.code).toBe(0);
  expect((await post('openPosition', open, user.token, requestId)).body.code).toBe(0);
  await tickNow(movedToCents);
  expect((await watchPositions(t.services.db, clock)).closed).toBeGreaterThan(0);
  expect((await watchPositions(t.services.db, clock)).closed).toBe(0);
  return user;
}

interface SourceCase {
  kind: string;
  link: string | RegExp;
  /** Makes the event happen, retries it (same request id, a second approval, a job run again) and answers whose inbox to read. */
  run: () => Promise<User>;
  body?: RegExp;
}

const SOURCES: SourceCase[] = [
  {
    kind: 'deposit_credited',
    link: '/cbjl',
    body: /250\.500000 USDT \(ERC20\)/,
    run: async () => {
      const user = await newUser();
      const id = await voucherDeposit(user.token, '250.5');
      const requestId = rid();
      expect((await staff('approveDeposit', { id }, requestId)).body.code).toBe(0);
      expect((await staff('approveDeposit', { id }, requestId)).body.code).toBe(0);
      expect((await staff('approveDeposit', { id })).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'earn_redeemed',
    link: '/profit_wdtg',
    body: /100\.000000 USDT/,
    run: async () => {
      const user = await newUser(1_000n);
      const products = (await t.call('getProfitList')).body.data.items as { id: string }[];
      const bought = await post('buyProfit', { product_id: String(products[0]?.id), amount: '100' }, user.token);
      expect(bought.body.code).toBe(0);
      const order = String(bought.body.data.id);
      const quote = (await t.call('getRedemptionQuote', { id: order }, { token: user.token })).body.data;
      expect(quote.redeemable).toBe(true);
      const requestId = rid();
      const params = { id: order, expected_total: quote.total_returned };
      expect((await post('sellProfit', params, user.token, requestId)).body.code).toBe(0);
      expect((await post('sellProfit', params, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'withdrawal_paid',
    link: '/tbjl',
    body: /199\.000000 USDT was sent after a fee of 1\.000000 USDT/,
    run: async () => {
      const user = await readyToWithdraw();
      const id = await withdraw(user.token, '200');
      const hash = `0x${'cd'.repeat(32)}`;
      const requestId = rid();
      expect((await staff('payWithdrawal', { id, tx_hash: hash }, requestId)).body.code).toBe(0);
      expect((await staff('payWithdrawal', { id, tx_hash: hash }, requestId)).body.code).toBe(0);
      expect((await staff('payWithdrawal', { id, tx_hash: hash })).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'withdrawal_refused',
    link: '/tbjl',
    body: /Reason: Address on a sanctions list\./,
    run: async () => {
      const user = await readyToWithdraw();
      const id = await withdraw(user.token, '150');
      const requestId = rid();
      const reason = 'Address on a sanctions list';
      expect((await staff('rejectWithdrawal', { id, reason }, requestId)).body.code).toBe(0);
      expect((await staff('rejectWithdrawal', { id, reason }, requestId)).body.code).toBe(0);
      expect((await staff('rejectWithdrawal', { id, reason })).body.code).not.toBe(0);
      return user;
    },
  },
  {
    kind: 'position_liquidated',
    link: '/lt',
    body: /long position of 1 lots in BTC_USDT_PERP was closed at/,
    run: () => positionClosedBySystem({ leverage: '100' }, 9_000_000n),
  },
  { kind: 'position_take_profit', link: '/lt', run: () => positionClosedBySystem({ take_profit: '97000' }, 9_750_000n) },
  { kind: 'position_stop_loss', link: '/lt', run: () => positionClosedBySystem({ stop_loss: '95000' }, 9_450_000n) },
  {
    kind: 'delivery_won',
    link: '/jgcc',
    body: /up contract on BTC_USDT_PERP \(stake 100\.000000 USDT, bought at 96000\.00\) settled at 96001\.00 and won/,
    run: async () => {
      const user = await newUser();
      await creditAccount(t, user.id, 'futures', 'USDT', 1_000_000_000n);
      const products = (await t.call('getDeliveryProducts')).body.data as { id: string; duration_seconds: number }[];
      clock.set(new Date(Math.ceil(clock.now().getTime() / 1000) * 1000));
      await tickNow(9_600_000n);
      const start = clock.now().getTime();
      const order = { symbol: SYMBOL, direction: 'up', product_id: products.find((p) => p.duration_seconds === 30)?.id ?? '', stake: '100' };
      const requestId = rid();
      expect((await post('placeDelivery', order, user.token, requestId)).body.code).toBe(0);
      expect((await post('placeDelivery', order, user.token, requestId)).body.code).toBe(0);
      await storeTicks(t.services.db, [{ symbol: SYMBOL, atSecond: Math.floor((start + 30_000) / 1000), priceUnits: 9_600_100n, source: 'test' }]);
      clock.set(new Date(start + 32_000));
      expect(await settleDueDeliveries(t.services.db, clock)).toBeGreaterThan(0);
      await settleDueDeliveries(t.services.db, clock);
      return user;
    },
  },
  {
    kind: 'security_anti_phishing',
    link: '/security',
    body: /Every e-mail from us now carries it/,
    run: async () => {
      const user = await newUser();
      const requestId = rid();
      expect((await post('setAntiPhishing', { code: 'Sunflower7' }, user.token, requestId)).body.code).toBe(0);
      expect((await post('setAntiPhishing', { code: 'Sunflower7' }, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'security_password',
    link: '/security',
    run: async () => {
      const user = await newUser();
      const change = { old_password: 'secret123', password: 'another123', password2: 'another123' };
      const requestId = rid();
      expect((await post('changePassword', change, user.token, requestId)).body.code).toBe(0);
      expect((await post('changePassword', change, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'security_question',
    link: '/security',
    run: async () => {
      const user = await newUser();
      const requestId = rid();
      expect((await post('setSecQuestion', { question_id: '1', answer: 'Blue whale' }, user.token, requestId)).body.code).toBe(0);
      expect((await post('setSecQuestion', { question_id: '1', answer: 'Blue whale' }, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'security_tpwd_set',
    link: '/security',
    run: async () => {
      const user = await newUser();
      const requestId = rid();
      expect((await post('saveTpwd', { tpwd: '135790', tpwd2: '135790' }, user.token, requestId)).body.code).toBe(0);
      expect((await post('saveTpwd', { tpwd: '135790', tpwd2: '135790' }, user.token, requestId)).body.code).toBe(0);
      expect((await post('saveTpwd', { tpwd: '135790', tpwd2: '135790' }, user.token)).body.code).not.toBe(0);
      return user;
    },
  },
  {
    kind: 'security_tpwd_change',
    link: '/security',
    run: async () => {
      const user = await newUser();
      await post('saveTpwd', { tpwd: '135790', tpwd2: '135790' }, user.token);
      const change = { old_tpwd: '135790', tpwd: '246802', tpwd2: '246802' };
      const requestId = rid();
      expect((await post('updateTpassword', change, user.token, requestId)).body.code).toBe(0);
      expect((await post('updateTpassword', change, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'security_two_factor_on',
    link: '/security',
    run: async () => {
      const user = await newUser();
      const secret: string = (await post('twoFactorSetup', {}, user.token)).body.data.secret;
      const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
      const requestId = rid();
      expect((await post('twoFactorEnable', { code }, user.token, requestId)).body.code).toBe(0);
      expect((await post('twoFactorEnable', { code }, user.token, requestId)).body.code).toBe(0);
      return user;
    },
  },
  {
    kind: 'security_new_device',
    link: '/setting',
    body: /Firefox 130 · Windows, IP 203\.0\.113\.9/,
    run: async () => {
      const user = await newUser();
      const signIn = (userAgent: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/web/userLogin',
          headers: { nonce: 'abcdefgh', 'user-agent': userAgent, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ account: user.email, password: 'secret123' }).toString(),
          remoteAddress: '203.0.113.9',
        });
      const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';
      expect((await signIn(firefox)).json().code).toBe(0);
      // The same browser again, a newer version of it, and the first device: nothing new.
      expect((await signIn(firefox)).json().code).toBe(0);
      expect((await signIn(firefox.replaceAll('130.0', '131.0'))).json().code).toBe(0);
      expect((await signIn('lightMyRequest')).json().code).toBe(0);
      return user;
    },
  },
];

describe('every event source posts its message once', () => {
  it.each(SOURCES)('$kind', async (source) => {
    const user = await source.run();
    const messages = (await messagesOf(user.id)).filter((m) => m.kind === source.kind);
    expect(messages).toHaveLength(1);
    const detail = (await t.call('getMessage', { id: String(messages[0]?.id) }, { token: user.token, lang: 'en' })).body.data.message;
    if (typeof source.link === 'string') expect(detail.link).toBe(source.link);
    else expect(detail.link).toMatch(source.link);
    if (source.body) expect(detail.body).toMatch(source.body);
    expect(detail.title).not.toContain('inbox:');
  });

  it('reminds of a loan due within three days, again within the last day, once each however often the job runs', async () => {
    const user = await newUser();
    const [product] = await t.services.db.select().from(loanProducts).limit(1);
    if (!product) throw new Error('no seeded loan product');
    const dueAt = new Date(clock.now().getTime() + 50 * 3_600_000);
    const [loan] = await t.services.db
      .insert(loans)
      .values({
        userId: user.id,
        productId: product.id,
        contractNo: `L-INBOX-${user.id}`,
        lender: product.lender,
        principal: '1000000000',
        termDays: product.termDays,
        dailyRatePpm: product.dailyRatePpm,
        lateFeePpm: product.lateFeePpm,
        status: 'loaned',
        appliedAt: clock.now(),
        approvedAt: clock.now(),
        startDay: earnDayNumber(clock.now()),
        dueDay: earnDayNumber(dueAt),
        dueAt,
        requestId: rid(),
      })
      .returning();
    const saved = clock.now();
    await remindDueLoans(t.services.db, clock);
    await remindDueLoans(t.services.db, clock);
    expect((await messagesOf(user.id)).filter((m) => m.kind === 'loan_due_soon')).toHaveLength(1);
    clock.advance(30 * 3_600_000);
    await remindDueLoans(t.services.db, clock);
    await remindDueLoans(t.services.db, clock);
    clock.set(saved);
    const reminders = (await messagesOf(user.id)).filter((m) => m.kind === 'loan_due_soon');
    expect(reminders.map((m) => m.dedupeKey)).toEqual([`loan_due:${loan?.id}:72h`, `loan_due:${loan?.id}:24h`]);
    const page = (await t.call('getMessages', {}, { token: user.token, lang: 'en' })).body.data;
    expect(page.items[0]).toMatchObject({ kind: 'loan_due_soon', group: 'earn_loans', link: `/repayment2?id=${loan?.id}` });
    expect(page.items[0].body).toMatch(/^Your loan L-INBOX-\d+ is due at the end of \d{4}-\d\d-\d\d \(Hong Kong time\)\. Repay [\d.]+ USDT by then/);
  });
});

describe('reading messages', () => {
  it('counts unread per user, reads one or all, and answers another user’s message as not found', async () => {
    const alice = await newUser();
    const bob = await newUser();
    for (const order_no of ['A1', 'A2', 'A3']) {
      await postUserMessage(t.services.db, clock, {
        userId: alice.id,
        kind: 'p2p_order_paid',
        params: { order_no, order_id: '77', quantity: '5', fiat_amount: '36', fiat: 'CNY' },
      });
    }
    await postUserMessage(t.services.db, clock, { userId: bob.id, kind: 'kyc_approved', params: { level: 'junior' } });
    const alicePage = (await t.call('getMessages', {}, { token: alice.token, lang: 'en' })).body.data;
    expect(alicePage).toMatchObject({ total: 3, unread: 3 });
    expect(alicePage.items[0]).toMatchObject({ group: 'p2p', link: '/kjmb?id=77', read: 0 });
    expect((await t.call('getMessages', {}, { token: bob.token })).body.data).toMatchObject({ total: 1, unread: 1 });

    const first = alicePage.items[2].id as string;
    const detail = (await t.call('getMessage', { id: first }, { token: alice.token, lang: 'de' })).body.data;
    expect(detail).toMatchObject({ unread: 3, message: { id: first, read: 0 } });
    expect(detail.message.title).toBe('Auftrag A1: Der Käufer hat bezahlt');
    expect((await post('readMessage', { id: first }, alice.token)).body.data.marked).toBe(1);
    expect((await t.call('getMessage', { id: first }, { token: alice.token })).body.data).toMatchObject({ unread: 2, message: { read: 1 } });

    const bobsId = (await t.call('getMessages', {}, { token: bob.token })).body.data.items[0].id;
    const stranger = (await t.call('getMessage', { id: bobsId }, { token: alice.token })).body;
    expect(stranger.code).not.toBe(0);
    expect(stranger).toEqual((await t.call('getMessage', { id: '999999999' }, { token: alice.token })).body);
    expect((await post('readMessage', { id: bobsId }, alice.token)).body.code).not.toBe(0);
    expect((await t.call('getMessages', {}, { token: bob.token })).body.data.unread).toBe(1);

    expect((await post('readMessage', { all: '1' }, alice.token)).body.data.marked).toBe(2);
    expect((await t.call('getMessages', {}, { token: alice.token })).body.data.unread).toBe(0);
  });

  it('pushes the unread count over the live socket after auth and on every change', async () => {
    const user = await newUser();
    await t.app.ready();
    const socket = await t.app.injectWS('/ws');
    const counts: number[] = [];
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { channel: string; data?: { unread?: number } };
      if (frame.channel === 'inbox' && typeof frame.data?.unread === 'number') counts.push(frame.data.unread);
    });
    const countReaches = async (n: number) => {
      for (let i = 0; i < 200 && counts.at(-1) !== n; i++) await new Promise((r) => setTimeout(r, 20));
      expect(counts.at(-1)).toBe(n);
    };
    socket.send(JSON.stringify({ op: 'auth', token: user.token }));
    await countReaches(0);
    expect((await post('setAntiPhishing', { code: 'LiveCode1' }, user.token)).body.code).toBe(0);
    await countReaches(1);
    await post('readMessage', { all: '1' }, user.token);
    await countReaches(0);
    socket.terminate();
  });
});

describe('notification e-mails', () => {
  it('mails security notices in the user’s stored language with their anti-phishing code, after commit', async () => {
    const email = 'deutsch@inbox.test';
    expect((await t.call('getCode', { email, purpose: 'register' }, { method: 'POST', lang: 'de' })).body.code).toBe(0);
    const registered = await t.call(
      'userRegister',
      { type: 'email', account: email, code: t.codes.last(email), password: 'secret123', password2: 'secret123', agree: '1', nationality: 'DE' },
      { method: 'POST', lang: 'de' },
    );
    expect(registered.body.code).toBe(0);
    const token = registered.body.data.token as string;
    // The request's language is English; the mail follows the language stored at sign-up.
    expect((await t.call('setAntiPhishing', { code: 'Sunflower7', request_id: rid() }, { method: 'POST', token, lang: 'en' })).body.code).toBe(0);
    await runMailJob();
    await runMailJob();
    const mails = t.mails.sent.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('[Veritex] Anti-Phishing-Code festgelegt');
    expect(mail?.text).toContain('Ihr Anti-Phishing-Code: Sunflower7');
    expect(mail?.text).toContain('https://veritex.example/security');
    expect(mail?.text).toContain('Sicherheitshinweise werden immer auch per E-Mail gesendet');
  });

  it('respects the preferences: a group switched off posts the message but sends no mail; security cannot be switched off', async () => {
    const user = await newUser();
    const prefs = (await t.call('getNotifyPrefs', {}, { token: user.token })).body.data;
    expect(prefs.groups).toEqual([
      { group: 'security', email: true, switchable: false },
      { group: 'funds', email: true, switchable: true },
      { group: 'trading', email: false, switchable: true },
      { group: 'earn_loans', email: true, switchable: true },
      { group: 'p2p', email: true, switchable: true },
      { group: 'account', email: true, switchable: true },
    ]);
    expect(prefs).toMatchObject({ email: 'i***@inbox.test', anti_phishing: false });
    const saved = (await post('setNotifyPrefs', { funds: '0', trading: '1' }, user.token)).body.data;
    expect(saved.groups.filter((g: { email: boolean }) => g.email).map((g: { group: string }) => g.group)).toEqual([
      'security',
      'trading',
      'earn_loans',
      'p2p',
      'account',
    ]);
    expect((await t.call('setNotifyPrefs', { security: '0', request_id: rid() }, { method: 'POST', token: user.token })).body.data.groups[0].email).toBe(true);

    const id = await voucherDeposit(user.token, '10');
    expect((await staff('approveDeposit', { id })).body.code).toBe(0);
    await post('setAntiPhishing', { code: 'Tulip42' }, user.token);
    expect((await messagesOf(user.id)).map((m) => m.kind)).toEqual(['deposit_credited', 'security_anti_phishing']);
    const mails = await mailsOf(user.id);
    expect(mails).toHaveLength(1);
    await runMailJob();
    const sent = t.mails.sent.filter((m) => m.to === user.email);
    expect(sent.map((m) => m.subject)).toEqual(['[Veritex] Anti-phishing code set']);
    expect(sent[0]?.text).toContain('Your anti-phishing code: Tulip42.');
  });

  it('retries a failed send later and never sends while the event is uncommitted', async () => {
    const user = await newUser();
    await t.services.db
      .transaction(async (tx) => {
        await postUserMessage(tx, clock, { userId: user.id, kind: 'security_password', params: { ip: '-', place: '-', device: '-' } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await messagesOf(user.id)).toHaveLength(0);
    expect(await mailsOf(user.id)).toHaveLength(0);

    await postUserMessage(t.services.db, clock, { userId: user.id, kind: 'security_password', params: { ip: '-', place: '-', device: '-' } });
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const failed = await deliverMessageMails({
      db: t.services.db,
      clock,
      catalogue: t.services.catalogue,
      mail: failing,
      publicUrl: 'https://x.example',
      recipientOf: async () => ({ email: 'a@b.test', lang: 'en', antiPhishingCode: null }),
    });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [pending] = await mailsOf(user.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    await runMailJob();
    expect((await mailsOf(user.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(31_000);
    await runMailJob();
    expect((await mailsOf(user.id))[0]).toMatchObject({ status: 'sent' });
  });
});
