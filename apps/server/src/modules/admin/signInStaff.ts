import { ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { appendAudit } from './appendAudit.js';
import { loginStaff } from './staffAuth.js';
import { toStaffView } from './staffView.js';

/**
 * admin/login: staff sign in with password and TOTP code, and every attempt is audited with its
 * outcome (no action happens with it, so it is not part of another transaction).
 */
export async function signInStaff(
  db: DbOrTx,
  clock: Clock,
  input: { username: string; password: string; totp: string; ip: string },
): Promise<Result<{ token: string; staff: ReturnType<typeof toStaffView> }>> {
  const result = await loginStaff(db, clock, input);
  await appendAudit(db, clock, {
    staffId: result.ok ? result.value.staff.id : null,
    staffUsername: input.username.toLowerCase(),
    action: 'staff.login',
    details: { outcome: result.ok ? 'ok' : result.error },
    ip: input.ip,
  });
  if (!result.ok) return result;
  return ok({ token: result.value.token, staff: toStaffView(result.value.staff) });
}
