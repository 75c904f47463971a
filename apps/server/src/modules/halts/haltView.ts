import { type ActiveHalt, HALT_REASONS, type HaltReason, type HaltRecord, type HaltScope } from '@veritex/shared';
import type { TradingHaltRow } from './schema.js';

function reasonOf(code: string): HaltReason {
  return (HALT_REASONS as readonly string[]).includes(code) ? (code as HaltReason) : 'other';
}

export function activeHaltView(row: TradingHaltRow): ActiveHalt {
  return { scope: row.scope as HaltScope, target: row.target, reason: reasonOf(row.reason), note: row.note, since: row.haltedAt.toISOString() };
}

export function haltRecordView(row: TradingHaltRow): HaltRecord {
  return {
    ...activeHaltView(row),
    id: row.id.toString(),
    cancel_open: row.cancelOpen,
    cancelled_orders: row.cancelledOrders,
    cancelled_positions: row.cancelledPositions,
    halted_by: row.haltedBy,
    resumed_at: row.resumedAt?.toISOString() ?? null,
    resumed_by: row.resumedBy,
    resume_note: row.resumeNote,
  };
}
