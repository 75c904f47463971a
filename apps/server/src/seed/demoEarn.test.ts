import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../modules/identity/index.js';
import { systemClock } from '../platform/clock.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { DEMO_TRADER } from './demoAccounts.js';
import { seedDemoEarn } from './demoEarn.js';
import { seedDatabase } from './seed.js';

it('gives the demo trader one 30-day earn order bought five days ago, with its five ended days posted, however often it runs', async () => {
  const database = await createTestDatabase();
  try {
    await seedDatabase(database.db, { demoAccounts: true });
    const [trader] = await database.db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    if (!trader) throw new Error('no demo trader');
    // The real clock, as the seed at start uses it (the seed may already have bought the order).
    const clock = systemClock;
    await seedDemoEarn(database.db, clock, trader.id);
    await seedDemoEarn(database.db, clock, trader.id);
    const orders = await database.db.execute<{ principal: string; term_days: number; accrued_days: number; accrued: string; status: string }>(
      sql`select principal::text, term_days, accrued_days, accrued::text, status from earn_orders where user_id = ${trader.id}`,
    );
    // 1,000 USDT at 0.012 % a day: 0.12 USDT a day.
    expect(orders.rows).toEqual([{ principal: '1000000000', term_days: 30, accrued_days: 5, accrued: '600000', status: 'custody' }]);
    const exchange = await database.db.execute<{ available: string }>(
      sql`select available::text from ledger_accounts where owner = 'user' and user_id = ${trader.id} and kind = 'exchange' and asset = 'USDT'`,
    );
    // 10,000 USDT from the seed, 1,000 of it in custody.
    expect(exchange.rows[0]?.available).toBe('9000000000');
  } finally {
    await database.close();
  }
});
