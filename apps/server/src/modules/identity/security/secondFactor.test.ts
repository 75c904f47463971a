import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.js';
import type { DatabaseHandle } from '../../../platform/db/client.js';
import { createTestDatabase } from '../../../testing/testDatabase.js';
import { recoveryCodes, users } from '../schema.js';
import { newRecoveryCodes, recoveryCodeHash, spendRecoveryCode, spendTotpCode } from './secondFactor.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser(email: string): Promise<bigint> {
  const [row] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'unused', nationality: 'DE', invitationCode: email.slice(0, 8).toUpperCase() })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

describe('second factor', () => {
  it('lets one of many simultaneous uses of a TOTP code through', async () => {
    const clock = manualClock();
    const userId = await newUser('race-totp@example.com');
    const secret = generateSecret();
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const spent = await Promise.all(Array.from({ length: 10 }, () => spendTotpCode(database.db, clock, { userId, secret, code })));
    expect(spent.filter(Boolean)).toHaveLength(1);
    clock.advance(30_000);
    const next = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect(await spendTotpCode(database.db, clock, { userId, secret, code: next })).toBe(true);
    expect(await spendTotpCode(database.db, clock, { userId, secret, code })).toBe(false);
  });

  it('lets one of many simultaneous uses of a recovery code through, whatever its case or hyphen', async () => {
    const clock = manualClock();
    const userId = await newUser('race-recovery@example.com');
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    await database.db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
    const [first, second] = codes as [string, string];
    const spent = await Promise.all(Array.from({ length: 10 }, () => spendRecoveryCode(database.db, clock, { userId, code: first })));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await spendRecoveryCode(database.db, clock, { userId, code: ` ${second.replace('-', '').toUpperCase()} ` })).toBe(true);
  });

  it("does not take another user's recovery code", async () => {
    const clock = manualClock();
    const owner = await newUser('owner-rc@example.com');
    const other = await newUser('other-rc@example.com');
    const [code] = newRecoveryCodes() as [string];
    await database.db.insert(recoveryCodes).values({ userId: owner, codeHash: recoveryCodeHash(code) });
    expect(await spendRecoveryCode(database.db, clock, { userId: other, code })).toBe(false);
    expect(await spendRecoveryCode(database.db, clock, { userId: owner, code })).toBe(true);
  });
});
