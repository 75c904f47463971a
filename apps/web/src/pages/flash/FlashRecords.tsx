import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import type { FlashRecord } from '@veritex/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/funds/Amount';
import { type ListState, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { useFlashRecords } from './flashApi';
import { USDT } from './flashMaths';

const PAGE_SIZE = 10;

function Swap({ record }: { record: FlashRecord }) {
  return (
    <span className="vx-flash-swap-cell">
      <Amount value={record.from_amount} asset={record.from_asset} testId="flash-record-from" />
      <ArrowRightOutlined className="vx-flash-swap-cell__arrow" aria-hidden="true" />
      <Amount value={record.to_amount} asset={record.to_asset} testId="flash-record-to" />
    </span>
  );
}

function Price({ record }: { record: FlashRecord }) {
  const coin = record.from_asset === USDT ? record.to_asset : record.from_asset;
  return (
    <span className="vx-num vx-ltr" data-testid="flash-record-price" data-value={record.price}>
      <Amount value={record.price} asset={`${USDT}/${coin}`} />
    </span>
  );
}

function Status({ record }: { record: FlashRecord }) {
  const { t } = useTranslation('flash');
  return (
    <Tag color={record.status === 'filled' ? 'success' : 'default'} data-testid="flash-record-status" data-value={record.status}>
      {t(`records.status.${record.status}`)}
    </Tag>
  );
}

/** Exact values on each row, for the browser test (the text is formatted by locale). */
function rowProps(record: FlashRecord) {
  return {
    'data-testid': 'flash-record',
    'data-id': record.id,
    'data-from': `${record.from_amount} ${record.from_asset}`,
    'data-to': `${record.to_amount} ${record.to_asset}`,
    'data-fee': `${record.fee} ${record.fee_asset}`,
    'data-status': record.status,
  } as Record<string, string>;
}

/** The user's conversions, newest first: a table on the desktop, cards on the phone, a page at a time. */
export function FlashRecords() {
  const { t } = useTranslation('flash');
  const format = useFormat();
  const { phone } = useLayout();
  const [page, setPage] = useState(1);
  const query = useFlashRecords(page, PAGE_SIZE);
  const state: ListState<FlashRecord> = {
    rows: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    onPage: setPage,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty: t('records.empty'),
  };
  const columns: TableColumnsType<FlashRecord> = [
    { key: 'time', title: t('records.time'), render: (_, record) => <span className="vx-num">{format.dateTime(record.created_at)}</span> },
    { key: 'swap', title: t('records.swap'), render: (_, record) => <Swap record={record} /> },
    { key: 'price', title: t('records.price'), align: 'end', render: (_, record) => <Price record={record} /> },
    { key: 'fee', title: t('records.fee'), align: 'end', render: (_, record) => <Amount value={record.fee} asset={record.fee_asset} /> },
    { key: 'status', title: t('records.statusTitle'), align: 'end', render: (_, record) => <Status record={record} /> },
  ];
  return (
    <section className="vx-funds-card vx-flash-records" data-testid="flash-records-card">
      <header className="vx-flash-records__head">
        <h2>{t('records.title')}</h2>
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined />}
          loading={query.isFetching && !query.isPending}
          onClick={() => void query.refetch()}
          aria-label={t('records.reload')}
        />
      </header>
      {phone ? (
        <PagedRows
          state={state}
          testId="flash-records"
          renderRow={(record) => (
            <li key={record.id} className="vx-mrow" {...rowProps(record)}>
              <div className="vx-mrow__head">
                <span className="vx-num vx-small">{format.dateTime(record.created_at)}</span>
                <Status record={record} />
              </div>
              <div className="vx-mrow__line vx-flash-records__swap">
                <Swap record={record} />
              </div>
              <RowLine label={t('records.price')}>
                <Price record={record} />
              </RowLine>
              <RowLine label={t('records.fee')}>
                <Amount value={record.fee} asset={record.fee_asset} />
              </RowLine>
            </li>
          )}
        />
      ) : (
        <PagedTable state={state} testId="flash-records" columns={columns} onRow={rowProps} />
      )}
    </section>
  );
}
