import { formatUnits, maskEmail, maskName, maskPhone, type ReferralCommissionAdmin, type ReferralCommissionView } from '@veritex/shared';
import { bpToPct } from './referralRules.js';
import type { ReferralCommissionRow } from './schema.js';

/** Commissions are paid only on USDT fees (REFERRAL_FEE_ASSET). */
const USDT_SCALE = 6;

/** The masked way an invitee is shown to their inviters: name, else phone, else e-mail. */
export function maskedPerson(person: { name: string; phone: string | null; email: string | null }): string {
  const name = maskName(person.name);
  if (name !== '') return name;
  if (person.phone) return maskPhone(person.phone);
  return person.email ? maskEmail(person.email) : '***';
}

export function commissionView(row: ReferralCommissionRow, invitee: string): ReferralCommissionView {
  return {
    id: row.id.toString(),
    level: row.level,
    // Decimal USDT on the wire (stored as minor units).
    amount: formatUnits(BigInt(row.amount), USDT_SCALE),
    asset: row.asset,
    source_kind: row.sourceKind,
    symbol: row.symbol,
    fee: formatUnits(BigInt(row.fee), USDT_SCALE),
    share_pct: bpToPct(row.shareBp),
    invitee,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    available_at: row.availableAt.toISOString(),
    released_at: row.releasedAt?.toISOString() ?? null,
    reversed_at: row.reversedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

export function commissionAdminView(row: ReferralCommissionRow, invitee: string): ReferralCommissionAdmin {
  return {
    ...commissionView(row, invitee),
    beneficiary_id: row.beneficiaryId.toString(),
    source_user_id: row.sourceUserId.toString(),
    source_id: row.sourceId.toString(),
    fee_posting_id: row.feePostingId.toString(),
    reversed_by: row.reversedBy,
  };
}
