import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../modules/identity/index.js';
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
