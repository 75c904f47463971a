import { type MarketChange, type MarketChangeKind, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { applyMarketChange } from './applyMarketChange.js';
import type { ChangeValues } from './changeValues.js';
import { currentValues } from './currentValues.js';
import { marketChangeView } from './marketChangeView.js';
import { marketChanges } from './schema.js';

export interface SubmitMarketChange {
  kind: MarketChangeKind;
  key: string;
  values: ChangeValues;
  /** null: now. */
  effectiveAt: Date | null;
  /** `staff:<username>`. */
  requestedBy: string;
}

/**
 * Records a checked change: effective now, it is applied in this (the staff call's) transaction;
 * effective later, it waits as pending for the `markets.apply-changes` job, and is published on
 * the rules and trading pages meanwhile (web/getScheduledRules).
 */
export async function submitMarketChange(db: DbOrTx, clock: Clock, change: SubmitMarketChange): Promise<Result<MarketChange>> {
  const now = clock.now();
  const [row] = await db
    .insert(marketChanges)
    .values({
      subjectKind: change.kind,
      subjectKey: change.key,
      values: change.values,
      previousValues: await currentValues(db, change.kind, change.key),
      effectiveAt: change.effectiveAt ?? now,
      status: 'pending',
      requestedBy: change.requestedBy,
      requestedAt: now,
    })
    .returning();
  if (!row) throw new Error('market change insert returned nothing');
  if (change.effectiveAt !== null) return ok(marketChangeView(row));
  const version = await applyMarketChange(db, row, { appliedBy: change.requestedBy, now });
  return ok(marketChangeView({ ...row, status: 'applied', decidedBy: change.requestedBy, decidedAt: now, ruleVersion: version }));
}
