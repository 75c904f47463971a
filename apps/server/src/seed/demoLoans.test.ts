import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getCreditScore, users } from '../modules/identity/index.js';
import { houseAccounts, trialBalance } from '../modules/ledger/index.js';
import { loanRecord, loans } from '../modules/loans/index.js';
import { manualClock } from '../platform/clock.js';
import { localImageStore } from '../platform/images.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { DEMO_TRADER } from './demoAccounts.js';
import { seedDemoLoans, seedLendingAccount } from './demoLoans.js';
import { seedDatabase } from './seed.js';

it('funds the lending account and gives the demo trader one loan repaid on time, however often it runs', async () => {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    const clock = manualClock(new Date('2026-11-25T04:00:00Z'));
    const images = localImageStore(mkdtempSync(join(tmpdir(), 'veritex-demo-loans-')));
    await seedDatabase(db, { demoAccounts: true });
    const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
    if (!trader) throw new Error('no demo trader');
    for (let run = 0; run < 2; run += 1) {
      await seedLendingAccount(db);
      await seedDemoLoans(db, clock, images, { userId: trader.id });
    }
    const rows = await db.select().from(loans).where(eq(loans.userId, trader.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'repaid', repaidOverdueDays: 0, principal: '500000000', interestPaid: '7250000' });
    expect(rows[0]?.contractNo).toMatch(/^L\d{14}$/);
    const balances = await houseAccounts(db);
    expect(balances.find((a) => a.code === 'lending')?.balance).toBe(2_000_000_000_000n);
    expect(balances.find((a) => a.code === 'lending_income')?.balance).toBe(7_250_000n);
    expect((await trialBalance(db)).ok).toBe(true);
    const credit = await getCreditScore(db, clock, { userId: trader.id, loans: loanRecord });
    expect(credit.ok && credit.value.factors.find((f) => f.key === 'repayment')).toMatchObject({ value: '1', points: 3 });
  } finally {
    await database.close();
  }
});
