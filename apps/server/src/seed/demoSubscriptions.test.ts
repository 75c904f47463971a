import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../modules/identity/index.js';
import { manualClock } from '../platform/clock.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { DEMO_TRADER } from './demoAccounts.js';
import { seedDemoSubscriptions } from './demoSubscriptions.js';
import { seedDatabase } from './seed.js';

it('makes an open public sale and a private placement the demo trader is invited to, once however often it runs', async () => {
  const database = await createTestDatabase();
  try {
    await seedDatabase(database.db, { demoAccounts: true });
    const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
    await seedDemoSubscriptions(database.db, clock);
    clock.advance(3_600_000);
    await seedDemoSubscriptions(database.db, clock);
    const projects = await database.db.execute<{ name: string; coin: string; private: boolean; rule: string; starts_at: Date; ends_at: Date }>(
      sql`select name, coin, private, rule, starts_at, ends_at from subscription_projects order by id`,
    );
    expect(projects.rows.map((p) => ({ name: p.name, coin: p.coin, private: p.private, rule: p.rule }))).toEqual([
      { name: 'VRTX public sale (demo)', coin: 'VRTX', private: false, rule: 'pro_rata' },
      { name: 'VRTX private placement (demo)', coin: 'VRTX', private: true, rule: 'first_come' },
    ]);
    // Open from a day before the first seed to six days after it.
    expect(new Date(projects.rows[0]?.starts_at ?? 0).toISOString()).toBe('2026-11-17T04:00:00.000Z');
    expect(new Date(projects.rows[0]?.ends_at ?? 0).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    const [trader] = await database.db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    const invited = await database.db.execute<{ user_id: string }>(sql`select user_id::text from placement_invitations`);
    expect(invited.rows).toEqual([{ user_id: String(trader?.id) }]);
  } finally {
    await database.close();
  }
});
