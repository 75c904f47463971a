import type { InstrumentView } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { PairIcon } from '../coin/CoinIcon';
import { PriceText } from '../market/PriceText';
import { SimulatedBadge } from '../SimulatedBadge';
import { type InstrumentStripProps, PickerTitle, StripEnd, StripStat } from '../strip/StripParts';
import { InstrumentRules } from './InstrumentRules';
import { InstrumentPair, KindTag, MarketBadge, useInstrumentName } from './labels';

/** Open, or closed with the local time it reopens (the server's market status). */
export function MarketStatusText({ instrument }: { instrument: InstrumentView }) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  if (instrument.open) return <MarketBadge instrument={instrument} />;
  return (
    <span className="vx-cstatus-closed" data-testid="market-closed">
      <MarketBadge instrument={instrument} />
      {instrument.reopens_at ? <span className="vx-muted">{t('market.reopensAt', { time: format.dateTime(instrument.reopens_at) })}</span> : null}
    </span>
  );
}

/**
 * The contract page's top strip: instrument, live mark with bid and ask, market status (when
 * closed, when it reopens in local time), the simulated-prices badge and the connection; below,
 * the instrument's published rules. On the phone the name opens the instrument list.
 */
export function InstrumentStrip({ instrument, live, phone, onPickInstrument }: InstrumentStripProps) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const nameOf = useInstrumentName();
  const scale = instrument.price_scale;
  const mark = instrument.mark ? (
    <PriceText value={instrument.mark} scale={scale} className="vx-strip__price" />
  ) : (
    <span className="vx-strip__price vx-muted">—</span>
  );
  const bid = (
    <StripStat label={t('strip.bid')} testId="strip-bid">
      <span className="vx-ltr vx-cbid">{instrument.bid ? format.fixed(instrument.bid, scale) : '—'}</span>
    </StripStat>
  );
  const ask = (
    <StripStat label={t('strip.ask')} testId="strip-ask">
      <span className="vx-ltr vx-cask">{instrument.ask ? format.fixed(instrument.ask, scale) : '—'}</span>
    </StripStat>
  );

  if (phone) {
    return (
      <header className="vx-strip vx-strip--phone vx-cstrip" data-testid="contract-strip">
        <div className="vx-strip__row">
          <PairIcon base={instrument.base} quote={instrument.quote} />
          <PickerTitle onPick={onPickInstrument} testId="instrument-picker">
            <InstrumentPair instrument={instrument} className="vx-strip__pair" />
          </PickerTitle>
          <KindTag kind={instrument.kind} />
          <StripEnd live={live} />
        </div>
        <div className="vx-strip__row">
          <span data-testid="strip-mark">{mark}</span>
          <SimulatedBadge />
        </div>
        <div className="vx-strip__row vx-strip__row--stats">
          {bid}
          {ask}
          <StripStat label={t('strip.status')}>
            <MarketStatusText instrument={instrument} />
          </StripStat>
        </div>
      </header>
    );
  }

  return (
    <header className="vx-strip vx-cstrip" data-testid="contract-strip">
      <div className="vx-cstrip__main">
        <div className="vx-strip__name">
          <PairIcon base={instrument.base} quote={instrument.quote} size="md" />
          <h1 className="vx-strip__title" data-testid="page-title">
            <InstrumentPair instrument={instrument} className="vx-strip__pair" />
          </h1>
          <span className="vx-muted">{nameOf(instrument)}</span>
          <KindTag kind={instrument.kind} />
        </div>
        <div className="vx-strip__stat" data-testid="strip-mark">
          <span className="vx-strip__label">{t('strip.mark')}</span>
          {mark}
        </div>
        {bid}
        {ask}
        <StripStat label={t('strip.status')} testId="strip-status">
          <MarketStatusText instrument={instrument} />
        </StripStat>
        <StripEnd live={live} simulated />
      </div>
      <InstrumentRules instrument={instrument} />
    </header>
  );
}
