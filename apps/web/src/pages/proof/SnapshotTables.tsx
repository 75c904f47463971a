import { formatUnits, type ProofAsset, type ProofSnapshot, parseUnits } from '@veritex/shared';
import { Pagination, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinLabel } from '../../components/coin/CoinIcon';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { Hash } from './ProofResults';
import { HISTORY_PAGE_SIZE, useLatestSnapshot, useSnapshotHistory } from './proofApi';

function Amount({ value, scale, testId }: { value: string; scale: number; testId?: string }) {
  const format = useFormat();
  return (
    <span className="vx-num vx-ltr" title={value} data-testid={testId} data-value={value}>
      {format.amount(value, scale)}
    </span>
  );
}

/** The house's own accounts of one asset, beside what users are owed: together they make zero. */
function HouseAccounts({ asset }: { asset: ProofAsset }) {
  const { t } = useTranslation('proof');
  return (
    <div className="vx-proof-house" data-testid="proof-house" data-asset={asset.asset}>
      <p className="vx-muted vx-small">{t('latest.houseExplain')}</p>
      <dl className="vx-proof-house__list">
        {asset.house.map((account) => (
          <div key={account.account}>
            <dt>{t(`accounts.${account.account}`, { defaultValue: account.account })}</dt>
            <dd>
              <Amount value={account.balance} scale={asset.scale} />
            </dd>
          </div>
        ))}
        <div className="vx-proof-house__sum">
          <dt>{t('latest.houseSum')}</dt>
          <dd>
            <Amount value={sumDecimal(asset.total, asset.house_total, asset.scale)} scale={asset.scale} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** total + house total, both decimal strings of the asset's scale: zero when the ledger balances. */
function sumDecimal(a: string, b: string, scale: number): string {
  return formatUnits((parseUnits(a, scale) ?? 0n) + (parseUnits(b, scale) ?? 0n), scale);
}

function useAssetColumns(): TableColumnsType<ProofAsset> {
  const { t } = useTranslation('proof');
  return [
    { title: t('latest.columns.asset'), dataIndex: 'asset', width: 110, render: (value: string) => <CoinLabel asset={value} /> },
    {
      title: t('latest.columns.total'),
      dataIndex: 'total',
      align: 'end',
      render: (value: string, row) => <Amount value={value} scale={row.scale} testId="proof-total" />,
    },
    {
      title: t('latest.columns.leaves'),
      dataIndex: 'leaf_count',
      width: 100,
      align: 'end',
      render: (value: number) => <span className="vx-num">{value}</span>,
    },
    { title: t('latest.columns.house'), dataIndex: 'house_total', align: 'end', render: (value: string, row) => <Amount value={value} scale={row.scale} /> },
    { title: t('latest.columns.root'), dataIndex: 'root', width: 230, render: (value: string) => <Hash value={value} testId="proof-root" /> },
  ];
}

export function SnapshotAssetsTable({ snapshot }: { snapshot: ProofSnapshot }) {
  const { t } = useTranslation('proof');
  const columns = useAssetColumns();
  return (
    <div className="vx-proof-scroll">
      <Table<ProofAsset>
        size="small"
        rowKey="asset"
        tableLayout="fixed"
        pagination={false}
        columns={columns}
        dataSource={snapshot.assets}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (row) => <HouseAccounts asset={row} /> }}
        locale={{ emptyText: <EmptyState text={t('latest.noAssets')} /> }}
        onRow={(row) => ({ 'data-testid': 'proof-asset-row', 'data-asset': row.asset }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}

/** The latest published snapshot: when, and per asset the root, total, leaves and the house beside it. */
export function LatestSnapshot() {
  const { t } = useTranslation('proof');
  const format = useFormat();
  const latest = useLatestSnapshot();
  if (latest.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (latest.isError) return <ErrorState error={latest.error} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  const { snapshot } = latest.data;
  if (!snapshot) return <EmptyState testId="proof-no-snapshot" text={t('latest.empty')} />;
  return (
    <div data-testid="proof-latest" data-snapshot={snapshot.id}>
      <p className="vx-proof-meta">
        <strong className="vx-num">#{snapshot.id}</strong> <span className="vx-num">{t('latest.takenAt', { time: format.dateTime(snapshot.taken_at) })}</span>{' '}
        <Tag>{t(`trigger.${snapshot.trigger}`)}</Tag>
      </p>
      <SnapshotAssetsTable snapshot={snapshot} />
    </div>
  );
}

/** Every published snapshot, newest first, with its roots: a root once published never changes. */
export function SnapshotHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('proof');
  const format = useFormat();
  const history = useSnapshotHistory(page);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  const columns: TableColumnsType<ProofSnapshot> = [
    { title: '#', dataIndex: 'id', width: 70, render: (value: string) => <span className="vx-num">{value}</span> },
    {
      title: t('history.columns.time'),
      dataIndex: 'taken_at',
      width: 190,
      render: (value: string) => <span className="vx-num">{format.dateTime(value)}</span>,
    },
    { title: t('history.columns.trigger'), dataIndex: 'trigger', width: 150, render: (value: ProofSnapshot['trigger']) => t(`trigger.${value}`) },
    {
      title: t('history.columns.roots'),
      key: 'roots',
      render: (_value, row) => (
        <ul className="vx-proof-roots">
          {row.assets
            .filter((asset) => asset.leaf_count > 0)
            .map((asset) => (
              <li key={asset.asset}>
                <span className="vx-proof-roots__asset vx-ltr">{asset.asset}</span> <Hash value={asset.root} />
              </li>
            ))}
        </ul>
      ),
    },
  ];
  return (
    <div className="vx-proof-scroll" data-testid="proof-history">
      <Table<ProofSnapshot>
        size="small"
        rowKey="id"
        tableLayout="fixed"
        pagination={false}
        columns={columns}
        dataSource={history.data.items}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (row) => <SnapshotAssetsTable snapshot={row} /> }}
        locale={{ emptyText: <EmptyState text={t('history.empty')} /> }}
        onRow={(row) => ({ 'data-testid': 'proof-history-row', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
      />
      {history.data.total > HISTORY_PAGE_SIZE ? (
        <Pagination
          className="vx-proof-pager"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={history.data.total}
          onChange={onPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
    </div>
  );
}
