import { formatUnits, REFERRAL_FEE_ASSET, REFERRAL_MAX_DEPTH, type ReferralSummary } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../identity/index.js';
import { readSettings } from '../settings/index.js';
import { inviteeTree } from './inviteeTree.js';
import { bpToPct, referralRulesView, referralTerms } from './referralRules.js';
import { referralCommissions } from './schema.js';

const USDT_SCALE = 6;

/** web/getMyEarningsAndPromotion: the user's code and link, income and head-count per level, the rules. */
export async function getReferralSummary(db: DbOrTx, userId: bigint): Promise<ReferralSummary> {
  const terms = referralTerms(await readSettings(db));
  const [me] = await db.select({ code: users.invitationCode }).from(users).where(eq(users.id, userId));
  if (!me) throw new Error(`user ${userId} not found`);
  const { rows: heads } = await db.execute<{ level: number; count: string }>(
    sql`${inviteeTree(userId)} select level, count(*)::text as count from tree group by level`,
  );
  const income = await db
    .select({ level: referralCommissions.level, status: referralCommissions.status, total: sql<string>`sum(${referralCommissions.amount})::text` })
    .from(referralCommissions)
    .where(eq(referralCommissions.beneficiaryId, userId))
    .groupBy(referralCommissions.level, referralCommissions.status);
  // Decimal USDT on the wire, like every amount.
  const sumOf = (level: number | null, status: string) =>
    formatUnits(
      income.filter((row) => (level === null || row.level === level) && row.status === status).reduce((sum, row) => sum + BigInt(row.total), 0n),
      USDT_SCALE,
    );
  const levels = Array.from({ length: REFERRAL_MAX_DEPTH }, (_, index) => {
    const level = index + 1;
    return {
      level,
      share_pct: bpToPct(terms.sharesBp[index] ?? 0),
      paid: level <= terms.depth,
      invitees: Number(heads.find((row) => Number(row.level) === level)?.count ?? 0),
      pending: sumOf(level, 'pending'),
      available: sumOf(level, 'available'),
      reversed: sumOf(level, 'reversed'),
    };
  });
  return {
    code: me.code,
    link: `/register?invite=${encodeURIComponent(me.code)}`,
    asset: REFERRAL_FEE_ASSET,
    invitees: levels.reduce((sum, level) => sum + level.invitees, 0),
    pending: sumOf(null, 'pending'),
    available: sumOf(null, 'available'),
    levels,
    rules: referralRulesView(terms),
  };
}
