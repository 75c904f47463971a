import { FieldTimeOutlined } from '@ant-design/icons';
import { type TickRef, tickHistoryPath, tickSourceOf } from '@veritex/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { decimalsOf } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import './provenance.css';

/** A source that was never stored (a record older than provenance) reads as such, never as a feed. */
const UNRECORDED = 'unrecorded';

/**
 * Where a stored tick came from, in the reader's language: "Simulated feed" for the offline
 * simulator (so nothing simulated is shown as a real market), the exchange's name for a real
 * exchange's public ticker, "(history)" for seeded chart history.
 */
export function useTickSourceText(): (source: string) => string {
  const { t } = useTranslation('contract');
  return (source) => {
    if (source === UNRECORDED) return t('provenance.source.unrecorded');
    const parsed = tickSourceOf(source);
    const name =
      parsed.kind === 'simulated'
        ? t('provenance.source.simulated')
        : parsed.kind === 'exchange'
          ? t('provenance.source.exchange', { name: parsed.name })
          : t('provenance.source.other', { name: parsed.name });
    return parsed.history ? t('provenance.source.history', { source: name }) : name;
  };
}

/** The source as a small label, marked when simulated or unknown. */
export function TickSourceLabel({ source }: { source: string }) {
  const text = useTickSourceText();
  const kind = source === UNRECORDED ? 'other' : tickSourceOf(source).kind;
  return (
    <span className={`vx-ticksource vx-ticksource--${kind}`} data-testid="tick-source" data-kind={kind}>
      {text(source)}
    </span>
  );
}

/**
 * The reference tick a record used: its instant (to the second, the site's date format) as a link
 * to the public tick history of the instrument at that instant, then its source and price. Without
 * a stored tick (a pending entry, an open position's close) a dash.
 */
export function TickStamp({
  tick,
  testId = 'tick-stamp',
  align = 'start',
  hidePrice = false,
}: {
  tick: TickRef | null;
  testId?: string;
  align?: 'start' | 'end';
  /** Where the row already shows the tick's price as its main figure (a delivery order's purchase price). */
  hidePrice?: boolean;
}) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const to = useTo();
  if (!tick) return <span className="vx-muted">—</span>;
  return (
    <span
      className={align === 'end' ? 'vx-tickstamp vx-tickstamp--end' : 'vx-tickstamp'}
      data-testid={testId}
      data-symbol={tick.symbol}
      data-at={tick.at}
      data-price={tick.price}
      data-source={tick.source}
    >
      <Tooltip title={t('provenance.openHistory')}>
        <Link to={to(tickHistoryPath(tick.symbol, tick.at))} className="vx-tickstamp__time vx-num vx-ltr" data-testid="tick-link">
          <FieldTimeOutlined aria-hidden="true" /> {format.dateTime(tick.at)}
        </Link>
      </Tooltip>
      <span className="vx-tickstamp__meta vx-small">
        <TickSourceLabel source={tick.source} />
        {hidePrice ? null : (
          <>
            <span className="vx-muted"> · </span>
            <span className="vx-num vx-ltr" data-testid="tick-price">
              {format.price(tick.price, decimalsOf(tick.price))}
            </span>
          </>
        )}
      </span>
    </span>
  );
}
