import { type CodePurpose, normalizeAccount, ok, type Result } from '@veritex/shared';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import type { IdentityDeps } from './ports.js';

/** web/reg_checkcode: tells the form early whether a code is right, without spending it. */
export async function checkCode(
  deps: IdentityDeps,
  options: { account: string; areaCode?: string; code: string; purpose: CodePurpose },
): Promise<Result<{ valid: true }>> {
  const account = normalizeAccount(options.account, options.areaCode);
  if (!account.ok) return account;
  const settings = await readSettings(deps.db);
  const verified = await verifyCode(deps.db, deps.clock, settings, {
    destination: account.value.value,
    purpose: options.purpose,
    code: options.code,
    consume: false,
  });
  return verified.ok ? ok({ valid: true }) : verified;
}
