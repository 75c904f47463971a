import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { trialBalance } from '../modules/ledger/index.js';
import { systemClock } from '../platform/clock.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { seedDemoRewards } from './demoRewards.js';
import { seedDatabase } from './seed.js';

it('configures the sign-in rewards and five tasks, funds the rewards account only when asked, once, however often it runs', async () => {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    await seedDatabase(db, { demoAccounts: false });
    const rewardsFunding = async () =>
      (
        await db.execute<{ count: number; total: string }>(
          sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as total from ledger_postings p join ledger_entries e on e.posting_id = p.id
            join ledger_accounts a on a.id = e.account_id where p.reason = 'rewards_funding' and a.kind = 'rewards'`,
        )
      ).rows[0];
    // A real venue: the configuration, no money (finance funds the account through admin/fundRewards).
    await seedDemoRewards(db, { clock: systemClock, fund: false });
    expect(await rewardsFunding()).toEqual({ count: 0, total: '0' });
    await seedDemoRewards(db, { clock: systemClock, fund: true });
    await seedDemoRewards(db, { clock: systemClock, fund: true });
    expect(await rewardsFunding()).toEqual({ count: 1, total: '50000000000' });
    const rewards = await db.execute<{ day: number; amount: string }>(sql`select day, amount::text from sign_in_rewards order by day`);
    expect(rewards.rows.map((row) => row.amount)).toEqual(['100000', '100000', '200000', '200000', '300000', '500000', '1000000']);
    const tasks = await db.execute<{ kind: string; reward: string; target: string; budget: string }>(
      sql`select kind, reward::text, target::text, budget::text from benefit_tasks order by sort_order`,
    );
    expect(tasks.rows).toEqual([
      { kind: 'first_deposit', reward: '5000000', target: '1', budget: '5000000000' },
      { kind: 'first_trade', reward: '5000000', target: '1', budget: '5000000000' },
      { kind: 'junior_verification', reward: '10000000', target: '1', budget: '10000000000' },
      { kind: 'sign_in_cycle', reward: '2000000', target: '1', budget: '2000000000' },
      { kind: 'trading_volume', reward: '20000000', target: '10000000000', budget: '10000000000' },
    ]);
    // Staff's changes stay: a changed reward is not put back by the next start.
    await db.execute(sql`update sign_in_rewards set amount = 700000 where day = 1`);
    await db.execute(sql`update benefit_tasks set reward = 7000000 where kind = 'first_trade'`);
    await seedDemoRewards(db, { clock: systemClock, fund: true });
    expect((await db.execute<{ amount: string }>(sql`select amount::text from sign_in_rewards where day = 1`)).rows[0]?.amount).toBe('700000');
    expect((await db.execute<{ count: number }>(sql`select count(*)::int as count from benefit_tasks`)).rows[0]?.count).toBe(5);
    expect((await trialBalance(db)).ok).toBe(true);
  } finally {
    await database.close();
  }
});
