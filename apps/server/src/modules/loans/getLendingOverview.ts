import type { LendingOverview } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findAsset } from '../marketdata/index.js';
import { collateralExposure } from './collateralExposure.js';
import { houseBalance } from './lendingAccount.js';
import { loanStanding, OPEN_LOAN_STATUSES } from './loanStanding.js';
import { usdt } from './loanView.js';
import { loans } from './schema.js';

/**
 * admin/lendingOverview: what the lending account can still lend, what is lent out and owed
 * (interest for the days borrowed so far and late fees, reckoned as a repayment now would), the
 * queues waiting for finance, the collateral side, and the income received to date.
 */
export async function getLendingOverview(db: DbOrTx, clock: Clock): Promise<LendingOverview> {
  const now = clock.now();
  const open = await db
    .select()
    .from(loans)
    .where(inArray(loans.status, [...OPEN_LOAN_STATUSES]));
  let outstanding = 0n;
  let receivable = 0n;
  let overdue = 0;
  let overduePrincipal = 0n;
  for (const loan of open) {
    const standing = loanStanding(loan, now);
    outstanding += BigInt(loan.principal);
    receivable += standing.interest + standing.lateFees;
    if (standing.daysOverdue > 0) {
      overdue += 1;
      overduePrincipal += BigInt(loan.principal);
    }
  }
  const queues = await db.execute<{ applications: number; vouchers: number }>(sql`
    select count(*) filter (where status = 'unreviewed')::int as applications,
           count(*) filter (where voucher_status = 'pending')::int as vouchers
    from loans`);
  const collateral = await collateralExposure(db);
  const held = [];
  for (const { asset, amount } of collateral.held) held.push({ asset, amount: formatUnits(amount, (await findAsset(db, asset))?.scale ?? 0) });
  return {
    lending_balance: usdt(await houseBalance(db, 'lending')),
    outstanding_principal: usdt(outstanding),
    receivable_interest: usdt(receivable),
    loans_open: open.length,
    loans_overdue: overdue,
    overdue_principal: usdt(overduePrincipal),
    pending_applications: queues.rows[0]?.applications ?? 0,
    pending_vouchers: queues.rows[0]?.vouchers ?? 0,
    collateral_open: collateral.open,
    collateral_principal: usdt(collateral.principal),
    collateral_held: held,
    income_to_date: usdt(await houseBalance(db, 'lending_income')),
  };
}
