import type { Result } from '@veritex/shared';
import { appendAudit, canonicalJson, type StaffIdentity } from '../modules/admin/index.js';
import type { RequestOrigin } from '../modules/identity/index.js';
import type { DbOrTx } from '../platform/db/client.js';
import type { StaffContext } from './calls.js';
import type { Services } from './services.js';

export interface AuditSpec<I, O> {
  action: string;
  /**
   * For polled reads (the Outbox refreshes every few seconds): the same call with the same
   * input from the same staff session is audited once per window, not on every poll.
   */
  repeatWindowMs?: number;
  target?: (input: I, value: O | undefined) => string;
  details?: (input: I, value: O | undefined) => Record<string, unknown>;
}

/** Thrown inside the action's transaction to roll back a refused action; never leaves runAudited. */
class Refused extends Error {}

/**
 * A staff action and its audit entry in ONE transaction: if the entry cannot be written, the
 * action is rolled back (design §1.4). A refused action is rolled back too, then its refusal is
 * audited on its own, so probing leaves a trace but no effect.
 */
export async function runAudited<I, O>(
  services: Services,
  audit: AuditSpec<I, O>,
  context: StaffContext,
  input: I,
  action: (db: DbOrTx) => Promise<Result<O>>,
): Promise<Result<O>> {
  let result: Result<O> | undefined;
  try {
    await services.db.transaction(async (tx) => {
      result = await action(tx);
      if (!result.ok) throw new Refused();
      if (!isRepeat(audit, context.staff.sessionId, input, services.clock.now().getTime())) {
        await appendAudit(tx, services.clock, entryOf(audit, context, input, result));
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  if (!result) throw new Error('audited action did not run');
  if (!result.ok) await appendAudit(services.db, services.clock, entryOf(audit, context, input, result));
  return result;
}

function entryOf<I, O>(audit: AuditSpec<I, O>, context: StaffContext, input: I, result: Result<O>) {
  const value = result.ok ? result.value : undefined;
  return {
    staffId: context.staff.id,
    staffUsername: context.staff.username,
    action: audit.action,
    target: audit.target?.(input, value) ?? '',
    details: { ...(audit.details?.(input, value) ?? {}), outcome: result.ok ? 'ok' : result.error },
    ip: context.origin.ip,
  };
}

/** A staff member asked for a call their roles do not allow. */
export async function auditDenied(
  services: Services,
  options: { staff: StaffIdentity; origin: RequestOrigin; call: string; permission: string },
): Promise<void> {
  await appendAudit(services.db, services.clock, {
    staffId: options.staff.id,
    staffUsername: options.staff.username,
    action: `denied:${options.call}`,
    details: { permission: options.permission },
    ip: options.origin.ip,
  });
}

/** Last audited time per (action, staff session, input), for AuditSpec.repeatWindowMs. */
const lastAudited = new Map<string, number>();

function isRepeat(audit: { action: string; repeatWindowMs?: number }, sessionId: bigint, input: unknown, nowMs: number): boolean {
  if (!audit.repeatWindowMs) return false;
  const key = `${audit.action}|${sessionId}|${canonicalJson(input)}`;
  const last = lastAudited.get(key);
  if (last !== undefined && nowMs - last < audit.repeatWindowMs) return true;
  if (lastAudited.size > 10_000) lastAudited.clear();
  lastAudited.set(key, nowMs);
  return false;
}
