import { InfoCircleOutlined } from '@ant-design/icons';
import type { MarketTicker, SpotRules } from '@veritex/shared';
import { Button, Popover, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrencyInfo } from '../../api/spot';
import type { LiveState } from '../../api/ws';
import { useFormat } from '../../i18n/format';
import { CoinIcon } from '../coin/CoinIcon';
import { ChangeTag } from '../market/ChangeTag';
import { FavouriteStar } from '../market/FavouriteStar';
import { changeDirection } from '../market/market-utils';
import { PriceText } from '../market/PriceText';
import { SimulatedBadge } from '../SimulatedBadge';
import { PickerTitle, StripEnd, StripStat } from '../strip/StripParts';

/** Coin information (spec §3 "Coin info"), read when the popover first opens. */
function CoinInfo({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const info = useCurrencyInfo(code);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (info.isError) return <p className="vx-muted">{t('spot.coin.unavailable')}</p>;
  const coin = info.data;
  return (
    <div className="vx-coininfo" data-testid="coin-info">
      <h4 className="vx-coininfo__title">
        {coin.name} <span className="vx-muted vx-ltr">{coin.code}</span>
      </h4>
      <dl className="vx-coininfo__facts">
        <dt>{t('spot.coin.released')}</dt>
        <dd>{coin.release_date ? format.calendarDay(coin.release_date) : '—'}</dd>
        <dt>{t('spot.coin.totalSupply')}</dt>
        <dd className="vx-num">{coin.total_supply ? format.fixed(coin.total_supply, 0) : '—'}</dd>
        <dt>{t('spot.coin.circulating')}</dt>
        <dd className="vx-num">{coin.circulating_supply ? format.fixed(coin.circulating_supply, 0) : '—'}</dd>
        {coin.website ? (
          <>
            <dt>{t('spot.coin.website')}</dt>
            <dd>
              <a href={coin.website} target="_blank" rel="noopener noreferrer" className="vx-ltr">
                {coin.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        ) : null}
        {coin.white_paper ? (
          <>
            <dt>{t('spot.coin.whitePaper')}</dt>
            <dd>
              <a href={coin.white_paper} target="_blank" rel="noopener noreferrer">
                {t('spot.coin.open')}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {coin.figures_as_of ? <p className="vx-coininfo__note vx-muted">{t('spot.coin.asOf', { year: coin.figures_as_of })}</p> : null}
      {coin.introduction ? <p className="vx-coininfo__intro">{coin.introduction}</p> : null}
    </div>
  );
}

/** The coin's facts in a popover; antd mounts the content (and so its query) on first open. */
function CoinInfoButton({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" placement="bottomLeft" content={<CoinInfo code={code} />}>
      <Button type="text" size="small" icon={<InfoCircleOutlined />} aria-label={t('spot.coin.about', { code })} data-testid="coin-info-button" />
    </Popover>
  );
}

/**
 * The exchange page's top strip (UI.md): pair, last price coloured by the day's direction, 24h
 * change, high, low and volumes, the simulated-prices badge and the connection indicator.
 * On the phone the pair name opens the pair list (`onPickPair`).
 */
export function PairStrip({
  rules,
  ticker,
  live,
  phone,
  onPickPair,
}: {
  rules: SpotRules;
  ticker: MarketTicker | undefined;
  live: LiveState;
  phone: boolean;
  onPickPair?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const direction = ticker ? changeDirection(ticker.change_pct) : 'flat';
  const pair = (
    <span className="vx-pair vx-strip__pair" data-testid="deal-pair">
      <span className="vx-pair__base">{rules.base}</span>
      <span className="vx-pair__quote">/{rules.quote}</span>
    </span>
  );
  const price = ticker ? (
    <PriceText value={ticker.price} scale={rules.price_scale} className={`vx-strip__price vx-strip__price--${direction}`} />
  ) : (
    <span className="vx-strip__price vx-muted">—</span>
  );
  const favourite = <FavouriteStar market={{ kind: 'spot', symbol: rules.symbol, base: rules.base, quote: rules.quote }} />;
  if (phone) {
    return (
      <header className="vx-strip vx-strip--phone" data-testid="deal-strip">
        <div className="vx-strip__row">
          <CoinIcon asset={rules.base} size="sm" />
          <PickerTitle onPick={onPickPair} testId="deal-pair-picker">
            {pair}
          </PickerTitle>
          {favourite}
          <StripEnd live={live} />
        </div>
        <div className="vx-strip__row">
          <span data-testid="deal-last-price">{price}</span>
          {ticker ? <ChangeTag value={ticker.change_pct} /> : null}
          <SimulatedBadge />
        </div>
        {ticker ? (
          <div className="vx-strip__row vx-strip__row--stats">
            <StripStat label={t('spot.strip.high')}>{format.fixed(ticker.high, rules.price_scale)}</StripStat>
            <StripStat label={t('spot.strip.low')}>{format.fixed(ticker.low, rules.price_scale)}</StripStat>
            <StripStat label={t('spot.strip.volumeQuote', { asset: rules.quote })}>{format.compact(ticker.quote_volume)}</StripStat>
          </div>
        ) : null}
      </header>
    );
  }
  return (
    <header className="vx-strip" data-testid="deal-strip">
      <div className="vx-strip__name">
        {favourite}
        <CoinIcon asset={rules.base} size="md" />
        {/* The page's heading is its market. */}
        <h1 className="vx-strip__title" data-testid="page-title">
          {pair}
        </h1>
        <CoinInfoButton code={rules.base} />
      </div>
      <div className="vx-strip__last" data-testid="deal-last-price">
        {price}
      </div>
      {ticker ? (
        <>
          <StripStat label={t('spot.strip.change')} testId="deal-change">
            <ChangeTag value={ticker.change_pct} />
          </StripStat>
          <StripStat label={t('spot.strip.high')}>{format.fixed(ticker.high, rules.price_scale)}</StripStat>
          <StripStat label={t('spot.strip.low')}>{format.fixed(ticker.low, rules.price_scale)}</StripStat>
          <StripStat label={t('spot.strip.volumeBase', { asset: rules.base })}>{format.fixed(ticker.volume, rules.quantity_scale)}</StripStat>
          <StripStat label={t('spot.strip.volumeQuote', { asset: rules.quote })}>{format.fixed(ticker.quote_volume, 2)}</StripStat>
        </>
      ) : null}
      <StripEnd live={live} simulated />
    </header>
  );
}
