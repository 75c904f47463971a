import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { DepthSnapshot, PublicTrade, SpotRules } from '@veritex/shared';
import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { compare, decimalsOf, sub } from '../../lib/decimal';
import { ListSkeleton } from '../ListSkeleton';
import { PriceText } from '../market/PriceText';
import { type BookRow, bookRows, groupingSteps, groupLevels } from './bookMaths';

/** Picking a price in the book or on the tape fills the order forms; `side` is the form it suits. */
export type PickPrice = (price: string) => void;

function Level({
  row,
  side,
  priceScale,
  quantityScale,
  onPick,
}: {
  row: BookRow;
  side: 'bid' | 'ask';
  priceScale: number;
  quantityScale: number;
  onPick: PickPrice;
}) {
  const format = useFormat();
  const bar = { '--depth': `${row.depthPct}%` } as CSSProperties;
  return (
    <li className={`vx-book__row vx-book__row--${side}`} style={bar} data-testid={`book-${side}`} data-price={row.price} data-quantity={row.quantity}>
      <button type="button" className="vx-book__pick" onClick={() => onPick(row.price)}>
        <span className="vx-book__price vx-num">{format.fixed(row.price, priceScale)}</span>
        <span className="vx-num">{format.fixed(row.quantity, quantityScale)}</span>
        <span className="vx-num vx-muted">{format.fixed(row.cumulative, quantityScale)}</span>
      </button>
    </li>
  );
}

/**
 * Column heads over left-to-right numbers: the columns keep their order in every language, each
 * label reads in its own direction ("السعر (USDT)").
 */
function BookColumns({ labels }: { labels: string[] }) {
  return (
    <div className="vx-book__cols vx-small vx-muted" dir="ltr">
      {labels.map((label) => (
        <span key={label} dir="auto">
          {label}
        </span>
      ))}
    </div>
  );
}

/**
 * The order book (UI.md): asks above with the best nearest the middle, bids below, cumulative
 * depth bars on one scale, the last price and spread between them, and price grouping by the
 * tick ×1, ×10, ×100. Levels keep left-to-right numeric order in right-to-left languages.
 */
export function OrderBook({
  rules,
  depth,
  lastTrade,
  rows,
  onPick,
}: {
  rules: SpotRules;
  depth: DepthSnapshot | undefined;
  lastTrade: PublicTrade | undefined;
  rows: number;
  onPick: PickPrice;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const steps = useMemo(() => groupingSteps(rules.tick_size), [rules.tick_size]);
  const [chosenStep, setStep] = useState<string>();
  const step = chosenStep && steps.includes(chosenStep) ? chosenStep : (steps[0] ?? rules.tick_size);
  const priceScale = Math.min(rules.price_scale, decimalsOf(step));
  const book = useMemo(() => {
    if (!depth) return undefined;
    return bookRows(groupLevels(depth.bids, step, 'bid'), groupLevels(depth.asks, step, 'ask'), rows);
  }, [depth, step, rows]);
  const bestBid = depth?.bids[0]?.[0];
  const bestAsk = depth?.asks[0]?.[0];
  const spread = bestBid && bestAsk ? sub(bestAsk, bestBid) : undefined;

  return (
    <section className="vx-book vx-deal-card" data-testid="order-book" aria-label={t('spot.book.title')}>
      <header className="vx-deal-card__head">
        <h2 className="vx-deal-card__title">{t('spot.book.title')}</h2>
        <Select
          size="small"
          value={step}
          onChange={setStep}
          options={steps.map((value) => ({ value, label: <span className="vx-num">{value}</span> }))}
          aria-label={t('spot.book.grouping')}
          data-testid="book-grouping"
          popupMatchSelectWidth={false}
        />
      </header>
      <BookColumns
        labels={[t('spot.book.price', { asset: rules.quote }), t('spot.book.quantity', { asset: rules.base }), t('spot.book.total', { asset: rules.base })]}
      />
      {!book ? (
        <ListSkeleton rows={8} testId="book-loading" />
      ) : (
        <div className="vx-book__body" dir="ltr">
          <ol className="vx-book__side vx-book__side--asks" data-testid="book-asks" style={{ minHeight: `${rows * 1.45}rem` }}>
            {book.asks.length === 0 ? <li className="vx-book__none vx-muted">{t('spot.book.noAsks')}</li> : null}
            {[...book.asks].reverse().map((row) => (
              <Level key={row.price} row={row} side="ask" priceScale={priceScale} quantityScale={rules.quantity_scale} onPick={onPick} />
            ))}
          </ol>
          <div className="vx-book__mid" data-testid="book-mid">
            {lastTrade ? (
              <span className={`vx-book__last vx-book__last--${lastTrade.side === 'buy' ? 'up' : 'down'}`}>
                <PriceText value={lastTrade.price} scale={rules.price_scale} />
                {lastTrade.side === 'buy' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
              </span>
            ) : (
              <span className="vx-muted">—</span>
            )}
            {spread && compare(spread, '0') >= 0 ? (
              <span className="vx-small vx-muted vx-num">{t('spot.book.spread', { spread: format.fixed(spread, rules.price_scale) })}</span>
            ) : null}
          </div>
          <ol className="vx-book__side vx-book__side--bids" data-testid="book-bids" style={{ minHeight: `${rows * 1.45}rem` }}>
            {book.bids.length === 0 ? <li className="vx-book__none vx-muted">{t('spot.book.noBids')}</li> : null}
            {book.bids.map((row) => (
              <Level key={row.price} row={row} side="bid" priceScale={priceScale} quantityScale={rules.quantity_scale} onPick={onPick} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** The public tape: newest first, price in the taker's colour; a price click fills the forms. */
export function RecentTrades({ rules, trades, onPick, loading }: { rules: SpotRules; trades: PublicTrade[]; onPick: PickPrice; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="vx-tape vx-deal-card" data-testid="recent-trades" aria-label={t('spot.trades.title')}>
      <header className="vx-deal-card__head">
        <h2 className="vx-deal-card__title">{t('spot.trades.title')}</h2>
      </header>
      <BookColumns labels={[t('spot.book.price', { asset: rules.quote }), t('spot.book.quantity', { asset: rules.base }), t('spot.trades.time')]} />
      {loading ? (
        <ListSkeleton rows={6} testId="trades-loading" />
      ) : trades.length === 0 ? (
        <p className="vx-tape__none vx-muted" data-testid="trades-empty">
          {t('spot.trades.empty')}
        </p>
      ) : (
        <ol className="vx-tape__list" dir="ltr" data-testid="trades-list">
          {trades.map((trade) => (
            <li key={trade.id} className="vx-tape__row" data-testid="tape-row" data-side={trade.side}>
              <button type="button" className="vx-book__pick" onClick={() => onPick(trade.price)}>
                <span className={`vx-num vx-tape__price--${trade.side === 'buy' ? 'up' : 'down'}`}>{format.fixed(trade.price, rules.price_scale)}</span>
                <span className="vx-num">{format.fixed(trade.quantity, rules.quantity_scale)}</span>
                <span className="vx-num vx-muted">{format.clock(trade.time)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
