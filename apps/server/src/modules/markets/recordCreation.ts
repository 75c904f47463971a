import type { MarketChange, MarketChangeKind } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { marketChangeView } from './marketChangeView.js';
import { type MarketChangeRow, marketChanges } from './schema.js';

/**
 * The desk's record of something created (a market, an instrument, a delivery duration): an
 * applied change with no previous values, written in the creating transaction, so the changes list
 * and the audit show creations beside edits.
 */
export async function recordCreation(
  db: DbOrTx,
  creation: { kind: MarketChangeKind; key: string; values: MarketChangeRow['values']; requestedBy: string; now: Date; ruleVersion: bigint },
): Promise<MarketChange> {
  const { requestedBy, now } = creation;
  const [change] = await db
    .insert(marketChanges)
    .values({
      subjectKind: creation.kind,
      subjectKey: creation.key,
      values: creation.values,
      effectiveAt: now,
      status: 'applied',
      requestedBy,
      requestedAt: now,
      decidedBy: requestedBy,
      decidedAt: now,
      ruleVersion: creation.ruleVersion,
    })
    .returning();
  if (!change) throw new Error('market change insert returned nothing');
  return marketChangeView(change);
}
