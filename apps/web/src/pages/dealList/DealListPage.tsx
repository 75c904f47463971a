import { ReloadOutlined } from '@ant-design/icons';
import type { OrderSide } from '@veritex/shared';
import { Button, DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveOrders } from '../../api/marketLive';
import { type MyTradeFilters, useMyTrades, useSpotRules } from '../../api/spot';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { MyTradesTable } from '../../components/spot/OrderLists';
import { useLayout, useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * Trade records (/dealList): the user's own fills, filtered by pair, side and days (whole days in
 * the user's zone, sent as instants), a page at a time; new fills appear without a reload.
 */
export default function DealListPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const rules = useSpotRules();
  const [symbol, setSymbol] = useState<string>();
  const [side, setSide] = useState<OrderSide>();
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState(1);
  const filters: MyTradeFilters = {
    symbol,
    side,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
    page,
    limit: SETTINGS.ordersPageSize,
  };
  const query = useMyTrades(filters);
  useLiveOrders(true);
  const filtered = Boolean(symbol || side || range);

  function change<T>(setter: (value: T) => void) {
    return (value: T) => {
      setter(value);
      setPage(1);
    };
  }

  return (
    <PageFrame title={t('routes.dealList')} testId="page-deal-list">
      <div className={phone ? 'vx-filters vx-filters--phone' : 'vx-filters'} data-testid="trade-filters">
        <Select
          allowClear
          showSearch
          placeholder={t('spot.records.allPairs')}
          value={symbol}
          onChange={change(setSymbol)}
          options={(rules.data ?? []).map((market) => ({ value: market.symbol, label: `${market.base}/${market.quote}` }))}
          className="vx-filters__asset"
          data-testid="trade-filter-pair"
          popupMatchSelectWidth={false}
        />
        <Select
          allowClear
          placeholder={t('spot.records.allSides')}
          value={side}
          onChange={change(setSide)}
          options={(['buy', 'sell'] as const).map((value) => ({ value, label: t(`spot.sides.${value}`) }))}
          className="vx-filters__account"
          data-testid="trade-filter-side"
        />
        <DatePicker.RangePicker
          value={range}
          onChange={change(setRange)}
          allowEmpty={[true, true]}
          className="vx-filters__dates"
          data-testid="trade-filter-dates"
          inputReadOnly={phone}
        />
        {filtered ? (
          <Button
            type="link"
            onClick={() => {
              setSymbol(undefined);
              setSide(undefined);
              setRange(null);
              setPage(1);
            }}
            data-testid="trade-filter-clear"
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
      <div className="vx-funds-card vx-records">
        <MyTradesTable
          state={{
            rows: query.data?.list ?? [],
            total: query.data?.total ?? 0,
            page,
            onPage: setPage,
            loading: query.isPending,
            fetching: query.isFetching,
            error: query.error,
            onRetry: () => void query.refetch(),
            empty: filtered ? t('spot.records.noMatch') : t('spot.records.empty'),
            emptyAction: filtered ? undefined : (
              <LinkButton to={to('/deal')} type="primary" data-testid="trade-records-go-trade">
                {t('spot.records.goTrade')}
              </LinkButton>
            ),
          }}
        />
      </div>
    </PageFrame>
  );
}
