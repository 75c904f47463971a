import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { chainAlerts } from '../schema.js';

export type PayoutAlertKind = 'payout_reverted' | 'sweep_reverted' | 'manual_payout_reverted' | 'reconciliation_difference' | 'nonce_taken';

/**
 * Raises a staff alert through the deposit watcher's mechanism (`chain_alerts`, admin/chainAlerts):
 * once per kind and subject (the withdrawal, the sweep, the reconciled difference, the outgoing), in the
 * caller's transaction. Answers whether it was raised now (false: it had been).
 */
export async function raisePayoutAlert(
  tx: DbOrTx,
  clock: Clock,
  alert: { kind: PayoutAlertKind; subject: string; detail: Record<string, string> },
): Promise<boolean> {
  const raised = await tx
    .insert(chainAlerts)
    .values({ kind: alert.kind, subject: alert.subject, detail: alert.detail, raisedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: chainAlerts.id });
  return raised.length > 0;
}
