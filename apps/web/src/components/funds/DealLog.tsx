import { ReloadOutlined } from '@ant-design/icons';
import { POSTING_REASONS, type PostingReason } from '@veritex/shared';
import { Button, DatePicker, Pagination, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetOverview, useDealList } from '../../api/funds';
import { ACCOUNT_TYPES, type AccountType, type DealEntry, type DealFilters } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { isZero } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { assetOptions } from '../coin/CoinIcon';
import { ListSkeleton } from '../ListSkeleton';
import { EmptyState, ErrorState } from '../States';
import { Amount } from './Amount';
import { When } from './records';

/** A posting reason in words: the catalogue's text (every reason has one in every language), else the code made readable. */
export function reasonLabel(t: TFunction, reason: string): string {
  return t(`funds.reasons.${reason}`, { defaultValue: reason.replace(/[_-]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase()) });
}

function Change({ value, coin, testId }: { value: string; coin: string; testId: string }) {
  if (isZero(value)) return <span className="vx-muted vx-num">0</span>;
  return <Amount value={value} coin={coin} signed colour testId={testId} />;
}

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The account log (/deallog and the Records tab): every ledger posting that touched the user,
 * filtered by reason, account, asset and dates; signed changes in colour.
 */
export function DealLog() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const format = useFormat();
  const overview = useAssetOverview();
  const [type, setType] = useState<PostingReason>();
  const [account, setAccount] = useState<AccountType>();
  const [asset, setAsset] = useState<string>();
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState(1);
  const filters: DealFilters = {
    type,
    account,
    asset,
    // The picked days in the user's own time zone; the end is exclusive, so the last day counts in full.
    start: range?.[0]?.startOf('day').toISOString(),
    end: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
    page,
    page_size: SETTINGS.recordsPageSize,
  };
  const query = useDealList(filters);
  // Every posting reason can be filtered by, before the first answer too.
  const reasons = query.data?.reasons ?? POSTING_REASONS;
  const assets = [...new Set((overview.data?.accounts ?? []).flatMap((entry) => entry.rows.map((row) => row.asset)))];
  const filtered = Boolean(type || account || asset || range);

  function change<T>(setter: (value: T) => void) {
    return (value: T) => {
      setter(value);
      setPage(1);
    };
  }

  const filterBar = (
    <div className={phone ? 'vx-filters vx-filters--phone' : 'vx-filters'} data-testid="deal-filters">
      <Select
        allowClear
        placeholder={t('funds.log.allTypes')}
        value={type}
        onChange={change(setType)}
        options={reasons.map((value) => ({ value, label: reasonLabel(t, value) }))}
        className="vx-filters__type"
        data-testid="deal-filter-type"
        popupMatchSelectWidth={false}
        // Twenty reasons: all rendered, so a reader (and a test) finds every one without scrolling a virtual list.
        virtual={false}
      />
      <Select
        allowClear
        placeholder={t('funds.log.allAccounts')}
        value={account}
        onChange={change(setAccount)}
        options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`funds.accounts.${value}`) }))}
        className="vx-filters__account"
        data-testid="deal-filter-account"
      />
      <Select
        allowClear
        showSearch
        placeholder={t('funds.log.allAssets')}
        value={asset}
        onChange={change(setAsset)}
        options={assetOptions(assets)}
        className="vx-filters__asset"
        data-testid="deal-filter-asset"
      />
      <DatePicker.RangePicker
        value={range}
        onChange={change(setRange)}
        allowEmpty={[true, true]}
        className="vx-filters__dates"
        data-testid="deal-filter-dates"
        inputReadOnly={phone}
      />
      {filtered ? (
        <Button
          type="link"
          onClick={() => {
            setType(undefined);
            setAccount(undefined);
            setAsset(undefined);
            setRange(null);
            setPage(1);
          }}
          data-testid="deal-filter-clear"
        >
          {t('funds.log.clear')}
        </Button>
      ) : null}
      <Button
        type="text"
        icon={<ReloadOutlined />}
        onClick={() => void query.refetch()}
        loading={query.isFetching && !query.isPending}
        aria-label={t('funds.log.refresh')}
        className="vx-filters__refresh"
      />
    </div>
  );

  let body: ReactNode;
  const items = query.data?.items ?? [];
  if (query.isPending) body = <ListSkeleton rows={6} testId="deals-loading" />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else if (items.length === 0) body = <EmptyState text={filtered ? t('funds.log.noMatch') : t('funds.log.empty')} testId="deals-empty" />;
  else if (phone) {
    body = (
      <ul className="vx-mrows" data-testid="deals-list">
        {items.map((row) => (
          <li key={row.id} className="vx-mrow" data-testid="deal-row" data-id={row.id}>
            <div className="vx-mrow__head">
              <span className="vx-strong">{reasonLabel(t, row.reason)}</span>
              <span className="vx-nowrap">
                {isZero(row.available) && !isZero(row.frozen) ? (
                  <>
                    <span className="vx-muted vx-small">{t('funds.log.frozenShort')} </span>
                    <Change value={row.frozen} coin={row.asset} testId="deal-frozen" />
                  </>
                ) : (
                  <Change value={row.available} coin={row.asset} testId="deal-available" />
                )}{' '}
                <span className="vx-muted vx-ltr">{row.asset}</span>
              </span>
            </div>
            <div className="vx-mrow__line">
              <span className="vx-muted">{t(`funds.accounts.${row.account}`, { defaultValue: row.account })}</span>
              <span className="vx-muted vx-num">{format.dateTime(row.at)}</span>
            </div>
            {!isZero(row.frozen) && !isZero(row.available) ? (
              <div className="vx-mrow__line">
                <span className="vx-muted">{t('funds.log.frozenChange')}</span>
                <Change value={row.frozen} coin={row.asset} testId="deal-frozen" />
              </div>
            ) : null}
            <div className="vx-mrow__line">
              <span className="vx-muted">{isZero(row.available) && !isZero(row.frozen) ? t('funds.log.frozenAfter') : t('funds.log.availableAfter')}</span>
              <Amount value={isZero(row.available) && !isZero(row.frozen) ? row.frozen_after : row.available_after} coin={row.asset} />
            </div>
            {row.memo ? <span className="vx-muted vx-small">{row.memo}</span> : null}
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<DealEntry> = [
      { key: 'time', title: t('funds.records.time'), width: '8rem', render: (_, row) => <When iso={row.at} /> },
      {
        key: 'type',
        title: t('funds.log.type'),
        render: (_, row) => (
          <span className="vx-stack">
            <span>{reasonLabel(t, row.reason)}</span>
            {row.memo ? (
              <span className="vx-muted vx-small vx-memo" title={row.memo}>
                {row.memo}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'account',
        title: t('funds.log.accountCoin'),
        render: (_, row) => (
          <span className="vx-stack">
            <span className="vx-ltr vx-strong">{row.asset}</span>
            <span className="vx-muted vx-small">{t(`funds.accounts.${row.account}`, { defaultValue: row.account })}</span>
          </span>
        ),
      },
      {
        key: 'available',
        title: t('funds.log.availableChange'),
        align: 'end',
        render: (_, row) => <Change value={row.available} coin={row.asset} testId="deal-available" />,
      },
      {
        key: 'frozen',
        title: t('funds.log.frozenChange'),
        align: 'end',
        render: (_, row) => <Change value={row.frozen} coin={row.asset} testId="deal-frozen" />,
      },
      {
        key: 'after',
        title: t('funds.log.after'),
        align: 'end',
        render: (_, row) => (
          <span className="vx-after">
            <Amount value={row.available_after} coin={row.asset} />
            {!isZero(row.frozen_after) ? (
              <span className="vx-muted">
                {t('funds.log.frozenShort')} <Amount value={row.frozen_after} coin={row.asset} />
              </span>
            ) : null}
          </span>
        ),
      },
    ];
    body = (
      <Table<DealEntry>
        className="vx-quiet-table"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        loading={query.isFetching && query.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': 'deal-row', 'data-id': row.id, 'data-reason': row.reason }) as HTMLAttributes<HTMLElement>}
      />
    );
  }

  return (
    <div className="vx-records" data-testid="deal-log">
      {filterBar}
      {body}
      {query.data && query.data.total > SETTINGS.recordsPageSize ? (
        <div className="vx-pager">
          <Pagination
            current={page}
            total={query.data.total}
            pageSize={SETTINGS.recordsPageSize}
            onChange={setPage}
            showSizeChanger={false}
            simple={phone}
            size="small"
          />
        </div>
      ) : null}
    </div>
  );
}
