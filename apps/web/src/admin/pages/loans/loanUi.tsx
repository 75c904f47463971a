import { formatUnits, LOAN_DOCUMENT_SLOTS, type LoanReview, parseUnits, REQUIRED_LOAN_DOCUMENTS } from '@veritex/shared';
import { Tag, Tooltip, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../components';
import { useDecimalFormat } from '../finance/financeUi';

/** Loan amounts are USDT; the lending desk lends nothing else. */
export const LOAN_ASSET = 'USDT';
/** USDT is kept to 6 decimals (the server's scale, and the staff amount field's). */
export const USDT_SCALE = 6;
/** Enough decimals to compare any decimal string the server sends (USDT has 6; the staff amount field at most 6). */
const COMPARE_SCALE = 18;

const LOAN_STATUS_COLORS: Record<string, string> = {
  unreviewed: 'processing',
  loaned: 'blue',
  overdue: 'error',
  repaid: 'success',
  rejected: 'default',
};

export function LoanStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={LOAN_STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`loanDesk.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

const VOUCHER_STATUS_COLORS: Record<string, string> = { pending: 'processing', confirmed: 'success', rejected: 'error' };

export function VoucherStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={VOUCHER_STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`loanDesk.voucherStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** A rate or share in percent, as the server sent it ("0.05 %"), in tabular figures. */
export function Percent({ value, suffix, style }: { value: string | null | undefined; suffix?: string; style?: CSSProperties }) {
  if (value === null || value === undefined || value === '') return <span>{EMPTY_VALUE}</span>;
  return (
    <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...style }}>
      {value}%{suffix ? ` ${suffix}` : ''}
    </span>
  );
}

/** a − b compared exactly (decimal strings, no floating point): −1, 0 or 1; undefined when either is malformed. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | undefined {
  const left = parseUnits(a, COMPARE_SCALE);
  const right = parseUnits(b, COMPARE_SCALE);
  if (left === undefined || right === undefined) return undefined;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** a + b (or a − b) exactly, without trailing zeros; undefined when either is malformed. */
export function addDecimals(a: string, b: string, sign: 1 | -1 = 1): string | undefined {
  const left = parseUnits(a, COMPARE_SCALE);
  const right = parseUnits(b, COMPARE_SCALE);
  if (left === undefined || right === undefined) return undefined;
  return formatUnits(left + BigInt(sign) * right, COMPARE_SCALE).replace(/\.?0+$/, '');
}

/** How many of the spec's documents the application carries, and whether the required ones are there. */
export function documentCount(loan: Pick<LoanReview, 'document_ids'>): { present: number; total: number; requiredMissing: boolean } {
  const present = LOAN_DOCUMENT_SLOTS.filter((slot) => loan.document_ids[slot]).length;
  const requiredMissing = REQUIRED_LOAN_DOCUMENTS.some((slot) => !loan.document_ids[slot]);
  return { present, total: LOAN_DOCUMENT_SLOTS.length, requiredMissing };
}

/** The credit score over the limit its band gives; the amount asked in orange when it is above that limit. */
export function CreditCell({ loan }: { loan: Pick<LoanReview, 'credit_score' | 'credit_limit' | 'amount' | 'status'> }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const format = useDecimalFormat();
  const over = loan.status === 'unreviewed' && compareDecimals(loan.amount, loan.credit_limit) === 1;
  return (
    <Tooltip title={over ? t('loanDesk.overLimit') : t('loanDesk.creditHelp')}>
      <div style={{ lineHeight: 1.35, fontVariantNumeric: 'tabular-nums' }}>
        <div style={{ fontWeight: 600 }}>{loan.credit_score}</div>
        <div dir="ltr" style={{ fontSize: token.fontSizeSM, color: over ? token.colorWarningText : token.colorTextSecondary, whiteSpace: 'nowrap' }}>
          ≤ {format(loan.credit_limit)}
        </div>
      </div>
    </Tooltip>
  );
}
