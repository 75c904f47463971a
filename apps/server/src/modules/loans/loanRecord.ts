import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { LoanRecord, LoanRecordSource } from '../identity/index.js';

/**
 * Identity's credit score port: loans repaid on time (no late day) add points, every late day
 * charged on any loan takes points away, the open ones included.
 */
export const loanRecord: LoanRecordSource = async (db: DbOrTx, userId: bigint): Promise<LoanRecord> => {
  const result = await db.execute<{ repaid_on_time: number; overdue_days: number }>(sql`
    select count(*) filter (where status = 'repaid' and repaid_overdue_days = 0)::int as repaid_on_time,
           coalesce(sum(days_overdue), 0)::int as overdue_days
    from loans where user_id = ${userId}`);
  const row = result.rows[0];
  return { repaidOnTime: row?.repaid_on_time ?? 0, overdueDays: row?.overdue_days ?? 0 };
};
