import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { InstrumentView } from '@veritex/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryInstruments } from '../../api/delivery';
import { PNL_DECIMALS, useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, roundHalfUp, trim } from '../../lib/decimal';

/** Instruments by symbol (for each row's price scale and name). */
export function useInstrumentLookup(): (symbol: string) => InstrumentView | undefined {
  const instruments = useDeliveryInstruments();
  return useMemo(() => {
    const bySymbol = new Map((instruments.data ?? []).map((instrument) => [instrument.symbol, instrument]));
    return (symbol: string) => bySymbol.get(symbol);
  }, [instruments.data]);
}

/** "BTC/USDT" from the instrument, or from its symbol while the catalogue is loading. */
export function pairText(symbol: string, instrument?: Pick<InstrumentView, 'base' | 'quote'>): string {
  if (instrument) return `${instrument.base}/${instrument.quote}`;
  const [base, quote] = symbol.split('_');
  return quote ? `${base}/${quote}` : symbol;
}

export function InstrumentLabel({ symbol, instrument, withName = false }: { symbol: string; instrument?: InstrumentView; withName?: boolean }) {
  return (
    <span className="vx-dl-pair">
      <span className="vx-dl-pair__code vx-ltr">{pairText(symbol, instrument)}</span>
      {withName && instrument ? <span className="vx-dl-pair__name vx-muted">{instrument.name}</span> : null}
    </span>
  );
}

/** "Up" / "Down" in the rise and fall colours, with an arrow. */
export function DirectionTag({ direction, long = false }: { direction: 'up' | 'down'; long?: boolean }) {
  const { t } = useTranslation('delivery');
  return (
    <span className={`vx-dl-dir vx-dl-dir--${direction}`} data-testid="delivery-direction" data-direction={direction}>
      {direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {t(long ? `direction.buy_${direction}` : `direction.${direction}`)}
    </span>
  );
}

/** A duration in the reader's language ("30 sec", "5 min"), by Intl rather than a catalogue. */
export function useDurationText(): (seconds: number) => string {
  const format = useFormat();
  return useMemo(() => {
    const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
      new Intl.NumberFormat(format.bcp47, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
    return (seconds: number) => {
      if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
      if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
      return unit(seconds, 'second');
    };
  }, [format.bcp47]);
}

/** A decimal at a fixed scale (prices) or as written without trailing zeros (amounts), left to right. */
export function Num({
  value,
  scale,
  unit,
  className,
  signed = false,
}: {
  value: string | null | undefined;
  scale?: number;
  unit?: string;
  className?: string;
  signed?: boolean;
}) {
  const format = useFormat();
  if (!value || !isDecimal(value)) return <span className="vx-muted">—</span>;
  const decimals = scale ?? trim(value).split('.')[1]?.length ?? 0;
  const text = format.fixed(value, decimals);
  const shown = roundHalfUp(value, decimals);
  const sign = signed && !shown.startsWith('-') && trim(shown) !== '0' ? '+' : '';
  return (
    <span className={['vx-num', 'vx-ltr', className].filter(Boolean).join(' ')} title={decimals < decimalsOf(trim(value)) ? trim(value) : undefined}>
      {sign}
      {text}
      {unit ? <span className="vx-muted"> {unit}</span> : null}
    </span>
  );
}

/** USDT (stakes, payouts, P&L): two decimals, rounded half up, the exact amount on hover (the server keeps 6). */
export function Usdt({ value, className, signed, unit = true }: { value: string | null | undefined; className?: string; signed?: boolean; unit?: boolean }) {
  return <Num value={value} scale={PNL_DECIMALS} unit={unit ? 'USDT' : undefined} className={className} signed={signed} />;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * Trading hours as people read them, from the catalogue's schedule ("week:Sun22:00-Fri22:00",
 * "daily:Mon-Fri14:30-21:00", "break:Mon-Thu21:00-22:00", all UTC); weekday names come from Intl.
 * An unknown form is shown as written.
 */
export function useHoursText(): (schedule: string) => string {
  const { t } = useTranslation('delivery');
  const format = useFormat();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(format.bcp47, { weekday: 'short', timeZone: 'UTC' });
    // 7 January 2024 was a Sunday.
    const day = (name: string) => {
      const index = WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]);
      return index < 0 ? name : weekday.format(Date.UTC(2024, 0, 7 + index));
    };
    const part = (segment: string): string | undefined => {
      const week = /^week:(\w{3})(\d\d:\d\d)-(\w{3})(\d\d:\d\d)$/.exec(segment);
      if (week) return t('hours.week', { from: `${day(week[1] ?? '')} ${week[2]}`, to: `${day(week[3] ?? '')} ${week[4]}` });
      const daily = /^(daily|break):(\w{3})-(\w{3})(\d\d:\d\d)-(\d\d:\d\d)$/.exec(segment);
      if (daily) {
        const values = { days: `${day(daily[2] ?? '')}–${day(daily[3] ?? '')}`, from: daily[4], to: daily[5] };
        return daily[1] === 'daily' ? t('hours.daily', values) : t('hours.break', values);
      }
      return undefined;
    };
    return (schedule: string) => {
      if (schedule === '24/7') return t('hours.always');
      const parts = schedule.split(';').map(part);
      return parts.every((entry) => entry !== undefined) ? `${parts.join('; ')} (UTC)` : schedule;
    };
  }, [t, format.bcp47]);
}

/** An instant to the second (ticks are stored a second apart), with the date, in the reader's zone. */
export function useMomentText(): { full: (iso: string) => string; clock: (iso: string) => string } {
  const format = useFormat();
  return useMemo(() => {
    return { full: (iso: string) => format.dateTime(iso), clock: (iso: string) => format.clock(iso) };
  }, [format]);
}

/**
 * Where sheets and dialogs of these pages mount: inside the themed root (which carries the --vx-*
 * colours), not at the end of body, where the up/down colours would not reach them.
 */
export function themedPortal(): HTMLElement {
  return document.querySelector<HTMLElement>('.vx-root') ?? document.body;
}
