import type { LoanDocumentSlot } from '@veritex/shared';
import { fundedUser, multipartBody } from './funds.js';
import { expectContractAnswer, type TestApp } from './testApp.js';
import { approveJuniorFor, identityPng } from './verification.js';

/**
 * Helpers of the loan tests: a borrower who passes the `loan` gate, documents uploaded through
 * web/lend_img, JSON calls (lendBuy's `agree` is a boolean and `documents` an object, which a form
 * body cannot carry), and the lending account set to a known balance through admin/fundLending.
 */

let requests = 0;
export const requestId = (): string => `loanreq${requests++}x${Date.now()}`;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract by expectContractAnswer and by the tests' assertions
type Answer = { status: number; body: { code: number; msg: string; data: any } };

/** A call with a JSON body (POST) or query (GET), its answer checked against the contract. */
export async function callJson(
  t: TestApp,
  name: string,
  params: Record<string, unknown>,
  options: { token: string; scope?: 'web' | 'admin'; method?: 'GET' | 'POST' },
): Promise<Answer> {
  const scope = options.scope ?? 'web';
  const method = options.method ?? 'POST';
  const url = `/api/${scope}/${name}`;
  const headers = { nonce: 'loans123', token: options.token, 'content-type': 'application/json' };
  const response =
    method === 'POST'
      ? await t.app.inject({ method, url, headers, payload: JSON.stringify(params) })
      : await t.app.inject({ method, url, headers: { nonce: 'loans123', token: options.token }, query: params as Record<string, string> });
  const body = response.json();
  expectContractAnswer(scope, name, body);
  return { status: response.statusCode, body };
}

/** A signed-in user with a contact and approved junior verification (the `loan` gate), holding `usdtUnits` in the exchange account. */
export async function verifiedBorrower(t: TestApp, email: string, usdtUnits: bigint): Promise<{ id: bigint; token: string }> {
  const user = await fundedUser(t, email, usdtUnits);
  await approveJuniorFor({ db: t.services.db, images: t.services.images, clock: t.services.clock }, user.id);
  return user;
}

/** One picture uploaded through web/lend_img (or a voucher's bytes), answering the raw response. */
export async function uploadDocument(t: TestApp, token: string, slot: LoanDocumentSlot, seed = 0): Promise<string> {
  const form = multipartBody(
    { slot, request_id: requestId() },
    { name: 'file', filename: `${slot}.png`, contentType: 'image/png', data: await identityPng(seed) },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/lend_img',
    headers: { nonce: 'loans123', token, 'content-type': form.contentType },
    payload: form.payload,
  });
  const body = response.json();
  expectContractAnswer('web', 'lend_img', body);
  if (body.code !== 0) throw new Error(`lend_img ${slot}: ${JSON.stringify(body)}`);
  return body.data.upload_id;
}

/** The required documents (ID photo and income proof), uploaded. */
export async function requiredDocuments(t: TestApp, token: string): Promise<{ id_photo: string; income: string }> {
  return { id_photo: await uploadDocument(t, token, 'id_photo', 1), income: await uploadDocument(t, token, 'income', 2) };
}

/** web/repayLoanVoucher as multipart; without `file` the voucher field is left out. */
export async function sendVoucher(t: TestApp, token: string, loanId: string, file?: Buffer): Promise<Answer> {
  const form = multipartBody(
    { id: loanId, request_id: requestId() },
    file ? { name: 'voucher', filename: 'voucher.png', contentType: 'image/png', data: file } : undefined,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/repayLoanVoucher',
    headers: { nonce: 'loans123', token, 'content-type': form.contentType },
    payload: form.payload,
  });
  const body = response.json();
  expectContractAnswer('web', 'repayLoanVoucher', body);
  return { status: response.statusCode, body };
}

/** Loan product ids by term in days (the migration's defaults: 30 and 90). */
export async function loanProductsByTerm(t: TestApp): Promise<Record<number, string>> {
  const answer = await t.call('lendList');
  return Object.fromEntries(answer.body.data.items.map((p: { id: string; term_days: number }) => [p.term_days, p.id]));
}

/** Moves platform capital into or out of the lending account until it holds exactly `units`. */
export async function setLendingBalance(t: TestApp, staffToken: string, units: bigint): Promise<void> {
  const overview = await callJson(t, 'lendingOverview', {}, { token: staffToken, scope: 'admin', method: 'GET' });
  const current = BigInt(overview.body.data.lending_balance.replace('.', ''));
  if (current === units) return;
  const direction = units > current ? 'in' : 'out';
  const delta = units > current ? units - current : current - units;
  const amount = `${delta / 1_000_000n}.${(delta % 1_000_000n).toString().padStart(6, '0')}`;
  const moved = await callJson(t, 'fundLending', { direction, amount, reason: 'test funding', request_id: requestId() }, { token: staffToken, scope: 'admin' });
  if (moved.body.code !== 0) throw new Error(`fundLending: ${JSON.stringify(moved.body)}`);
}
