import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/index.js';
import { userToken } from '../testing/callers.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { DEMO_TRADER } from './demoAccounts.js';
import { seedDemoReferral } from './demoReferral.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo referral tree', () => {
  it('gives the demo trader two level-1 invitees and one level-2, once however often it runs', async () => {
    const [trader] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    if (!trader) throw new Error('demo trader missing');
    const first = await seedDemoReferral(t.services.db, { traderId: trader.id });
    const second = await seedDemoReferral(t.services.db, { traderId: trader.id });
    expect(second).toEqual(first);
    const token = await userToken(t, DEMO_TRADER.email);
    const summary = (await t.call('getMyEarningsAndPromotion', {}, { token })).body.data;
    expect(summary.levels.map((level: { invitees: number }) => level.invitees)).toEqual([2, 1, 0, 0]);
    const rows = (await t.call('getMyPromotion', {}, { token })).body.data.items;
    expect(rows.map((row: { name: string; level: number }) => [row.name, row.level]).sort()).toEqual([
      ['A*** L***', 1],
      ['B*** H***', 1],
      ['C*** M***', 2],
    ]);
  });
});
