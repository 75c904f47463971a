import { ReloadOutlined } from '@ant-design/icons';
import { BCP47_BY_LANG, QUEUE_STATUSES, type QueueStatus } from '@veritex/shared';
import { Button, type FormRule, Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { toSpecLang } from '../../api';
import { EMPTY_VALUE, Mono, TimeText } from '../../components';
import { ADMIN_BASE } from '../../paths';

/** The server's bounds for a review or adjustment reason. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The form rules of a staff reason (review, adjustment, capital move): the server's, said before sending. */
export function reasonRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('finance.review.reasonRequired') },
    {
      validator: (_rule, value: string | undefined) =>
        (value ?? '').trim().length >= REASON_MIN ? Promise.resolve() : Promise.reject(new Error(t('finance.review.reasonTooShort', { count: REASON_MIN }))),
    },
  ];
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

export function toQueueStatus(value: string | undefined): QueueStatus {
  return QUEUE_STATUSES.find((status) => status === value) ?? 'processing';
}

/**
 * Decimal strings keep every significant digit the server sent (staff pay out and audit exact
 * amounts; no rounding, no floating point): only zeros past the second decimal are dropped
 * ("200.000000" → "200.00", "0.00012300" → "0.000123"), whole numbers stay whole, and the locale's
 * group and decimal separators are applied, with Latin digits in every language.
 */
export function useDecimalFormat(): (value: string | null | undefined, options?: { signed?: boolean }) => string {
  const { i18n } = useTranslation('admin');
  const locale = BCP47_BY_LANG[toSpecLang(i18n.resolvedLanguage ?? i18n.language)];
  const parts = separatorsFor(locale);
  return (value, options = {}) => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE;
    const match = DECIMAL_PATTERN.exec(String(value).trim());
    if (!match) return String(value);
    const [, sign = '', whole = '0', sent] = match;
    const fraction = sent === undefined ? undefined : sent.replace(/0+$/, '').padEnd(Math.min(2, sent.length), '0');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, parts.group);
    const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction ?? '');
    const shownSign = sign === '-' ? '-' : options.signed && !isZero ? '+' : '';
    return `${shownSign}${grouped}${fraction === undefined ? '' : `${parts.decimal}${fraction}`}`;
  };
}

const separatorCache = new Map<string, { group: string; decimal: string }>();

function separatorsFor(locale: string): { group: string; decimal: string } {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  let found = { group: ',', decimal: '.' };
  try {
    const formatted = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1234567.5);
    found = {
      group: formatted.find((part) => part.type === 'group')?.value ?? ',',
      decimal: formatted.find((part) => part.type === 'decimal')?.value ?? '.',
    };
  } catch {
    // An unknown locale keeps the plain separators.
  }
  separatorCache.set(locale, found);
  return found;
}

export function decimalSign(value: string | null | undefined): -1 | 0 | 1 {
  const match = DECIMAL_PATTERN.exec(String(value ?? '').trim());
  if (!match) return 0;
  const [, sign, whole = '', fraction = ''] = match;
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return 0;
  return sign === '-' ? -1 : 1;
}

/** An amount: tabular figures, right-aligned by its column; a signed change is green or red. */
export function Amount({
  value,
  asset,
  signed = false,
  strong = false,
  style,
}: {
  value: string | null | undefined;
  asset?: string;
  signed?: boolean;
  strong?: boolean;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const format = useDecimalFormat();
  const sign = signed ? decimalSign(value) : 0;
  const color = sign > 0 ? token.colorSuccessText : sign < 0 ? token.colorErrorText : undefined;
  return (
    <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined, color, ...style }}>
      {format(value, { signed })}
      {asset ? <span style={{ color: token.colorTextSecondary, fontWeight: 400, marginInlineStart: 4, fontSize: token.fontSizeSM }}>{asset}</span> : null}
    </span>
  );
}

/** A customer: the id (opening the user's page when the staff member may read users) over the account, when known. */
export function UserRef({ id, account, linkable }: { id: string; account?: string; linkable: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const idText = <Mono>#{id}</Mono>;
  return (
    <div style={{ lineHeight: 1.3, minWidth: 0 }}>
      {linkable ? (
        <Tooltip title={t('finance.openUser')}>
          <Link to={`${ADMIN_BASE}/users/${id}`}>{idText}</Link>
        </Tooltip>
      ) : (
        idText
      )}
      {account ? (
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account}
        </div>
      ) : null}
    </div>
  );
}

type StatusKind = 'deposit' | 'withdrawal' | 'adjustment';

const STATUS_COLORS: Record<string, string> = {
  processing: 'processing',
  pending: 'processing',
  success: 'success',
  applied: 'success',
  refused: 'error',
  rejected: 'error',
  failure: 'warning',
};

export function FinanceStatusTag({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`finance.status.${kind}.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** When and by whom a deposit, withdrawal or adjustment was decided, with the reason or payment proof under it. */
export function ReviewedCell({ at, by, children }: { at: string | null | undefined; by: string | null | undefined; children?: ReactNode }) {
  const { token } = theme.useToken();
  if (!at && !by) return <span>{EMPTY_VALUE}</span>;
  return (
    <div style={{ lineHeight: 1.35, minWidth: 0 }}>
      <TimeText iso={at} />
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{by || EMPTY_VALUE}</div>
      {children ? <div style={{ marginTop: 2 }}>{children}</div> : null}
    </div>
  );
}

/** Date over time, for narrow columns; the exact stored instant on hover. */
export function CompactTime({ iso }: { iso: string | null | undefined }) {
  const { token } = theme.useToken();
  const format = useFormat();
  if (!iso) return <span>{EMPTY_VALUE}</span>;
  if (Number.isNaN(Date.parse(iso))) return <span>{iso}</span>;
  return (
    <Tooltip title={iso}>
      <div dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.35, whiteSpace: 'nowrap' }}>
        <div>{format.date(iso)}</div>
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{format.clock(iso)}</div>
      </div>
    </Tooltip>
  );
}

/**
 * The console's table header is a translucent fill; a column pinned to the end (the actions)
 * needs an opaque one, or the columns scrolling under it show through its title.
 */
export function useOpaqueHeaderCell(): () => HTMLAttributes<HTMLElement> {
  const { token } = theme.useToken();
  const background = `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}), ${token.colorBgContainer}`;
  return () => ({ style: { background } });
}

/** Long text that wraps inside its cell instead of widening the table. */
export function WrapText({ text }: { text: string | null | undefined }) {
  if (!text) return <span>{EMPTY_VALUE}</span>;
  return (
    <Typography.Paragraph dir="auto" style={{ marginBottom: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} ellipsis={{ rows: 3, tooltip: text }}>
      {text}
    </Typography.Paragraph>
  );
}

/** The header's refresh control of a list: when it was read, and a button to read it again now. */
export function RefreshControl({ updatedAt, fetching, onRefresh, testId }: { updatedAt: number; fetching: boolean; onRefresh: () => void; testId?: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Space size={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
        {updatedAt ? t('finance.updatedAt', { time: format.clock(updatedAt) }) : ''}
      </Typography.Text>
      <Button size="small" icon={<ReloadOutlined spin={fetching} />} onClick={onRefresh} disabled={fetching} data-testid={testId}>
        {t('finance.refresh')}
      </Button>
    </Space>
  );
}

/**
 * A small card's tabs: antd pulls the tab bar down by a default card's padding, which hides the
 * first line of a small card's body; this keeps the bar on the head's bottom border instead.
 */
export const QUEUE_TAB_PROPS = { size: 'small', style: { marginBottom: -1 } } as const;

/** A tab label with a test id, so tests can switch queues without relying on the words. */
export function TabLabel({ testId, children }: { testId: string; children: ReactNode }) {
  return <span data-testid={testId}>{children}</span>;
}

/**
 * The width a fixed-layout table needs: its fixed columns plus room for the one that takes the
 * rest (description, address, reason). Wider than the page, the table scrolls instead of
 * squeezing that column to nothing.
 */
export function tableWidth(columns: readonly { width?: number | string }[], flexible: number): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : flexible), 0);
}
