import sharp from 'sharp';
import { createUserWithPassword } from '../modules/identity/index.js';
import { postEntries } from '../modules/ledger/index.js';
import type { TestApp } from './testApp.js';

/** A small real PNG, as a voucher. */
export function pngVoucher(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/**
 * A signed-in user with `usdt` (decimal string) credited to the exchange account through a deposit posting. Of
 * Hong Kong: the default jurisdiction profile (issue 18), so the instruments' own caps and products bind.
 */
export async function fundedUser(t: TestApp, email: string, usdtUnits: bigint, nationality = 'HK'): Promise<{ id: bigint; token: string }> {
  const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality });
  if (usdtUnits > 0n) {
    await t.services.db.transaction((tx) =>
      postEntries(tx, {
        reason: 'deposit',
        actor: 'test',
        cause: { type: 'test', id: email },
        idempotencyKey: `test-credit:${email}:${usdtUnits}`,
        movements: [
          { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -usdtUnits },
          { account: { owner: 'user', userId: user.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: usdtUnits },
        ],
      }),
    );
  }
  const login = await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' });
  return { id: user.id, token: login.body.data.token };
}

/** multipart/form-data body with string fields and one file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; filename: string; contentType: string; data: Buffer }) {
  const boundary = `----veritex${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Credits `units` of `asset` to a user's exchange account, as an approved deposit would. */
export function creditExchange(t: TestApp, userId: bigint, asset: string, units: bigint): Promise<void> {
  return creditAccount(t, userId, 'exchange', asset, units);
}

/** Credits `units` of `asset` to one of a user's accounts (contract, futures, …), as a deposit would. */
export async function creditAccount(t: TestApp, userId: bigint, kind: 'exchange' | 'contract' | 'futures', asset: string, units: bigint): Promise<void> {
  await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: `${userId}` },
      idempotencyKey: `test-credit:${userId}:${kind}:${asset}:${units}:${Math.random()}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId, kind, asset }, bucket: 'available', amount: units },
      ],
    }),
  );
}

/** Puts `units` of USDT platform capital into the house lending account, as finance's fundLending would. */
export async function creditLendingAccount(t: TestApp, units: bigint): Promise<void> {
  await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'lending_funding',
      actor: 'test',
      cause: { type: 'test', id: 'lending' },
      idempotencyKey: `test-lending:${units}:${Math.random()}`,
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -units },
        { account: { owner: 'house', kind: 'lending', asset: 'USDT' }, bucket: 'available', amount: units },
      ],
    }),
  );
}
