import { displayAccount, formatUnits, type ReferralCommissionAdmin, type ReferralCommissionStatus, type ReferralRules } from '@veritex/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { commissionAdminView } from './commissionViews.js';
import { loadPeople } from './people.js';
import { referralRulesView, referralTerms } from './referralRules.js';
import { referralCommissions } from './schema.js';

export interface DeskCommissionPage {
  items: ReferralCommissionAdmin[];
  total: number;
  totals: { pending: string; available: string; reversed: string };
  rules: ReferralRules;
}

/** admin/referralCommissions: commissions newest first, filtered by status, beneficiary or trader; totals per status of the filter. */
export async function listCommissionsForDesk(
  db: DbOrTx,
  options: { status?: ReferralCommissionStatus; userId?: bigint; sourceUserId?: bigint; page: number; pageSize: number },
): Promise<DeskCommissionPage> {
  const base: SQL[] = [];
  if (options.userId !== undefined) base.push(eq(referralCommissions.beneficiaryId, options.userId));
  if (options.sourceUserId !== undefined) base.push(eq(referralCommissions.sourceUserId, options.sourceUserId));
  const where = and(...base, ...(options.status ? [eq(referralCommissions.status, options.status)] : []));
  const rows = await db
    .select()
    .from(referralCommissions)
    .where(where)
    .orderBy(desc(referralCommissions.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [counted] = await db.select({ total: count() }).from(referralCommissions).where(where);
  const sums = await db
    .select({ status: referralCommissions.status, total: sql<string>`sum(${referralCommissions.amount})::text` })
    .from(referralCommissions)
    .where(and(...base))
    .groupBy(referralCommissions.status);
  const sumOf = (status: ReferralCommissionStatus) => formatUnits(BigInt(sums.find((row) => row.status === status)?.total ?? '0'), 6);
  const people = await loadPeople(
    db,
    rows.map((row) => row.sourceUserId),
  );
  const account = (id: bigint) => {
    const person = people.get(id);
    return person ? displayAccount(person.phone, person.email) : `#${id}`;
  };
  return {
    items: rows.map((row) => commissionAdminView(row, account(row.sourceUserId))),
    total: counted?.total ?? 0,
    totals: { pending: sumOf('pending'), available: sumOf('available'), reversed: sumOf('reversed') },
    rules: referralRulesView(referralTerms(await readSettings(db))),
  };
}
