import { ERROR_CODES } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../testing/callers.js';
import { loanProductsByTerm, requestId, requiredDocuments, setLendingBalance, verifiedBorrower } from '../testing/loans.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * web/lendBuy as the web client sends it: a form body, where the agreement is "1"/"0" and the
 * documents one JSON field (a form body carries no nested object).
 */
let t: TestApp;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  product = (await loanProductsByTerm(t))[30] ?? '';
  await setLendingBalance(t, await staffToken(t, 'finance'), 100_000n * 1_000_000n);
});
afterAll(() => t.close());

describe('lendBuy from a form body', () => {
  it('takes the ticked agreement as "1" and the documents as a JSON field', async () => {
    const user = await verifiedBorrower(t, 'formbody@loans.test', 0n);
    const documents = JSON.stringify(await requiredDocuments(t, user.token));
    const unticked = await t.call('lendBuy', { product_id: product, amount: '100', agree: '0', documents, request_id: requestId() }, { token: user.token });
    expect(unticked.body.code).toBe(ERROR_CODES.loan_agreement_required);
    expect(unticked.body.msg).toBe('Please check the loan agreement.');
    const garbled = await t.call(
      'lendBuy',
      { product_id: product, amount: '100', agree: '1', documents: '{id_photo', request_id: requestId() },
      { token: user.token },
    );
    expect(garbled.body.code).not.toBe(0);
    const applied = await t.call('lendBuy', { product_id: product, amount: '100', agree: '1', documents, request_id: requestId() }, { token: user.token });
    expect(applied.body.code).toBe(0);
    expect(applied.body.data).toMatchObject({ status: 'unreviewed', amount: '100.000000', documents: { id_photo: true, income: true, credit: false } });
  });
});
