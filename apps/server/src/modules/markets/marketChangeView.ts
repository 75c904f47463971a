import type { MarketChange } from '@veritex/shared';
import type { MarketChangeRow } from './schema.js';

export function marketChangeView(row: MarketChangeRow): MarketChange {
  return {
    id: row.id.toString(),
    kind: row.subjectKind,
    key: row.subjectKey,
    values: row.values as MarketChange['values'],
    previous_values: (row.previousValues ?? null) as MarketChange['previous_values'],
    effective_at: row.effectiveAt.toISOString(),
    status: row.status,
    requested_by: row.requestedBy,
    requested_at: row.requestedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
