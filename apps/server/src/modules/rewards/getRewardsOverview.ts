import type { RewardsOverview } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { REWARDS_ASSET, usdt } from './rewardsAccount.js';

type Row = { balance: string; funded: string; paid_sign_in: string; paid_benefits: string; sign_ins: number; claims: number; outstanding: string };

/**
 * admin/rewardsOverview: the rewards account and what it has paid, read from the ledger (the
 * entries on the rewards account by reason), with the budget active tasks could still pay.
 */
export async function getRewardsOverview(db: DbOrTx): Promise<RewardsOverview> {
  const result = await db.execute<Row>(sql`
    with account as (select id, available from ledger_accounts where book = 'real' and owner = 'house' and kind = 'rewards' and asset = ${REWARDS_ASSET}),
    moved as (
      select p.reason, sum(e.amount) as amount from ledger_entries e
      join ledger_postings p on p.id = e.posting_id
      where e.account_id = (select id from account)
      group by p.reason)
    select
      coalesce((select available from account), 0)::text as balance,
      coalesce((select amount from moved where reason = 'rewards_funding'), 0)::text as funded,
      coalesce(-(select amount from moved where reason = 'sign_in_reward'), 0)::text as paid_sign_in,
      coalesce(-(select amount from moved where reason = 'benefit_reward'), 0)::text as paid_benefits,
      (select count(*) from sign_ins)::int as sign_ins,
      (select count(*) from benefit_claims)::int as claims,
      coalesce((select sum(budget - spent) from benefit_tasks where active), 0)::text as outstanding`);
  const row = result.rows[0];
  if (!row) throw new Error('rewards overview query returned no row');
  const paidSignIn = BigInt(row.paid_sign_in);
  const paidBenefits = BigInt(row.paid_benefits);
  return {
    asset: REWARDS_ASSET,
    balance: usdt(row.balance),
    funded_to_date: usdt(row.funded),
    paid_sign_in: usdt(paidSignIn),
    paid_benefits: usdt(paidBenefits),
    paid_to_date: usdt(paidSignIn + paidBenefits),
    sign_ins: row.sign_ins,
    claims: row.claims,
    budget_outstanding: usdt(row.outstanding),
  };
}
