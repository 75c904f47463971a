import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, ExclamationCircleFilled, FileImageOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ChainDepositView } from '@veritex/shared';
import { Image, Pagination, Spin, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainDeposits, useLiveChainDeposits } from '../../api/chain';
import { fundsCalls, useDeposits, useWithdrawals } from '../../api/funds';
import type { DepositRecord, DepositStatus, WithdrawalRecord, WithdrawalStatus } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { LinkButton } from '../LinkButton';
import { ListSkeleton } from '../ListSkeleton';
import { EmptyState, ErrorState } from '../States';
import { Amount } from './Amount';

type Status = DepositStatus | WithdrawalStatus;

const STATUS_LOOK: Record<Status, { color: string; icon: ReactNode }> = {
  processing: { color: 'processing', icon: <ClockCircleFilled /> },
  success: { color: 'success', icon: <CheckCircleFilled /> },
  refused: { color: 'error', icon: <CloseCircleFilled /> },
  failure: { color: 'warning', icon: <ExclamationCircleFilled /> },
};

/** A record's state in words and colour (spec §4: failure, processing, success, refused). */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.processing;
  return (
    <Tag color={look.color} icon={look.icon} variant="filled" className="vx-status" data-testid="record-status">
      {t(`funds.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/**
 * The deposit's voucher as a thumbnail: fetched with the token header (an <img src> could not send
 * it), shown through an object URL, enlarged on click.
 */
export function VoucherThumb({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['getVoucher', id],
    queryFn: ({ signal }) => fundsCalls.voucher(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [query.data]);
  if (query.isPending) {
    return (
      <span className="vx-thumb vx-thumb--empty" aria-busy="true">
        <Spin size="small" />
      </span>
    );
  }
  if (query.isError || !url) {
    return (
      <Tooltip title={t('funds.records.voucherFailed')}>
        <span className="vx-thumb vx-thumb--empty" data-testid="voucher-missing">
          <FileImageOutlined />
        </span>
      </Tooltip>
    );
  }
  return (
    <span className="vx-thumb" data-testid="voucher-thumb">
      <Image src={url} alt={t('funds.records.voucher')} width={40} height={40} preview={{ mask: false }} />
    </span>
  );
}

function Pager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { phone } = useLayout();
  if (total <= SETTINGS.recordsPageSize) return null;
  return (
    <div className="vx-pager">
      <Pagination current={page} total={total} pageSize={SETTINGS.recordsPageSize} onChange={onChange} showSizeChanger={false} simple={phone} size="small" />
    </div>
  );
}

/** A refusal's reason: finance's words, or for a chain deposit the watcher's code in the reader's language. */
function depositReason(t: TFunction, row: DepositRecord): string {
  if (row.status !== 'refused') return '';
  return row.source === 'chain' ? t(`funds.chain.reasons.${row.reason}`, { defaultValue: row.reason }) : row.reason;
}

/** A chain deposit has no voucher: its confirmations and transaction instead. */
function ChainCell({ deposit }: { deposit: ChainDepositView | undefined }) {
  const { t } = useTranslation();
  if (!deposit) return <Tag variant="filled">{t('funds.chain.onChain')}</Tag>;
  return (
    <span className="vx-nowrap vx-num" title={deposit.tx_hash} data-testid="record-confirmations">
      {t('funds.chain.progress', { n: Math.min(deposit.confirmations, deposit.required_confirmations), required: deposit.required_confirmations })}
    </span>
  );
}

function Reason({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <span className="vx-reason" data-testid="record-reason">
      <WarningOutlined /> {t('funds.records.reason', { reason: text })}
    </span>
  );
}

function RecordsFrame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="vx-records" data-testid={testId}>
      {children}
    </div>
  );
}

/** Deposit records (/cbjl and the Records tab): amount, network, state with the refusal reason, voucher. */
export function DepositRecords() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useDeposits(page);
  const items = query.data?.items ?? [];
  const anyChain = items.some((row) => row.source === 'chain');
  const chainQuery = useChainDeposits({ open: false, enabled: anyChain });
  const chainOf = (row: DepositRecord) => chainQuery.data?.items.find((deposit) => deposit.deposit_id === row.id);
  useLiveChainDeposits(anyChain);

  if (query.isPending) return <ListSkeleton rows={5} testId="deposits-loading" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        text={t('funds.records.noDeposits')}
        testId="deposits-empty"
        action={
          <LinkButton type="primary" to={to('/recharge')}>
            {t('funds.records.depositNow')}
          </LinkButton>
        }
      />
    );
  }

  if (phone) {
    return (
      <RecordsFrame testId="deposits-list">
        <ul className="vx-mrows">
          {items.map((row) => (
            <li key={row.id} className="vx-mrow" data-testid="deposit-row" data-status={row.status} data-id={row.id}>
              <div className="vx-mrow__head">
                <Amount value={row.amount} asset={row.asset} className="vx-strong" />
                <StatusTag status={row.status} />
              </div>
              <div className="vx-mrow__line">
                <span className="vx-muted vx-ltr">{row.chain}</span>
                <span className="vx-muted vx-num">{format.dateTime(row.created_at)}</span>
              </div>
              {row.description ? <span className="vx-muted">{row.description}</span> : null}
              <Reason text={depositReason(t, row)} />
              {row.source === 'chain' ? <ChainCell deposit={chainOf(row)} /> : <VoucherThumb id={row.id} />}
            </li>
          ))}
        </ul>
        <Pager page={page} total={query.data.total} onChange={setPage} />
      </RecordsFrame>
    );
  }

  const columns: TableColumnsType<DepositRecord> = [
    {
      key: 'time',
      title: t('funds.records.time'),
      width: '8rem',
      render: (_, row) => <When iso={row.created_at} />,
    },
    {
      key: 'asset',
      title: t('funds.records.assetNetwork'),
      width: '9rem',
      render: (_, row) => (
        <span className="vx-ltr">
          {row.asset} <span className="vx-muted">· {row.chain}</span>
        </span>
      ),
    },
    { key: 'amount', title: t('funds.records.amount'), align: 'end', render: (_, row) => <Amount value={row.amount} coin={row.asset} /> },
    {
      key: 'status',
      title: t('funds.records.status'),
      render: (_, row) => (
        <div className="vx-status-cell">
          <StatusTag status={row.status} />
          <Reason text={depositReason(t, row)} />
        </div>
      ),
    },
    {
      key: 'description',
      title: t('funds.records.description'),
      ellipsis: true,
      render: (_, row) => (row.description ? <span title={row.description}>{row.description}</span> : <span className="vx-muted">—</span>),
    },
    {
      key: 'voucher',
      title: t('funds.records.voucher'),
      width: '9rem',
      align: 'center',
      render: (_, row) => (row.source === 'chain' ? <ChainCell deposit={chainOf(row)} /> : <VoucherThumb id={row.id} />),
    },
  ];
  return (
    <RecordsFrame testId="deposits-table">
      <Table<DepositRecord>
        className="vx-quiet-table"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={query.isFetching && query.isPlaceholderData}
        pagination={false}
        onRow={(row) => ({ 'data-testid': 'deposit-row', 'data-status': row.status, 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
      />
      <Pager page={page} total={query.data.total} onChange={setPage} />
    </RecordsFrame>
  );
}

function Destination({ row }: { row: WithdrawalRecord }) {
  const { t } = useTranslation();
  if (row.method === 'bank') {
    const { bank } = row;
    return (
      <span className="vx-dest">
        <span>{bank?.bank_name || t('funds.records.bank')}</span>
        <span className="vx-muted vx-ltr">{[bank?.bank_account, bank?.payee_name].filter(Boolean).join(' · ')}</span>
      </span>
    );
  }
  return (
    <span className="vx-dest">
      <Typography.Text className="vx-mono vx-ltr vx-dest__address" copyable={{ text: row.address }} ellipsis={{ tooltip: row.address }}>
        {row.address}
      </Typography.Text>
      {row.tag ? <span className="vx-muted">{t('funds.addresses.tagValue', { tag: row.tag })}</span> : null}
    </span>
  );
}

/** A moment in a table cell: the date, and the time below it. */
export function When({ iso }: { iso: string }) {
  const format = useFormat();
  return (
    <span className="vx-stack vx-num vx-nowrap">
      <span>{format.date(iso)}</span>
      <span className="vx-muted vx-small">{format.clock(iso)}</span>
    </span>
  );
}

function TxHash({ row, hideEmpty = false, labelled = false }: { row: WithdrawalRecord; hideEmpty?: boolean; labelled?: boolean }) {
  const { t } = useTranslation();
  // Finance records a paid bank withdrawal's reference where a chain one has its hash.
  const value = row.tx_hash;
  const bank = row.method === 'bank';
  if (!value) return hideEmpty ? null : <span className="vx-muted">—</span>;
  return (
    <span className="vx-hash" data-testid="withdrawal-hash">
      {labelled || bank ? <span className="vx-muted vx-small">{bank ? t('funds.records.reference') : t('funds.records.txHash')}</span> : null}
      <Typography.Text className="vx-mono vx-ltr" copyable={{ text: value }} ellipsis={{ tooltip: value }}>
        {value}
      </Typography.Text>
    </span>
  );
}

/**
 * Chain mode: where a pending withdrawal's transaction is (queued, sent, confirmations counting up, or
 * failed and back with finance). The list is read again on every balances push, so it moves live.
 */
function OnChainProgress({ row }: { row: WithdrawalRecord }) {
  const { t } = useTranslation();
  const chain = row.on_chain;
  if (!chain || row.status !== 'processing') return null;
  return (
    <span className="vx-muted vx-small" data-testid="withdrawal-on-chain" data-status={chain.status}>
      {t(`funds.records.onChain.${chain.status}`, { confirmations: chain.confirmations, required: chain.required_confirmations })}
    </span>
  );
}

/** Withdrawal records (/tbjl and the Records tab): amounts with fee and arrival, state with reason, transaction hash. */
export function WithdrawalRecords() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useWithdrawals(page);
  const items = query.data?.items ?? [];

  if (query.isPending) return <ListSkeleton rows={5} testId="withdrawals-loading" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        text={t('funds.records.noWithdrawals')}
        testId="withdrawals-empty"
        action={
          <LinkButton to={to('/money')} type="primary">
            {t('funds.records.withdrawNow')}
          </LinkButton>
        }
      />
    );
  }

  const method = (row: WithdrawalRecord) => (row.method === 'bank' ? t('funds.records.bank') : <span className="vx-ltr">{`${row.asset} · ${row.chain}`}</span>);
  const reason = (row: WithdrawalRecord) => (row.status === 'refused' || row.status === 'failure' ? row.reason : '');

  if (phone) {
    return (
      <RecordsFrame testId="withdrawals-list">
        <ul className="vx-mrows">
          {items.map((row) => (
            <li key={row.id} className="vx-mrow" data-testid="withdrawal-row" data-status={row.status} data-id={row.id}>
              <div className="vx-mrow__head">
                <Amount value={row.amount} asset={row.asset} className="vx-strong" />
                <StatusTag status={row.status} />
              </div>
              <div className="vx-mrow__line">
                <span className="vx-muted">{method(row)}</span>
                <span className="vx-muted vx-num">{format.dateTime(row.created_at)}</span>
              </div>
              <div className="vx-mrow__line">
                <span className="vx-muted">{t('funds.records.feeArrive')}</span>
                <span>
                  <Amount value={row.fee} coin={row.asset} /> / <Amount value={row.arrive} coin={row.asset} />
                </span>
              </div>
              <Destination row={row} />
              <OnChainProgress row={row} />
              <Reason text={reason(row)} />
              <TxHash row={row} hideEmpty labelled />
            </li>
          ))}
        </ul>
        <Pager page={page} total={query.data.total} onChange={setPage} />
      </RecordsFrame>
    );
  }

  const columns: TableColumnsType<WithdrawalRecord> = [
    {
      key: 'time',
      title: t('funds.records.time'),
      width: '8rem',
      render: (_, row) => <When iso={row.created_at} />,
    },
    {
      key: 'amount',
      title: t('funds.records.amount'),
      align: 'end',
      render: (_, row) => (
        <span className="vx-stack vx-stack--end">
          <Amount value={row.amount} asset={row.asset} className="vx-strong" />
          <span className="vx-muted vx-small vx-nowrap">
            {t('funds.records.fee')} <Amount value={row.fee} coin={row.asset} /> · {t('funds.records.arrive')} <Amount value={row.arrive} coin={row.asset} />
          </span>
        </span>
      ),
    },
    {
      key: 'destination',
      title: t('funds.records.destination'),
      render: (_, row) => (
        <span className="vx-stack">
          <span className="vx-small vx-strong vx-nowrap">{method(row)}</span>
          <Destination row={row} />
        </span>
      ),
    },
    {
      key: 'status',
      title: t('funds.records.status'),
      width: '12rem',
      render: (_, row) => (
        <div className="vx-status-cell">
          <StatusTag status={row.status} />
          <OnChainProgress row={row} />
          <Reason text={reason(row)} />
        </div>
      ),
    },
    { key: 'hash', title: t('funds.records.txHash'), width: '11rem', render: (_, row) => <TxHash row={row} /> },
  ];
  return (
    <RecordsFrame testId="withdrawals-table">
      <Table<WithdrawalRecord>
        className="vx-quiet-table"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={query.isFetching && query.isPlaceholderData}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': 'withdrawal-row', 'data-status': row.status, 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
      />
      <Pager page={page} total={query.data.total} onChange={setPage} />
    </RecordsFrame>
  );
}
