import { fail, ok, type Result, VERIFICATION_LEVELS, type VerificationHub, type VerificationLevel } from '@veritex/shared';
import type { DbOrTx } from '../../../platform/db/client.js';
import { findUserById } from '../users.js';
import { currentVerifications } from './currentVerifications.js';
import { emptyView, toVerificationView } from './views.js';

/** web/idcardinfo: the hub, each level with its state and data, and the highest level approved. */
export async function getVerificationHub(db: DbOrTx, input: { userId: bigint }): Promise<Result<VerificationHub>> {
  const user = await findUserById(db, input.userId);
  if (!user) return fail('login_required');
  const current = await currentVerifications(db, user.id);
  const view = (level: VerificationLevel) => {
    const row = current[level];
    return row ? toVerificationView(row) : emptyView(level);
  };
  let level: VerificationHub['level'] = 'kyc';
  for (const candidate of VERIFICATION_LEVELS) if (current[candidate]?.status === 'approved') level = candidate;
  return ok({
    kyc: { status: 'approved', contact: user.phone ? 'phone' : 'email' },
    junior: view('junior'),
    senior: view('senior'),
    address: view('address'),
    level,
  });
}
