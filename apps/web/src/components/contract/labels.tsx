import type { InstrumentView, PositionSideName } from '@veritex/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PNL_DECIMALS, useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, roundHalfUp, sign, trim } from '../../lib/decimal';

/** The instrument's name in the reader's language (the catalogue's English name when not translated). */
export function useInstrumentName(): (instrument: Pick<InstrumentView, 'symbol' | 'name'>) => string {
  const { t } = useTranslation('contract');
  return (instrument) => t(`names.${instrument.symbol}`, { defaultValue: instrument.name });
}

/** "XAU/USD": the pair, always left to right. */
export function InstrumentPair({ instrument, className }: { instrument: Pick<InstrumentView, 'base' | 'quote'>; className?: string }) {
  return (
    <span className={['vx-pair', 'vx-ltr', className].filter(Boolean).join(' ')}>
      <span className="vx-pair__base">{instrument.base}</span>
      <span className="vx-pair__quote">/{instrument.quote}</span>
    </span>
  );
}

/** A pair from a symbol alone (rows of instruments no longer listed): "XAU_USD" → XAU/USD. */
export function symbolPair(symbol: string): { base: string; quote: string } {
  const [base = symbol, quote = ''] = symbol.replace(/_PERP$/, '').split('_');
  return { base, quote };
}

/** Open or closed now (the server's market status). */
export function MarketBadge({ instrument, compact }: { instrument: Pick<InstrumentView, 'open'>; compact?: boolean }) {
  const { t } = useTranslation('contract');
  const label = t(instrument.open ? 'market.open' : 'market.closed');
  return (
    <span
      className={instrument.open ? 'vx-cmarket vx-cmarket--open' : 'vx-cmarket vx-cmarket--closed'}
      data-testid="market-status"
      data-open={instrument.open ? 'true' : 'false'}
      title={compact ? label : undefined}
    >
      <span className="vx-cmarket__dot" aria-hidden="true" />
      <span className={compact ? 'vx-cmarket__label--hidden' : undefined}>{label}</span>
    </span>
  );
}

/** Long or short in its colour. */
export function SideLabel({ side }: { side: PositionSideName }) {
  const { t } = useTranslation('contract');
  return <span className={`vx-cside vx-cside--${side}`}>{t(`side.${side}`)}</span>;
}

/** Perpetual or CFD. */
export function KindTag({ kind }: { kind: InstrumentView['kind'] }) {
  const { t } = useTranslation('contract');
  return (
    <Tag variant="filled" className="vx-ckind">
      {t(`kind.${kind}`)}
    </Tag>
  );
}

/** A decimal at a fixed scale (or as written), left to right, tabular; "—" when absent. */
export function Num({
  value,
  scale,
  unit,
  signed,
  coloured,
  testId,
}: {
  value: string | null | undefined;
  scale?: number;
  unit?: string;
  /** Always show the sign (+1.20 / −0.40). */
  signed?: boolean;
  /** Up colour when positive, down colour when negative (profit and loss). */
  coloured?: boolean;
  testId?: string;
}) {
  const format = useFormat();
  if (!value || !isDecimal(value)) {
    return (
      <span className="vx-muted" data-testid={testId}>
        —
      </span>
    );
  }
  const decimals = scale ?? trim(value).split('.')[1]?.length ?? 0;
  const text = format.fixed(value, decimals);
  // The sign and colour follow what is shown: a loss that rounds to 0.00 is neither red nor "−".
  const direction = sign(roundHalfUp(value, decimals));
  const shown = signed && direction > 0 ? `+${text}` : text;
  const className = ['vx-num', 'vx-ltr', coloured ? (direction > 0 ? 'vx-pnl--up' : direction < 0 ? 'vx-pnl--down' : '') : ''].filter(Boolean).join(' ');
  return (
    <span className={className} data-testid={testId} data-value={value} title={decimals < decimalsOf(trim(value)) ? trim(value) : undefined}>
      {shown}
      {unit ? <span className="vx-muted"> {unit}</span> : null}
    </span>
  );
}

/**
 * A USDT amount (margin, fees, P&L): two decimals everywhere, rounded half up, the exact amount
 * on hover; P&L signed and coloured by the caller.
 */
export function Money({ value, signed, coloured, testId }: { value: string | null | undefined; signed?: boolean; coloured?: boolean; testId?: string }) {
  return <Num value={value} scale={PNL_DECIMALS} unit="USDT" signed={signed} coloured={coloured} testId={testId} />;
}
