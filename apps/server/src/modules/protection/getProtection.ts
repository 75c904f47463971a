import { formatUnits, type ProtectionView } from '@veritex/shared';
import { desc } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { getAppropriatenessStatus } from './appropriateness.js';
import { jurisdictionOf } from './jurisdictionOf.js';
import { profileView } from './profiles.js';
import { losingShareReports } from './schema.js';

/** web/getProtection: the caller's profile, the latest measured share of losing accounts, and the appropriateness standing. */
export async function getProtection(db: DbOrTx, clock: Clock, userId: bigint | undefined): Promise<ProtectionView> {
  const jurisdiction = await jurisdictionOf(db, userId);
  const [report] = await db.select().from(losingShareReports).orderBy(desc(losingShareReports.periodDay)).limit(1);
  return {
    profile: profileView(jurisdiction.profile),
    country: jurisdiction.country,
    source: jurisdiction.source,
    // Whole percent, as the ESMA warning states it ("74% of retail investor accounts …").
    losing_share_pct: report ? formatUnits(BigInt(Math.round(report.shareBp / 100)), 0) : null,
    losing_share_accounts: report?.accounts ?? null,
    losing_share_at: report ? report.windowEnd.toISOString() : null,
    appropriateness: userId !== undefined && userId > 0n ? await getAppropriatenessStatus(db, clock, userId) : null,
  };
}
