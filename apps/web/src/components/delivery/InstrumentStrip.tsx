import { DownOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { PairIcon } from '../coin/CoinIcon';
import { PriceText } from '../market/PriceText';
import { SimulatedBadge } from '../SimulatedBadge';
import { type InstrumentStripProps, StripEnd, StripStat } from '../strip/StripParts';
import { pairText, useHoursText } from './parts';

/**
 * The chosen instrument: its pair and name, the mark of the latest stored tick (what a purchase
 * would use) flashing as it moves, bid and ask, when the tick was stored, whether the market is
 * open, its trading hours, and the connection.
 */
export function InstrumentStrip({ instrument, live, phone, onPickInstrument }: InstrumentStripProps) {
  const { t } = useTranslation('delivery');
  const format = useFormat();
  const hours = useHoursText();
  const scale = instrument.price_scale;
  const title = (
    <h1 className="vx-strip__title" data-testid="page-title">
      <span className="vx-strip__pair vx-ltr" data-testid="delivery-symbol">
        {pairText(instrument.symbol, instrument)}
      </span>
    </h1>
  );
  const status = instrument.open ? (
    <Tag color="success" variant="filled" data-testid="delivery-market-status" data-open="true">
      {t('market.open')}
    </Tag>
  ) : (
    <Tag color="default" variant="filled" data-testid="delivery-market-status" data-open="false">
      {instrument.reopens_at ? t('market.reopens', { time: format.dateTime(instrument.reopens_at) }) : t('market.closed')}
    </Tag>
  );
  const mark = (
    <span className="vx-strip__price vx-ltr" data-testid="delivery-mark" data-value={instrument.mark ?? ''}>
      {instrument.mark ? <PriceText value={instrument.mark} scale={scale} /> : '—'}
    </span>
  );
  const stats = (
    <>
      <StripStat label={t('strip.bid')} testId="delivery-bid" value={instrument.bid} ltr>
        {instrument.bid ? format.fixed(instrument.bid, scale) : '—'}
      </StripStat>
      <StripStat label={t('strip.ask')} testId="delivery-ask" value={instrument.ask} ltr>
        {instrument.ask ? format.fixed(instrument.ask, scale) : '—'}
      </StripStat>
      <StripStat label={t('strip.tickAt')} testId="delivery-tick-at" value={instrument.tick_at} ltr>
        {instrument.tick_at ? format.clock(instrument.tick_at) : '—'}
      </StripStat>
    </>
  );

  if (phone) {
    return (
      <section className="vx-strip vx-strip--phone vx-dl-strip" data-testid="delivery-strip">
        <div className="vx-strip__row">
          <Button type="text" className="vx-strip__picker" onClick={onPickInstrument} data-testid="instrument-picker-open" aria-label={t('picker.title')}>
            <PairIcon base={instrument.base} quote={instrument.quote} />
            {title}
            <DownOutlined />
          </Button>
          {status}
          <StripEnd live={live} />
        </div>
        <div className="vx-strip__row">
          {mark}
          <span className="vx-muted vx-small">{instrument.name}</span>
        </div>
        <div className="vx-strip__row vx-strip__row--stats">{stats}</div>
        <SimulatedBadge />
      </section>
    );
  }
  return (
    <section className="vx-strip vx-dl-strip" data-testid="delivery-strip">
      <div className="vx-strip__name">
        <PairIcon base={instrument.base} quote={instrument.quote} size="md" />
        {title}
        <span className="vx-muted">{instrument.name}</span>
      </div>
      <StripStat label={t('strip.mark')} ltr>
        {mark}
      </StripStat>
      {stats}
      <StripStat label={t('strip.hours')} ltr>
        {hours(instrument.trading_hours)}
      </StripStat>
      {status}
      <StripEnd live={live} simulated />
    </section>
  );
}
