import { ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { RequestOrigin } from '../identity/index.js';
import { appendAudit } from './appendAudit.js';
import { staff } from './schema.js';
import { recordStaffSignIn } from './staff/recordStaffSignIn.js';
import { checkStaffAddress } from './staff/staffAddresses.js';
import { loginStaff, type StaffSetupStep } from './staffAuth.js';
import { toStaffView } from './staffView.js';

/**
 * admin/login: staff sign in with password and TOTP code, and every attempt is audited with its
 * outcome (no action happens with it, so it is not part of another transaction) and kept in the
 * member's sign-ins. From an address outside the staff allowlist nothing is even looked up.
 */
export async function signInStaff(
  db: DbOrTx,
  clock: Clock,
  input: { username: string; password: string; totp: string; origin: RequestOrigin },
): Promise<Result<{ token: string; staff: ReturnType<typeof toStaffView> } | StaffSetupStep>> {
  const username = input.username.toLowerCase();
  const address = await checkStaffAddress(db, input.origin.ip);
  const { memberId, result } = address.ok
    ? await loginStaff(db, clock, input)
    : { memberId: (await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]?.id, result: address };
  const outcome = !result.ok ? result.error : 'setup' in result.value ? 'setup_required' : 'ok';
  await appendAudit(db, clock, {
    staffId: memberId ?? null,
    staffUsername: username,
    action: 'staff.login',
    details: { outcome },
    ip: input.origin.ip,
  });
  if (memberId !== undefined) await recordStaffSignIn(db, clock, { staffId: memberId, ip: input.origin.ip, userAgent: input.origin.userAgent, outcome });
  if (!result.ok) return result;
  if ('setup' in result.value) return ok(result.value);
  return ok({ token: result.value.token, staff: toStaffView(result.value.staff) });
}
