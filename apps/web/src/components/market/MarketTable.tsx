import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketTicker } from '../../api/types';
import { useFormat } from '../../i18n/format';
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
      {market.kind === 'contract' ? <span className="vx-pair__kind">{t('market.perpetual')}</span> : null}
    </span>
  );
}

/** Desktop pair table (spec §2 home): pair, latest price, 24h high, 24h low, change, 24h volume, action. */
export function MarketTable({ rows, loading }: { rows: MarketTicker[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<MarketTicker> = [
    {
      key: 'pair',
      title: t('market.columns.pair'),
      render: (_, market) => (
        <span className="vx-pair-cell">
          <FavouriteStar market={market} />
          <PairName market={market} />
        </span>
      ),
    },
    {
      key: 'price',
      title: t('market.columns.price'),
      align: 'end',
      render: (_, market) => <PriceText value={market.price} scale={market.price_scale} className="vx-strong" />,
    },
    {
      key: 'high',
      title: t('market.columns.high'),
      align: 'end',
      render: (_, market) => <span className="vx-num">{format.fixed(market.high, market.price_scale)}</span>,
    },
    {
      key: 'low',
      title: t('market.columns.low'),
      align: 'end',
      render: (_, market) => <span className="vx-num">{format.fixed(market.low, market.price_scale)}</span>,
    },
    { key: 'change', title: t('market.columns.change'), align: 'end', render: (_, market) => <ChangeTag value={market.change_pct} filled /> },
    {
      key: 'volume',
      title: t('market.columns.volume'),
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
