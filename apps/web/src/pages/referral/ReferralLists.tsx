import { REFERRAL_COMMISSION_STATUSES, type ReferralCommissionStatus, type ReferralCommissionView, type ReferralInvitee } from '@veritex/shared';
import { Segmented, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/funds/Amount';
import { type ListTab, ListTabs } from '../../components/lists/ListTabs';
import { listStateOf, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { useReferralCommissions, useReferralInvitees } from './referralQueries';

const PAGE_SIZE = 10;
type StatusFilter = 'all' | ReferralCommissionStatus;
type TabKey = 'profit' | 'people';

const STATUS_COLOURS: Record<ReferralCommissionStatus, string> = { pending: 'warning', available: 'success', reversed: 'default' };

/** "BTC_USDT" → "BTC/USDT"; an instrument without an underscore stays as it is. */
const pair = (symbol: string) => symbol.replace('_', '/');

function StatusTag({ row }: { row: ReferralCommissionView }) {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const note =
    row.status === 'pending'
      ? t('status.pendingUntil', { time: format.dateTime(row.available_at) })
      : row.status === 'available'
        ? t('status.availableSince', { time: format.dateTime(row.released_at ?? row.available_at) })
        : t('status.reversedBecause', { reason: row.reason ?? '—' });
  return (
    <Tooltip title={note}>
      <Tag color={STATUS_COLOURS[row.status]} variant="filled" data-testid="ref-commission-status" data-status={row.status}>
        {t(`status.${row.status}`)}
      </Tag>
    </Tooltip>
  );
}

/** The remark: which fee, on which market, from which invitee, at which share. */
function Remark({ row }: { row: ReferralCommissionView }) {
  const { t } = useTranslation('referral');
  return (
    <span className="vx-stack">
      <span data-testid="ref-commission-remark">{t('remark.source', { kind: t(`sourceKind.${row.source_kind}`), symbol: pair(row.symbol) })}</span>
      <span className="vx-muted vx-small vx-num">
        {t('remark.detail', { invitee: row.invitee, fee: trim(row.fee), asset: row.asset, pct: trim(row.share_pct) })}
      </span>
    </span>
  );
}

function commissionData(row: ReferralCommissionView): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'ref-commission',
    'data-id': row.id,
    'data-status': row.status,
    'data-level': row.level,
    'data-amount': row.amount,
    'data-fee': row.fee,
    'data-source': row.source_kind,
    'data-symbol': row.symbol,
  } as HTMLAttributes<HTMLElement>;
}

function useCommissionColumns(): TableColumnsType<ReferralCommissionView> {
  const { t } = useTranslation('referral');
  const format = useFormat();
  return [
    { key: 'id', title: t('profit.id'), render: (_, row) => <span className="vx-num vx-ltr">{row.id}</span> },
    { key: 'level', title: t('profit.level'), render: (_, row) => t('levels.name', { level: row.level }) },
    { key: 'amount', title: t('profit.amount'), align: 'end', render: (_, row) => <Amount value={row.amount} asset={row.asset} /> },
    { key: 'remark', title: t('profit.remark'), render: (_, row) => <Remark row={row} /> },
    { key: 'status', title: t('profit.status'), render: (_, row) => <StatusTag row={row} /> },
    { key: 'time', title: t('profit.time'), render: (_, row) => <span className="vx-num vx-nowrap">{format.dateTime(row.created_at)}</span> },
  ];
}

function CommissionList({ status, level }: { status: StatusFilter; level: number }) {
  const { t } = useTranslation('referral');
  const { phone } = useLayout();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useReferralCommissions({ status: status === 'all' ? undefined : status, level: level || undefined }, page, PAGE_SIZE);
  const columns = useCommissionColumns();
  const state = listStateOf(query, { page, onPage: setPage, pageSize: PAGE_SIZE, empty: t('profit.empty') });
  if (phone)
    return (
      <PagedRows
        state={state}
        testId="ref-commissions"
        renderRow={(row) => (
          <li key={row.id} className="vx-mrow" {...commissionData(row)}>
            <div className="vx-mrow__head">
              <Amount value={row.amount} asset={row.asset} />
              <StatusTag row={row} />
            </div>
            <RowLine label={t('profit.remark')}>
              <Remark row={row} />
            </RowLine>
            <RowLine label={t('profit.level')}>{t('levels.name', { level: row.level })}</RowLine>
            <RowLine label={t('profit.time')}>
              <span className="vx-num">{format.dateTime(row.created_at)}</span>
            </RowLine>
          </li>
        )}
      />
    );
  return <PagedTable<ReferralCommissionView> state={state} testId="ref-commissions" columns={columns} onRow={commissionData} />;
}

function inviteeData(row: ReferralInvitee): HTMLAttributes<HTMLElement> {
  return { 'data-testid': 'ref-invitee', 'data-id': row.id, 'data-level': row.level } as HTMLAttributes<HTMLElement>;
}

/** The masked contact: phone when there is one, else the e-mail. */
const contactOf = (row: ReferralInvitee) => row.phone ?? row.email ?? '—';

function InviteeList({ level }: { level: number }) {
  const { t } = useTranslation('referral');
  const { phone } = useLayout();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useReferralInvitees(level || undefined, page, PAGE_SIZE);
  const state = listStateOf(query, { page, onPage: setPage, pageSize: PAGE_SIZE, empty: t('people.empty') });
  const columns: TableColumnsType<ReferralInvitee> = [
    { key: 'id', title: t('people.id'), render: (_, row) => <span className="vx-num vx-ltr">{row.id}</span> },
    { key: 'name', title: t('people.name'), render: (_, row) => <span data-testid="ref-invitee-name">{row.name || '—'}</span> },
    {
      key: 'contact',
      title: t('people.contact'),
      render: (_, row) => (
        <span className="vx-num vx-ltr" data-testid="ref-invitee-contact">
          {contactOf(row)}
        </span>
      ),
    },
    { key: 'level', title: t('people.level'), render: (_, row) => t('levels.name', { level: row.level }) },
    { key: 'time', title: t('people.time'), render: (_, row) => <span className="vx-num vx-nowrap">{format.dateTime(row.registered_at)}</span> },
  ];
  if (phone)
    return (
      <PagedRows
        state={state}
        testId="ref-invitees"
        renderRow={(row) => (
          <li key={row.id} className="vx-mrow" {...inviteeData(row)}>
            <div className="vx-mrow__head">
              <span data-testid="ref-invitee-name">{row.name || '—'}</span>
              <Tag variant="filled">{t('levels.name', { level: row.level })}</Tag>
            </div>
            <RowLine label={t('people.contact')}>
              <span className="vx-num vx-ltr" data-testid="ref-invitee-contact">
                {contactOf(row)}
              </span>
            </RowLine>
            <RowLine label={t('people.time')}>
              <span className="vx-num">{format.dateTime(row.registered_at)}</span>
            </RowLine>
          </li>
        )}
      />
    );
  return <PagedTable<ReferralInvitee> state={state} testId="ref-invitees" columns={columns} onRow={inviteeData} />;
}

/** Profit rows (by status and level) and head-count rows (by level), in two tabs. */
export function ReferralLists({ depth }: { depth: number }) {
  const { t } = useTranslation('referral');
  const [tab, setTab] = useState<TabKey>('profit');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [level, setLevel] = useState(0);
  const levels = [0, ...Array.from({ length: Math.max(depth, 1) }, (_, index) => index + 1)];
  const levelFilter = (
    <Segmented
      size="small"
      value={level}
      onChange={(value) => setLevel(Number(value))}
      options={levels.map((value) => ({
        value,
        label: <span data-testid={`ref-level-filter-${value}`}>{value ? t('levels.short', { level: value }) : t('filters.allLevels')}</span>,
      }))}
    />
  );
  const statusFilter = (
    <Segmented
      size="small"
      value={status}
      onChange={(value) => setStatus(value as StatusFilter)}
      options={(['all', ...REFERRAL_COMMISSION_STATUSES] as StatusFilter[]).map((value) => ({
        value,
        label: <span data-testid={`ref-status-filter-${value}`}>{value === 'all' ? t('filters.allStatuses') : t(`status.${value}`)}</span>,
      }))}
    />
  );
  const tabs: ListTab<TabKey>[] = [
    {
      key: 'profit',
      label: t('profit.title'),
      testId: 'ref-tab-profit',
      content: (
        <>
          <div className="vx-ref-filters">
            {statusFilter}
            {levelFilter}
          </div>
          <CommissionList key={`${status}-${level}`} status={status} level={level} />
        </>
      ),
    },
    {
      key: 'people',
      label: t('people.title'),
      testId: 'ref-tab-people',
      content: (
        <>
          <div className="vx-ref-filters">{levelFilter}</div>
          <InviteeList key={level} level={level} />
        </>
      ),
    },
  ];
  return <ListTabs<TabKey> className="vx-funds-card vx-ref-lists" testId="ref-lists" active={tab} onChange={setTab} size="middle" tabs={tabs} />;
}
