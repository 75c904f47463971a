import { SearchOutlined, StarFilled } from '@ant-design/icons';
import type { MarketTicker } from '@veritex/shared';
import { Input, Segmented } from 'antd';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketList } from '../../api/queries';
import { CoinIcon } from '../coin/CoinIcon';
import { HaltMark } from '../halts';
import { ListSkeleton } from '../ListSkeleton';
import { ChangeTag } from '../market/ChangeTag';
import { FavouriteStar } from '../market/FavouriteStar';
import { favouriteKey, useFavourites } from '../market/favourites';
import { PriceText } from '../market/PriceText';
import { EmptyState, ErrorState } from '../States';

const FAVOURITES = '*';

/** The exchange page's pair list: search, favourites and one tab per quote asset; a row opens its market. */
export const PairList = memo(function PairList({ symbol, onPick }: { symbol: string; onPick: (symbol: string) => void }) {
  const { t } = useTranslation();
  const query = useMarketList('spot');
  const favourites = useFavourites();
  const [search, setSearch] = useState('');
  const markets = query.data?.markets ?? [];
  const quotes = useMemo(() => [...new Set(markets.map((market) => market.quote))], [markets]);
  const [tab, setTab] = useState<string>();
  const active = tab ?? quotes[0] ?? FAVOURITES;
  const needle = search.trim().toUpperCase();
  const rows = markets.filter(
    (market) =>
      (active === FAVOURITES ? favourites.includes(favouriteKey(market)) : market.quote === active) &&
      (!needle || market.base.includes(needle) || market.symbol.includes(needle.replace('/', '_'))),
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={8} testId="pairs-loading" />;
  else if (query.isError && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else if (rows.length === 0)
    body = <EmptyState text={active === FAVOURITES && !needle ? t('market.emptyFavourites') : t('spot.pairs.noMatch')} testId="pairs-empty" />;
  else
    body = (
      <ul className="vx-pairs__list" data-testid="pair-list">
        {rows.map((market) => (
          <PairRow key={market.symbol} market={market} active={market.symbol === symbol} onPick={onPick} />
        ))}
      </ul>
    );

  return (
    <section className="vx-pairs vx-deal-card" data-testid="deal-pairs" aria-label={t('spot.pairs.title')}>
      <Input
        allowClear
        prefix={<SearchOutlined className="vx-muted" />}
        placeholder={t('spot.pairs.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        className="vx-pairs__search"
        data-testid="pair-search"
      />
      <Segmented
        size="small"
        block
        value={active}
        onChange={(value) => setTab(String(value))}
        options={[
          { value: FAVOURITES, label: <StarFilled aria-label={t('market.tabs.favourites')} data-testid="pair-tab-favourites" /> },
          ...quotes.map((quote) => ({ value: quote, label: <span data-testid={`pair-tab-${quote}`}>{quote}</span> })),
        ]}
      />
      <div className="vx-pairs__head vx-small vx-muted">
        <span>{t('market.columns.pair')}</span>
        <span>{t('spot.pairs.price')}</span>
        <span>{t('spot.pairs.change')}</span>
      </div>
      {body}
    </section>
  );
});

function PairRow({ market, active, onPick }: { market: MarketTicker; active: boolean; onPick: (symbol: string) => void }) {
  return (
    <li className={active ? 'vx-pairs__row vx-pairs__row--active' : 'vx-pairs__row'} data-testid={`pair-row-${market.symbol}`}>
      <FavouriteStar market={market} />
      <button type="button" className="vx-pairs__pick" onClick={() => onPick(market.symbol)} aria-current={active ? 'true' : undefined}>
        <span className="vx-pairs__name">
          <CoinIcon asset={market.base} size="xs" />
          <span className="vx-pair">
            <span className="vx-pair__base">{market.base}</span>
            <span className="vx-pair__quote">/{market.quote}</span>
          </span>
          <HaltMark scope="spot" target={market.symbol} compact />
        </span>
        <PriceText value={market.price} scale={market.price_scale} />
        <ChangeTag value={market.change_pct} />
      </button>
    </li>
  );
}
