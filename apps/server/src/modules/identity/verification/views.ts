import { type ImageSlot, maskIdNumber, type VerificationLevel, type VerificationView } from '@veritex/shared';
import type { verifications } from '../schema.js';

export type VerificationRow = typeof verifications.$inferSelect;

export function emptyView(level: VerificationLevel): VerificationView {
  return {
    level,
    status: 'none',
    id: null,
    reason: '',
    submitted_at: null,
    reviewed_at: null,
    nationality: '',
    id_type: null,
    real_name: '',
    id_number: '',
    address: '',
    images: [],
  };
}

/** A submission as its owner sees it; `full` (compliance) also shows an approved ID number unmasked. */
export function toVerificationView(row: VerificationRow, options: { full?: boolean } = {}): VerificationView {
  return {
    level: row.level,
    status: row.status,
    id: String(row.id),
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    nationality: row.nationality,
    id_type: row.idType,
    real_name: row.realName,
    id_number: row.status === 'approved' && !options.full ? maskIdNumber(row.idNumber) : row.idNumber,
    address: row.address,
    images: row.images.map((image) => ({ slot: image.slot as ImageSlot, upload_id: image.upload_id })),
  };
}
