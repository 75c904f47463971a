import { LoadingOutlined } from '@ant-design/icons';
import type { DeliveryOrderView, InstrumentView, TickRef } from '@veritex/shared';
import { Progress, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDecimal, trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { type ListState, PagedRows, PagedTable, RowLine } from '../lists/PagedList';
import { PriceText } from '../market/PriceText';
import { TickStamp } from '../provenance';
import { clockText, priceMove, standingAt } from './deliveryMaths';
import { DirectionTag, InstrumentLabel, Num, Usdt, useDurationText, useInstrumentLookup, useMomentText } from './parts';
import { useServerNow } from './useServerNow';

function rowProps(order: DeliveryOrderView, testId: string): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': testId,
    'data-id': order.id,
    'data-symbol': order.symbol,
    'data-status': order.status,
    'data-direction': order.direction,
    'data-stake': order.stake,
    'data-purchase-price': order.purchase_price,
    'data-purchase-tick-at': order.purchase_tick_at,
    'data-expires-at': order.expires_at,
    'data-settlement-price': order.settlement_price ?? '',
    'data-settlement-tick-at': order.settlement_tick_at ?? '',
    'data-settlement-rule': order.settlement_tick_rule ?? '',
    'data-payout': order.payout ?? '',
    'data-income': order.income ?? '',
  } as HTMLAttributes<HTMLElement>;
}

/** Time left to expiry on the shared server clock, with a bar; at zero, "settling" until the server's result arrives. */
export function Countdown({ order }: { order: DeliveryOrderView }) {
  const { t } = useTranslation('delivery');
  const now = useServerNow();
  const expires = Date.parse(order.expires_at);
  const leftMs = expires - now;
  const total = order.duration_seconds * 1000;
  if (leftMs <= 0) {
    return (
      <span className="vx-dl-countdown vx-dl-countdown--settling" data-testid="delivery-countdown" data-left="0">
        <LoadingOutlined /> {t('orders.settling')}
      </span>
    );
  }
  // Never more than the duration: the clock estimate may trail the server's by a fraction of a second.
  const seconds = Math.min(order.duration_seconds, Math.ceil(leftMs / 1000));
  return (
    <span
      className="vx-dl-countdown"
      data-testid="delivery-countdown"
      data-left={seconds}
      role="timer"
      aria-label={t('orders.timeLeft', { time: clockText(seconds) })}
    >
      <span className="vx-dl-countdown__time vx-num vx-ltr">{clockText(seconds)}</span>
      <Progress
        percent={Math.min(100, Math.max(0, ((total - leftMs) / total) * 100))}
        showInfo={false}
        size="small"
        className="vx-dl-countdown__bar"
        strokeColor="var(--vx-primary)"
        railColor="var(--vx-fill)"
      />
    </span>
  );
}

/** The live mark against the purchase price: winning, losing or level now, and what would come back at this price. */
function LiveStanding({ order, instrument }: { order: DeliveryOrderView; instrument: InstrumentView | undefined }) {
  const { t } = useTranslation('delivery');
  const mark = instrument?.mark;
  const standing = standingAt(order, mark);
  if (!mark || !standing) return <span className="vx-muted">—</span>;
  const scale = instrument?.price_scale ?? 2;
  return (
    <span className="vx-stack vx-stack--end" data-testid="delivery-standing" data-standing={standing}>
      <span className="vx-ltr">
        <PriceText value={mark} scale={scale} />
      </span>
      <span className={`vx-dl-standing vx-dl-standing--${standing}`}>
        {t(`orders.standing.${standing}`)} · <Num value={priceMove(order.purchase_price, mark)} scale={scale} signed />
      </span>
    </span>
  );
}

function ResultTag({ order }: { order: DeliveryOrderView }) {
  const { t } = useTranslation('delivery');
  if (order.status === 'open') return null;
  const colour = order.status === 'won' ? 'success' : order.status === 'lost' ? 'error' : 'default';
  return (
    <Tag color={colour} variant="filled" data-testid="delivery-result" data-status={order.status}>
      {t(`orders.result.${order.status}`)}
    </Tag>
  );
}

/** A tick's price, then the tick itself (its instant linking to the public tick history, and its source). */
function PriceAt({
  price,
  tick,
  scale,
  testId,
  note,
}: {
  price: string | null;
  tick: TickRef | null;
  scale: number | undefined;
  testId: string;
  note?: ReactNode;
}) {
  return (
    <span className="vx-stack vx-stack--end" data-testid={testId}>
      <Num value={price} scale={scale} />
      {tick ? <TickStamp tick={tick} testId={`${testId}-tick`} align="end" hidePrice /> : null}
      {note}
    </span>
  );
}

function AfterExpiryNote({ order }: { order: DeliveryOrderView }) {
  const { t } = useTranslation('delivery');
  if (order.settlement_tick_rule !== 'after_expiry') return null;
  return (
    <Tooltip title={t('orders.afterExpiryHint')}>
      <span className="vx-dl-note" data-testid="delivery-after-expiry">
        {t('orders.afterExpiry')}
      </span>
    </Tooltip>
  );
}

function Income({ value }: { value: string | null }) {
  if (!value || !isDecimal(value)) return <span className="vx-muted">—</span>;
  const sign = value.startsWith('-') ? 'down' : trim(value) === '0' ? 'flat' : 'up';
  return <Usdt value={value} signed className={`vx-dl-income vx-dl-income--${sign}`} />;
}

/** The purchase tick: price and time. */
function PurchaseAt({ order, instrument }: { order: DeliveryOrderView; instrument: InstrumentView | undefined }) {
  return <PriceAt price={order.purchase_price} tick={order.purchase_tick} scale={instrument?.price_scale} testId="delivery-purchase" />;
}

/** The settlement tick: price and time, noted when it came after expiry. */
function SettlementAt({ order, instrument }: { order: DeliveryOrderView; instrument: InstrumentView | undefined }) {
  return (
    <PriceAt
      price={order.settlement_price}
      tick={order.settlement_tick}
      scale={instrument?.price_scale}
      testId="delivery-settlement"
      note={<AfterExpiryNote order={order} />}
    />
  );
}

/** A phone row's head (direction, pair, duration and `state`), then its stake and purchase lines: the same on both lists. */
function PhoneRowStart({ order, instrument, state }: { order: DeliveryOrderView; instrument: InstrumentView | undefined; state: ReactNode }) {
  const { t } = useTranslation('delivery');
  const durationText = useDurationText();
  return (
    <>
      <div className="vx-mrow__head">
        <span>
          <DirectionTag direction={order.direction} /> <InstrumentLabel symbol={order.symbol} instrument={instrument} />{' '}
          <span className="vx-muted vx-small">{durationText(order.duration_seconds)}</span>
        </span>
        {state}
      </div>
      <RowLine label={t('orders.stake')}>
        <Usdt value={order.stake} />
      </RowLine>
      <RowLine label={t('orders.purchase')}>
        <PurchaseAt order={order} instrument={instrument} />
      </RowLine>
    </>
  );
}

/** The columns both tables have: direction, stake, purchase tick. */
function orderColumns(t: TFunction<'delivery'>, lookup: (symbol: string) => InstrumentView | undefined): TableColumnsType<DeliveryOrderView> {
  return [
    { key: 'direction', title: t('orders.direction'), render: (_, order) => <DirectionTag direction={order.direction} /> },
    { key: 'stake', title: t('orders.stake'), align: 'end', render: (_, order) => <Usdt value={order.stake} /> },
    { key: 'purchase', title: t('orders.purchase'), align: 'end', render: (_, order) => <PurchaseAt order={order} instrument={lookup(order.symbol)} /> },
  ];
}

/**
 * A delivery list on the phone (cards: the common head and lines, then `phoneLines`) or the
 * desktop (a table of `columns`); each row carries the order's data attributes under `rowTestId`.
 */
function DeliveryList({
  state,
  testId,
  rowTestId,
  rowState,
  phoneLines,
  columns,
}: {
  state: ListState<DeliveryOrderView>;
  testId: string;
  rowTestId: string;
  /** What the phone card's head ends with (countdown or result). */
  rowState: (order: DeliveryOrderView) => ReactNode;
  phoneLines: (order: DeliveryOrderView, instrument: InstrumentView | undefined) => ReactNode;
  columns: TableColumnsType<DeliveryOrderView>;
}) {
  const { phone } = useLayout();
  const lookup = useInstrumentLookup();
  if (!phone)
    return (
      <PagedTable<DeliveryOrderView> state={state} testId={testId} className="vx-dl-table" columns={columns} onRow={(order) => rowProps(order, rowTestId)} />
    );
  return (
    <PagedRows
      state={state}
      testId={testId}
      renderRow={(order) => {
        const instrument = lookup(order.symbol);
        return (
          <li key={order.id} className="vx-mrow" {...rowProps(order, rowTestId)}>
            <PhoneRowStart order={order} instrument={instrument} state={rowState(order)} />
            {phoneLines(order, instrument)}
          </li>
        );
      }}
    />
  );
}

/** The open orders: countdown, pair, direction, stake, purchase price and tick time, expiry, payout rate, live mark. */
export function OpenDeliveryList({ state }: { state: ListState<DeliveryOrderView> }) {
  const { t } = useTranslation('delivery');
  const lookup = useInstrumentLookup();
  const durationText = useDurationText();
  const moment = useMomentText();
  const columns: TableColumnsType<DeliveryOrderView> = [
    { key: 'left', title: t('orders.countdown'), width: '8rem', render: (_, order) => <Countdown order={order} /> },
    {
      key: 'pair',
      title: t('orders.pair'),
      render: (_, order) => <InstrumentLabel symbol={order.symbol} instrument={lookup(order.symbol)} />,
    },
    ...orderColumns(t, lookup),
    {
      key: 'expires',
      title: t('orders.expires'),
      align: 'end',
      render: (_, order) => (
        <span className="vx-stack vx-stack--end">
          <span className="vx-num vx-ltr">{moment.full(order.expires_at)}</span>
          <span className="vx-muted vx-small">{durationText(order.duration_seconds)}</span>
        </span>
      ),
    },
    { key: 'rate', title: t('orders.rate'), align: 'end', render: (_, order) => <span className="vx-num">{trim(order.payout_pct)}%</span> },
    {
      key: 'mark',
      title: t('orders.markNow'),
      align: 'end',
      render: (_, order) => <LiveStanding order={order} instrument={lookup(order.symbol)} />,
    },
  ];
  return (
    <DeliveryList
      state={state}
      testId="delivery-open"
      rowTestId="delivery-open-row"
      rowState={(order) => <Countdown order={order} />}
      phoneLines={(order, instrument) => (
        <>
          <RowLine label={t('orders.markNow')}>
            <LiveStanding order={order} instrument={instrument} />
          </RowLine>
          <RowLine label={t('orders.expires')}>
            <span className="vx-num vx-ltr">{moment.clock(order.expires_at)}</span>
          </RowLine>
        </>
      )}
      columns={columns}
    />
  );
}

/** Settled orders: both ticks (purchase and settlement, price and time), the result, payout and income. */
export function SettledDeliveryList({ state }: { state: ListState<DeliveryOrderView> }) {
  const { t } = useTranslation('delivery');
  const lookup = useInstrumentLookup();
  const durationText = useDurationText();
  const moment = useMomentText();
  const columns: TableColumnsType<DeliveryOrderView> = [
    {
      key: 'pair',
      title: t('orders.pair'),
      render: (_, order) => (
        <span className="vx-stack">
          <InstrumentLabel symbol={order.symbol} instrument={lookup(order.symbol)} />
          <span className="vx-muted vx-small">{durationText(order.duration_seconds)}</span>
        </span>
      ),
    },
    ...orderColumns(t, lookup),
    {
      key: 'settlement',
      title: t('orders.settlement'),
      align: 'end',
      render: (_, order) => <SettlementAt order={order} instrument={lookup(order.symbol)} />,
    },
    { key: 'result', title: t('orders.resultTitle'), render: (_, order) => <ResultTag order={order} /> },
    { key: 'payout', title: t('orders.payout'), align: 'end', render: (_, order) => <Usdt value={order.payout} /> },
    { key: 'income', title: t('orders.income'), align: 'end', render: (_, order) => <Income value={order.income} /> },
    {
      key: 'settled',
      title: t('orders.settledAt'),
      align: 'end',
      render: (_, order) => <span className="vx-num vx-ltr vx-nowrap">{order.settled_at ? moment.full(order.settled_at) : '—'}</span>,
    },
  ];
  return (
    <DeliveryList
      state={state}
      testId="delivery-settled"
      rowTestId="delivery-settled-row"
      rowState={(order) => <ResultTag order={order} />}
      phoneLines={(order, instrument) => (
        <>
          <RowLine label={t('orders.settlement')}>
            <SettlementAt order={order} instrument={instrument} />
          </RowLine>
          <RowLine label={t('orders.payout')}>
            <span className="vx-stack vx-stack--end">
              <Usdt value={order.payout} />
              <Income value={order.income} />
            </span>
          </RowLine>
          <RowLine label={t('orders.settledAt')}>
            <span className="vx-num vx-ltr">{order.settled_at ? moment.full(order.settled_at) : '—'}</span>
          </RowLine>
        </>
      )}
      columns={columns}
    />
  );
}
