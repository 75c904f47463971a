import { Link } from 'react-router';
import type { MarketTicker } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { PairIcon } from '../coin/CoinIcon';
import { HaltMark } from '../halts';
import { ListSkeleton } from '../ListSkeleton';
import { ChangeTag } from './ChangeTag';
import { FavouriteStar } from './FavouriteStar';
import { favouriteKey } from './favourites';
import { tradePath } from './market-utils';
import { PriceText } from './PriceText';

/** Phone pair list: pair and volume, last price, change pill; a row opens the pair's trade page. */
export function MarketListPhone({ rows, loading }: { rows: MarketTicker[]; loading: boolean }) {
  const format = useFormat();
  const to = useTo();
  if (loading) {
    return <ListSkeleton rows={8} testId="market-loading" />;
  }
  return (
    <ul className="vx-mlist" data-testid="market-table">
      {rows.map((market) => (
        <li key={favouriteKey(market)} className="vx-mlist__row" data-testid={`market-row-${market.symbol}`}>
          <FavouriteStar market={market} />
          <Link to={to(tradePath(market))} className="vx-mlist__link" data-testid={`trade-${market.kind}-${market.symbol}`}>
            <span className="vx-mlist__name">
              <PairIcon base={market.base} quote={market.quote} />
              <span className="vx-mlist__pair">
                <span className="vx-pair__base">{market.base}</span>
                <span className="vx-pair__quote">/{market.quote}</span>
                {market.kind === 'spot' ? <HaltMark scope="spot" target={market.symbol} /> : null}
                <span className="vx-mlist__volume vx-num">{format.compact(market.quote_volume)}</span>
              </span>
            </span>
            <PriceText value={market.price} scale={market.price_scale} className="vx-mlist__price" />
            <ChangeTag value={market.change_pct} filled />
          </Link>
        </li>
      ))}
    </ul>
  );
}
