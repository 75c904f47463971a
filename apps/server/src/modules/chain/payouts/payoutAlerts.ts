import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';

export const PAYOUT_ALERT_KINDS = ['payout_reverted', 'sweep_reverted', 'manual_payout_reverted', 'reconciliation_difference'] as const;
export type PayoutAlertKind = (typeof PAYOUT_ALERT_KINDS)[number];

/**
 * Raises a staff alert through the deposit watcher's mechanism (`chain_alerts`, the desk's alert list):
 * once per kind and subject (the withdrawal, the sweep, the reconciled difference), in the caller's transaction.
 */
export async function raisePayoutAlert(
  tx: DbOrTx,
  clock: Clock,
  alert: { kind: PayoutAlertKind; subject: string; detail: Record<string, string> },
): Promise<void> {
  await tx.execute(sql`
    insert into chain_alerts (kind, subject, detail, raised_at)
    values (${alert.kind}, ${alert.subject}, ${JSON.stringify(alert.detail)}::jsonb, ${clock.now()})
    on conflict do nothing`);
}
