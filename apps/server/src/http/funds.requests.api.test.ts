import { POSTING_REASONS, WEB_CALLS } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurnover } from '../modules/funding/index.js';
import { postEntries, trialBalance, verifyLedger } from '../modules/ledger/index.js';
import { manualClock } from '../platform/clock.js';
import { fundedUser, multipartBody, pngVoucher } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor } from '../testing/verification.js';

// 13:00 in Hong Kong: inside the withdrawal window.
const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const REUSED = 4008;
let t: TestApp;
let seq = 0;
const rid = () => `funds-req-${seq++}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
  await t.close();
});

const post = (name: string, token: string, params: Record<string, string>) => t.call(name, params, { method: 'POST', token });
const usdt = async (token: string, type: string) => {
  const accounts = (await t.call('getAsset2', {}, { token })).body.data.accounts as Array<{ type: string; rows: Array<{ asset: string; available: string }> }>;
  return accounts.find((a) => a.type === type)?.rows.find((r) => r.asset === 'USDT')?.available;
};

describe('request ids of the funds calls (a retry applies once, another content with the same id is refused)', () => {
  it('transfer: the repeat answers the first posting and moves nothing more', async () => {
    const user = await fundedUser(t, 'rid-transfer@example.com', 100_000_000n);
    const params = { asset: 'USDT', amount: '10', from: 'exchange', to: 'contract', request_id: rid() };
    const first = await post('transfer', user.token, params);
    expect(first.body.code).toBe(0);
    expect((await post('transfer', user.token, params)).body).toEqual(first.body);
    const other = await post('transfer', user.token, { ...params, amount: '11' });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ code: REUSED, data: { field: 'request_id' } });
    expect(await usdt(user.token, 'contract')).toBe('10.000000');
  });

  it('addCollectCurrenct and deleteWithdrawAddress: one address per request id; a repeated delete answers its first success', async () => {
    const user = await fundedUser(t, 'rid-address@example.com', 0n);
    const params = { currency: 'USDT', chain: 'ERC20', address: ADDRESS, remark: 'cold wallet', request_id: rid() };
    const first = await post('addCollectCurrenct', user.token, params);
    expect((await post('addCollectCurrenct', user.token, params)).body).toEqual(first.body);
    expect((await post('addCollectCurrenct', user.token, { ...params, remark: 'other' })).body.code).toBe(REUSED);
    expect((await t.call('getWithdrawAddresses', {}, { token: user.token })).body.data.items).toHaveLength(1);
    const removal = { id: first.body.data.id, request_id: rid() };
    expect((await post('deleteWithdrawAddress', user.token, removal)).body).toMatchObject({ code: 0, data: {} });
    expect((await post('deleteWithdrawAddress', user.token, removal)).body).toMatchObject({ code: 0, data: {} });
    expect((await post('deleteWithdrawAddress', user.token, { ...removal, request_id: rid() })).body.code).toBe(4040);
  });

  it('saveTpwd and updateTpassword: a retried setting is not refused as already set; a reused id with other digits is', async () => {
    const user = await fundedUser(t, 'rid-tpwd@example.com', 0n);
    const set = { tpwd: '246810', tpwd2: '246810', request_id: rid() };
    expect((await post('saveTpwd', user.token, set)).body.code).toBe(0);
    expect((await post('saveTpwd', user.token, set)).body.code).toBe(0);
    expect((await post('saveTpwd', user.token, { ...set, request_id: rid() })).body.code).toBe(4315);
    const change = { old_tpwd: '246810', tpwd: '135791', tpwd2: '135791', request_id: rid() };
    expect((await post('updateTpassword', user.token, change)).body.code).toBe(0);
    expect((await post('updateTpassword', user.token, change)).body.code).toBe(0);
    expect((await post('updateTpassword', user.token, { ...change, tpwd: '975310', tpwd2: '975310' })).body.code).toBe(REUSED);
    expect((await t.call('hasTpassword', {}, { token: user.token })).body.data).toEqual({ set: 1, locked_until: null });
  });

  it('saveReceive: the settings are saved once per request id', async () => {
    const user = await fundedUser(t, 'rid-receive@example.com', 0n);
    const params = { name: 'Ada', bank_name: 'Bank', bank_number: '12345678', alipay_account: '', weixin_nickname: '', weixin_account: '', request_id: rid() };
    expect((await post('saveReceive', user.token, params)).body.code).toBe(0);
    expect((await post('saveReceive', user.token, params)).body.code).toBe(0);
    expect((await post('saveReceive', user.token, { ...params, name: 'Eve' })).body.code).toBe(REUSED);
    expect((await t.call('getReceive', {}, { token: user.token })).body.data).toMatchObject({ name: 'Ada', bank_number: '12345678' });
  });

  it('withdraw and withdrawBank: the repeat answers the same withdrawal; other content with the id is refused and freezes nothing', async () => {
    const user = await fundedUser(t, 'rid-withdraw@example.com', 1_000_000_000n);
    expect((await post('saveTpwd', user.token, { tpwd: '246810', tpwd2: '246810', request_id: rid() })).body.code).toBe(0);
    await approveJuniorFor(t.services, user.id);
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: 'rid-withdraw' });
    const params = { address: ADDRESS, amount: '150', tpwd: '246810', request_id: rid() };
    const first = await post('withdraw', user.token, params);
    expect(first.body.code).toBe(0);
    expect((await post('withdraw', user.token, params)).body).toEqual(first.body);
    expect((await post('withdraw', user.token, { ...params, amount: '160' })).body.code).toBe(REUSED);
    const bank = {
      amount: '120',
      bank_name: 'Bank',
      bank_account: '12345678',
      swift: 'DEUTDEFF',
      payee_name: 'Ada',
      tpwd: '246810',
      request_id: params.request_id,
    };
    expect((await post('withdrawBank', user.token, bank)).body.code).toBe(REUSED);
    expect(await usdt(user.token, 'exchange')).toBe('850.000000');
    const records = (await t.call('getWithdrawals', {}, { token: user.token })).body.data;
    expect(records.total).toBe(1);
    // The owner's view leaves out the desk's fields.
    expect(Object.keys(records.items[0]).sort()).toEqual([
      'address',
      'amount',
      'arrive',
      'asset',
      'bank',
      'chain',
      'created_at',
      'fee',
      'id',
      'method',
      'on_chain',
      'reason',
      'reviewed_at',
      'status',
      'tag',
      'tx_hash',
    ]);
  });

  it('recharge: the repeated upload answers the first deposit; another amount with the id is refused', async () => {
    const user = await fundedUser(t, 'rid-recharge@example.com', 0n);
    const voucher = await pngVoucher();
    const send = async (amount: string, requestId: string) => {
      const body = multipartBody(
        { asset: 'USDT', chain: 'ERC20', amount, request_id: requestId },
        { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: voucher },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/web/recharge',
        headers: { nonce: 'abcdefgh', token: user.token, 'content-type': body.contentType },
        payload: body.payload,
      });
      return response.json();
    };
    const id = rid();
    const first = await send('25', id);
    expect(first.code).toBe(0);
    expect(await send('25', id)).toEqual(first);
    expect((await send('26', id)).code).toBe(REUSED);
    const records = (await t.call('getDeposits', {}, { token: user.token })).body.data;
    expect(records.total).toBe(1);
    // The owner's view leaves out the desk's fields.
    expect(Object.keys(records.items[0]).sort()).toEqual([
      'amount',
      'asset',
      'chain',
      'created_at',
      'description',
      'id',
      'reason',
      'reviewed_at',
      'source',
      'status',
    ]);
  });

  it('every state-changing funds call takes a request id and answers GET with 405; reads answer POST with 405', async () => {
    const user = await fundedUser(t, 'rid-verbs@example.com', 0n);
    const changes = [
      'transfer',
      'recharge',
      'withdraw',
      'withdrawBank',
      'addCollectCurrenct',
      'deleteWithdrawAddress',
      'saveTpwd',
      'updateTpassword',
      'saveReceive',
    ];
    for (const name of changes) {
      const spec = WEB_CALLS[name as keyof typeof WEB_CALLS];
      expect({ name, verbs: spec.verbs, idempotent: 'idempotent' in spec ? spec.idempotent : undefined }).toEqual({ name, verbs: ['POST'], idempotent: true });
      expect((await t.call(name, {}, { token: user.token, method: 'GET' })).status).toBe(405);
      const missing = spec.input.safeParse({}).error?.issues.find((issue) => issue.path[0] === 'request_id');
      expect({ name, message: missing?.message }).toEqual({ name, message: 'request_id_invalid' });
    }
    for (const name of [
      'getAsset2',
      'getDealList',
      'getDepositChannels',
      'getDeposits',
      'getWithdrawRules',
      'getWithdrawals',
      'getWithdrawAddresses',
      'hasTpassword',
      'getReceive',
    ]) {
      expect((await t.call(name, {}, { token: user.token })).body.code).toBe(0);
      expect((await post(name, user.token, {})).status).toBe(405);
    }
  });

  it('refuses NUL and other control characters in funds parameters with 4007, never a 500', async () => {
    const user = await fundedUser(t, 'rid-nul@example.com', 10_000_000n);
    const answers = [
      await t.call('getDealList', { asset: 'US\u0000DT' }, { token: user.token }),
      await post('transfer', user.token, { asset: 'USDT', amount: '1\u0000', from: 'exchange', to: 'contract', request_id: rid() }),
      await post('saveReceive', user.token, { name: 'A\u0000', request_id: rid() }),
      await post('addCollectCurrenct', user.token, { currency: 'USDT', chain: 'ERC20', address: `${ADDRESS}\u0000`, request_id: rid() }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBe(4007);
    }
    expect(await usdt(user.token, 'exchange')).toBe('10.000000');
  });
});

describe('the account log (web/getDealList) knows every posting reason', () => {
  it('offers every reason, and filters by each one', async () => {
    const user = await fundedUser(t, 'reasons@example.com', 0n);
    await t.services.db.transaction(async (tx) => {
      for (const reason of POSTING_REASONS) {
        const posted = await postEntries(tx, {
          reason,
          actor: 'test',
          cause: { type: 'test', id: reason },
          idempotencyKey: `test-reason:${user.id}:${reason}`,
          movements: [
            { account: { owner: 'house', kind: 'adjustments', asset: 'USDT' }, bucket: 'available', amount: -1n },
            { account: { owner: 'user', userId: user.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: 1n },
          ],
        });
        expect(posted.ok).toBe(true);
      }
    });
    const all = (await t.call('getDealList', { page_size: '100' }, { token: user.token })).body.data;
    expect(all.reasons).toEqual([...POSTING_REASONS]);
    expect(all.total).toBe(POSTING_REASONS.length);
    for (const reason of POSTING_REASONS) {
      const page = (await t.call('getDealList', { type: reason }, { token: user.token })).body.data;
      expect({ reason, total: page.total, reasons: page.items.map((i: { reason: string }) => i.reason) }).toEqual({ reason, total: 1, reasons: [reason] });
    }
    expect((await t.call('getDealList', { account: 'contract' }, { token: user.token })).body.data.total).toBe(0);
    expect((await t.call('getDealList', { type: 'no_such_reason' }, { token: user.token })).body).toMatchObject({ code: 4001, data: { field: 'type' } });
  });

  it('reads a date range with an exclusive end', async () => {
    const user = await fundedUser(t, 'range@example.com', 5_000_000n);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await t.call('getDealList', { start: today, end: tomorrow }, { token: user.token })).body.data.total).toBe(1);
    expect((await t.call('getDealList', { end: today }, { token: user.token })).body.data.total).toBe(0);
    for (const start of ['not a date', '+010000-01-01T00:00:00Z', '-000100-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      const refused = await t.call('getDealList', { start }, { token: user.token });
      expect({ start, status: refused.status, body: refused.body }).toMatchObject({ start, status: 200, body: { code: 4001, data: { field: 'start' } } });
    }
  });
});
