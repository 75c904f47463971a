import { Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketTicker } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { compare } from '../../lib/decimal';
import { PairIcon } from '../coin/CoinIcon';
import { HaltMark } from '../halts';
import { LinkButton } from '../LinkButton';
import { ListSkeleton } from '../ListSkeleton';
import { ChangeTag } from './ChangeTag';
import { FavouriteStar } from './FavouriteStar';
import { favouriteKey } from './favourites';
import { tradePath } from './market-utils';
import { PriceText } from './PriceText';

export function PairName({ market }: { market: MarketTicker }) {
  const { t } = useTranslation();
  return (
    <span className="vx-pair">
      <span className="vx-pair__base">{market.base}</span>
      <span className="vx-pair__quote">/{market.quote}</span>
      {market.kind === 'contract' ? <span className="vx-pair__kind">{t('market.perpetual')}</span> : <HaltMark scope="spot" target={market.symbol} />}
    </span>
  );
}

type SortKey = 'pair' | 'price' | 'high' | 'low' | 'change' | 'volume';

const byDecimal = (field: 'price' | 'high' | 'low' | 'change_pct' | 'quote_volume') => (a: MarketTicker, b: MarketTicker) => compare(a[field], b[field]);
const SORTERS: Record<SortKey, (a: MarketTicker, b: MarketTicker) => number> = {
  pair: (a, b) => a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote),
  price: byDecimal('price'),
  high: byDecimal('high'),
  low: byDecimal('low'),
  change: byDecimal('change_pct'),
  volume: byDecimal('quote_volume'),
};
const SORT_DIRECTIONS: SortOrder[] = ['descend', 'ascend', null];

/**
 * Desktop pair table (spec §2 home and /market): pair, latest price, 24h high, 24h low, change,
 * 24h volume, action. `sortable` lets every column but the action sort (exact decimal order).
 */
export function MarketTable({ rows, loading, sortable = false }: { rows: MarketTicker[]; loading: boolean; sortable?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sorter = (key: SortKey) => (sortable ? { sorter: SORTERS[key], sortDirections: SORT_DIRECTIONS, showSorterTooltip: false } : {});
  const columns: TableColumnsType<MarketTicker> = [
    {
      key: 'pair',
      title: t('market.columns.pair'),
      ...sorter('pair'),
      render: (_, market) => (
        <span className="vx-pair-cell">
          <FavouriteStar market={market} />
          <PairIcon base={market.base} quote={market.quote} />
          <PairName market={market} />
        </span>
      ),
    },
    {
      key: 'price',
      title: t('market.columns.price'),
      ...sorter('price'),
      align: 'end',
      render: (_, market) => <PriceText value={market.price} scale={market.price_scale} className="vx-strong" />,
    },
    {
      key: 'high',
      title: t('market.columns.high'),
      ...sorter('high'),
      align: 'end',
      render: (_, market) => <span className="vx-num">{format.fixed(market.high, market.price_scale)}</span>,
    },
    {
      key: 'low',
      title: t('market.columns.low'),
      ...sorter('low'),
      align: 'end',
      render: (_, market) => <span className="vx-num">{format.fixed(market.low, market.price_scale)}</span>,
    },
    {
      key: 'change',
      title: t('market.columns.change'),
      align: 'end',
      ...sorter('change'),
      render: (_, market) => <ChangeTag value={market.change_pct} filled />,
    },
    {
      key: 'volume',
      title: t('market.columns.volume'),
      ...sorter('volume'),
      align: 'end',
      render: (_, market) => (
        <span className="vx-num">
          {format.compact(market.quote_volume)} <span className="vx-muted">{market.quote}</span>
        </span>
      ),
    },
    {
      key: 'action',
      title: t('market.columns.action'),
      align: 'end',
      width: 120,
      render: (_, market) => (
        <LinkButton to={tradePath(market)} size="small" type="link" data-testid={`trade-${market.kind}-${market.symbol}`}>
          {t('market.trade')}
        </LinkButton>
      ),
    },
  ];
  if (loading) {
    return <ListSkeleton rows={8} testId="market-loading" />;
  }
  return (
    <Table<MarketTicker>
      className="vx-market-table"
      data-testid="market-table"
      rowKey={favouriteKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      size="middle"
      onRow={(market) => ({ 'data-testid': `market-row-${market.symbol}` }) as HTMLAttributes<HTMLElement>}
    />
  );
}
