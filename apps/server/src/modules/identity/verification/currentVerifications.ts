import type { VerificationLevel } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { verifications } from '../schema.js';
import type { VerificationRow } from './views.js';

/** Each level's current row: the open (pending or approved) one, else the latest rejected one. */
export async function currentVerifications(db: DbOrTx, userId: bigint): Promise<Record<VerificationLevel, VerificationRow | undefined>> {
  const rows = await db.select().from(verifications).where(eq(verifications.userId, userId)).orderBy(desc(verifications.id));
  const pick = (level: VerificationLevel) => {
    const ofLevel = rows.filter((row) => row.level === level);
    return ofLevel.find((row) => row.status !== 'rejected') ?? ofLevel[0];
  };
  return { junior: pick('junior'), senior: pick('senior'), address: pick('address') };
}
