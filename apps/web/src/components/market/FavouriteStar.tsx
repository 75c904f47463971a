import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MarketTicker } from '../../api/types';
import { favouriteKey, toggleFavourite, useFavourites } from './favourites';

export function FavouriteStar({ market }: { market: Pick<MarketTicker, 'kind' | 'symbol' | 'base' | 'quote'> }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const key = favouriteKey(market);
  const active = favourites.includes(key);
  return (
    <button
      type="button"
      className={active ? 'vx-star vx-star--active' : 'vx-star'}
      aria-pressed={active}
      aria-label={
        active ? t('market.unfavourite', { pair: `${market.base}/${market.quote}` }) : t('market.favourite', { pair: `${market.base}/${market.quote}` })
      }
      data-testid={`favourite-${market.kind}-${market.symbol}`}
      onClick={(event) => {
        event.stopPropagation();
        toggleFavourite(key);
      }}
    >
      {active ? <StarFilled /> : <StarOutlined />}
    </button>
  );
}
