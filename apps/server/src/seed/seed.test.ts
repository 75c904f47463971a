import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { earnOrders } from '../modules/earn/index.js';
import { users } from '../modules/identity/index.js';
import { trialBalance } from '../modules/ledger/index.js';
import { loans } from '../modules/loans/index.js';
import { manualClock } from '../platform/clock.js';
import { localImageStore } from '../platform/images.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { DEMO_TRADER } from './demoAccounts.js';
import { seedDatabase } from './seed.js';

it('seeds again after the demo trader changed its e-mail, without a second demo trader', async () => {
  const database = await createTestDatabase();
  try {
    await seedDatabase(database.db, { demoAccounts: true });
    await database.db.update(users).set({ email: 'renamed@example.com' }).where(eq(users.email, DEMO_TRADER.email));
    await seedDatabase(database.db, { demoAccounts: true });
    const demo = await database.db.select({ email: users.email }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    expect(demo).toEqual([{ email: 'renamed@example.com' }]);
  } finally {
    await database.close();
  }
});

it('gives the demo trader an earn order in custody and a repaid loan when started as `npm start` does, once however often it runs', async () => {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    const holdings = { clock: manualClock(new Date('2026-11-25T04:00:00Z')), images: localImageStore(mkdtempSync(join(tmpdir(), 'veritex-seed-'))) };
    await seedDatabase(db, { demoAccounts: true, demoHoldings: holdings });
    await seedDatabase(db, { demoAccounts: true, demoHoldings: holdings });
    const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    if (!trader) throw new Error('no demo trader');
    const orders = await db.select().from(earnOrders).where(eq(earnOrders.userId, trader.id));
    expect(orders.map((order) => order.status)).toEqual(['custody']);
    const borrowed = await db.select().from(loans).where(eq(loans.userId, trader.id));
    expect(borrowed.map((loan) => loan.status)).toEqual(['repaid']);
    expect((await trialBalance(db)).ok).toBe(true);
  } finally {
    await database.close();
  }
});
