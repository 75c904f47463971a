import { VERIFICATION_LEVELS, type VerificationHub, type VerificationLevel, type VerificationStatuses } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { verifications } from '../schema.js';
import { emptyView, toVerificationView, type VerificationRow } from './views.js';

/** Each level's current row: the open (pending or approved) one, else the latest rejected one. */
export async function currentVerifications(db: DbOrTx, userId: bigint): Promise<Record<VerificationLevel, VerificationRow | undefined>> {
  const rows = await db.select().from(verifications).where(eq(verifications.userId, userId)).orderBy(desc(verifications.id));
  const pick = (level: VerificationLevel) => {
    const ofLevel = rows.filter((row) => row.level === level);
    return ofLevel.find((row) => row.status !== 'rejected') ?? ofLevel[0];
  };
  return { junior: pick('junior'), senior: pick('senior'), address: pick('address') };
}

export async function verificationStatuses(db: DbOrTx, userId: bigint): Promise<VerificationStatuses> {
  const current = await currentVerifications(db, userId);
  return {
    junior: current.junior?.status ?? 'none',
    senior: current.senior?.status ?? 'none',
    address: current.address?.status ?? 'none',
  };
}

/** web/idcardinfo: the hub. */
export async function verificationHub(db: DbOrTx, user: { id: bigint; email: string | null; phone: string | null }): Promise<VerificationHub> {
  const current = await currentVerifications(db, user.id);
  const view = (level: VerificationLevel) => {
    const row = current[level];
    return row ? toVerificationView(row) : emptyView(level);
  };
  let level: VerificationHub['level'] = 'kyc';
  for (const candidate of VERIFICATION_LEVELS) if (current[candidate]?.status === 'approved') level = candidate;
  return {
    kyc: { status: 'approved', contact: user.phone ? 'phone' : 'email' },
    junior: view('junior'),
    senior: view('senior'),
    address: view('address'),
    level,
  };
}
