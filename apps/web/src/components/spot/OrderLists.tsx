import type { MyTrade, OrderStatus, SpotOrder, SpotRules } from '@veritex/shared';
import { App, Button, type ButtonProps, Popconfirm, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayScale } from '../../api/assets';
import { ApiError } from '../../api/client';
import { newRequestId } from '../../api/requestId';
import { spotCalls, useSpotRules } from '../../api/spot';
import { useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, isZero, mul, percentOf, trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { type ListState, PagedRows, PagedTable, RowLine } from '../lists/PagedList';
import { RuleVersionLink } from '../rules';

/** Market scales by symbol, so each row shows its own market's decimals. */
export function useRulesBySymbol(): (symbol: string) => SpotRules | undefined {
  const rules = useSpotRules();
  return (symbol) => rules.data?.find((entry) => entry.symbol === symbol);
}

export function PairLabel({ symbol }: { symbol: string }) {
  const [base, quote] = symbol.split('_');
  return (
    <span className="vx-pair">
      <span className="vx-pair__base">{base}</span>
      <span className="vx-pair__quote">/{quote}</span>
    </span>
  );
}

/**
 * A decimal at a fixed scale: the market's tick or lot decimals when the market is known, an
 * amount of an asset (`unit`, or `coin` when the unit is not written) to the asset's display
 * scale with the exact value on hover, else as the server wrote it.
 */
function Num({ value, scale, unit, coin, className }: { value: string | null | undefined; scale?: number; unit?: string; coin?: string; className?: string }) {
  const format = useFormat();
  const displayScale = useDisplayScale();
  if (!value || !isDecimal(value)) return <span className="vx-muted">—</span>;
  const scaleAsset = coin ?? unit;
  const places = scale ?? (scaleAsset ? displayScale(scaleAsset) : undefined);
  const exact = trim(value);
  const text = places === undefined ? format.fixed(exact, decimalsOf(exact)) : format.fixed(value, places);
  return (
    <span className={['vx-num', 'vx-ltr', className].filter(Boolean).join(' ')} title={places !== undefined && places < decimalsOf(exact) ? exact : undefined}>
      {text}
      {unit ? <span className="vx-muted"> {unit}</span> : null}
    </span>
  );
}

/** The quote asset of a spot symbol ("BTC_USDT" → "USDT"). */
function quoteOf(symbol: string): string {
  return symbol.split('_')[1] ?? symbol;
}

const STATUS_COLOURS: Record<OrderStatus, string> = { pending: 'processing', trading: 'gold', closed: 'success', withdrawn: 'default' };

/** The spec's order states (§4): pending, trading, closed, withdrawn; an ended order says why on hover. */
export function OrderStatusTag({ order }: { order: SpotOrder }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={STATUS_COLOURS[order.status]} variant="filled" data-testid="order-status" data-status={order.status}>
      {t(`spot.status.${order.status}`)}
    </Tag>
  );
  return order.reason && order.reason !== 'filled' ? <Tooltip title={t(`spot.reasons.${order.reason}`)}>{tag}</Tooltip> : tag;
}

function SideText({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useTranslation();
  return <span className={side === 'buy' ? 'vx-side vx-side--buy' : 'vx-side vx-side--sell'}>{t(`spot.sides.${side}`)}</span>;
}

/** "Filled / asked" for the base quantity; market buys asked for a quote amount. */
function FilledCell({ order, rules }: { order: SpotOrder; rules: SpotRules | undefined }) {
  const asked = order.quantity;
  return (
    <span className="vx-stack vx-stack--end">
      <span>
        <Num value={order.filled_quantity} scale={rules?.quantity_scale} />
        {asked ? (
          <span className="vx-muted">
            {' / '}
            <Num value={asked} scale={rules?.quantity_scale} />
          </span>
        ) : null}
      </span>
      {asked && isDecimal(asked) && !isZero(asked) ? <span className="vx-muted vx-small vx-num">{percentOf(order.filled_quantity, asked)}%</span> : null}
    </span>
  );
}

function CancelButton({ order }: { order: SpotOrder }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const { message } = App.useApp();
  return (
    <Button
      size={phone ? 'middle' : 'small'}
      type="link"
      danger
      data-testid="order-cancel"
      onClick={async () => {
        try {
          await spotCalls.cancelOrder(order.id, newRequestId());
          void message.success(t('spot.orders.cancelled'));
        } catch (error) {
          if (error instanceof ApiError) void message.warning(error.msg || t('errors:request_error'));
          else void message.error(t('common.networkError'));
        }
      }}
    >
      {t('spot.orders.cancel')}
    </Button>
  );
}

/** An open order's value: limit price × quantity, or a market buy's amount. */
function openValue(order: SpotOrder): string | null {
  if (order.price && order.quantity && isDecimal(order.price) && isDecimal(order.quantity)) return mul(order.price, order.quantity);
  return order.amount;
}

function orderRowProps(order: SpotOrder): HTMLAttributes<HTMLElement> {
  return { 'data-testid': 'order-row', 'data-id': order.id, 'data-status': order.status, 'data-side': order.side } as HTMLAttributes<HTMLElement>;
}

/** The user's orders: open ones with cancel, or the history with average price, total and fee. */
export function OrdersTable({ state, scope }: { state: ListState<SpotOrder>; scope: 'open' | 'history' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { phone } = useLayout();
  const rulesOf = useRulesBySymbol();
  const testId = scope === 'open' ? 'open-orders' : 'order-history';

  if (phone) {
    return (
      <PagedRows
        state={state}
        testId={testId}
        skeletonRows={4}
        renderRow={(order) => {
          const rules = rulesOf(order.symbol);
          return (
            <li key={order.id} className="vx-mrow" {...orderRowProps(order)}>
              <div className="vx-mrow__head">
                <span>
                  <SideText side={order.side} /> <PairLabel symbol={order.symbol} /> <span className="vx-muted vx-small">{t(`spot.types.${order.type}`)}</span>
                </span>
                <OrderStatusTag order={order} />
              </div>
              <RowLine label={t('spot.orders.price')}>
                {order.price ? <Num value={order.price} scale={rules?.price_scale} /> : <span>{t('spot.types.market')}</span>}
              </RowLine>
              <RowLine label={t('spot.orders.filled')}>
                <FilledCell order={order} rules={rules} />
              </RowLine>
              {order.amount ? (
                <RowLine label={t('spot.orders.amount')}>
                  <Num value={order.amount} unit={rules?.quote} />
                </RowLine>
              ) : null}
              <div className="vx-mrow__line">
                <span className="vx-muted vx-num">{format.dateTime(order.created_at)}</span>
                {scope === 'open' ? <CancelButton order={order} /> : <RuleVersionLink version={order.rule_version} />}
              </div>
            </li>
          );
        }}
      />
    );
  }

  const columns: TableColumnsType<SpotOrder> = [
    { key: 'time', title: t('spot.orders.time'), render: (_, order) => <span className="vx-num vx-nowrap">{format.dateTime(order.created_at)}</span> },
    { key: 'pair', title: t('market.columns.pair'), render: (_, order) => <PairLabel symbol={order.symbol} /> },
    { key: 'type', title: t('spot.orders.type'), render: (_, order) => t(`spot.types.${order.type}`) },
    { key: 'side', title: t('spot.orders.side'), render: (_, order) => <SideText side={order.side} /> },
    {
      key: 'price',
      title: t('spot.orders.price'),
      align: 'end',
      render: (_, order) => (order.price ? <Num value={order.price} scale={rulesOf(order.symbol)?.price_scale} /> : t('spot.types.market')),
    },
  ];
  if (scope === 'history') {
    columns.push({
      key: 'average',
      title: t('spot.orders.average'),
      align: 'end',
      render: (_, order) => <Num value={order.average_price} scale={rulesOf(order.symbol)?.price_scale} />,
    });
  }
  columns.push({
    key: 'filled',
    title: t('spot.orders.filledOfQuantity'),
    align: 'end',
    render: (_, order) => <FilledCell order={order} rules={rulesOf(order.symbol)} />,
  });
  columns.push({
    key: 'amount',
    title: t('spot.orders.total'),
    align: 'end',
    render: (_, order) => (
      <span className="vx-stack vx-stack--end">
        {/* Open orders: what the order is worth; history: what it traded. */}
        <Num value={scope === 'open' ? openValue(order) : order.filled_amount} coin={quoteOf(order.symbol)} />
        {order.amount ? (
          <span className="vx-muted vx-small">
            {t('spot.orders.ofAmount')} <Num value={order.amount} coin={quoteOf(order.symbol)} />
          </span>
        ) : null}
      </span>
    ),
  });
  if (scope === 'history') {
    columns.push({
      key: 'fee',
      title: t('spot.orders.fee'),
      align: 'end',
      render: (_, order) => <Num value={order.fee} unit={order.fee_asset} />,
    });
  }
  columns.push({ key: 'status', title: t('spot.orders.status'), render: (_, order) => <OrderStatusTag order={order} /> });
  if (scope === 'history') columns.push({ key: 'rules', title: t('rulesLink.column'), render: (_, order) => <RuleVersionLink version={order.rule_version} /> });
  if (scope === 'open') columns.push({ key: 'action', title: '', align: 'end', render: (_, order) => <CancelButton order={order} /> });

  return <PagedTable<SpotOrder> state={state} testId={testId} skeletonRows={4} columns={columns} onRow={orderRowProps} />;
}

/** Cancels every open order (of the shown market, or all), after a confirmation. */
export function CancelAllButton({ symbol, disabled }: { symbol?: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={symbol ? t('spot.orders.cancelAllPairConfirm', { pair: symbol.replace('_', '/') }) : t('spot.orders.cancelAllConfirm')}
      okText={t('spot.orders.cancelAll')}
      cancelText={t('common.back')}
      okButtonProps={{ danger: true, 'data-testid': 'cancel-all-confirm' } as ButtonProps}
      disabled={disabled}
      onConfirm={async () => {
        try {
          const { cancelled } = await spotCalls.cancelAllOrders(symbol, newRequestId());
          void message.success(t('spot.orders.cancelledCount', { count: cancelled }));
        } catch (error) {
          if (error instanceof ApiError) void message.warning(error.msg || t('errors:request_error'));
          else void message.error(t('common.networkError'));
        }
      }}
    >
      <Button size={phone ? 'middle' : 'small'} danger disabled={disabled} data-testid="cancel-all">
        {t('spot.orders.cancelAll')}
      </Button>
    </Popconfirm>
  );
}

function tradeRowProps(trade: MyTrade): HTMLAttributes<HTMLElement> {
  return { 'data-testid': 'my-trade-row', 'data-id': trade.id, 'data-side': trade.side } as HTMLAttributes<HTMLElement>;
}

/** The user's own fills (trade history on /deal, /dealList). */
export function MyTradesTable({ state }: { state: ListState<MyTrade> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { phone } = useLayout();
  const rulesOf = useRulesBySymbol();
  if (phone) {
    return (
      <PagedRows
        state={state}
        testId="my-trades"
        skeletonRows={4}
        renderRow={(trade) => {
          const rules = rulesOf(trade.symbol);
          return (
            <li key={trade.id} className="vx-mrow" {...tradeRowProps(trade)}>
              <div className="vx-mrow__head">
                <span>
                  <SideText side={trade.side} /> <PairLabel symbol={trade.symbol} />
                </span>
                <span className="vx-muted vx-small">{t(`spot.roles.${trade.role}`)}</span>
              </div>
              <RowLine label={t('spot.orders.price')}>
                <Num value={trade.price} scale={rules?.price_scale} />
              </RowLine>
              <RowLine label={t('spot.orders.quantity')}>
                <Num value={trade.quantity} scale={rules?.quantity_scale} unit={rules?.base} />
              </RowLine>
              <RowLine label={t('spot.orders.total')}>
                <Num value={trade.amount} unit={rules?.quote} coin={quoteOf(trade.symbol)} />
              </RowLine>
              <RowLine label={t('spot.orders.fee')}>
                <Num value={trade.fee} unit={trade.fee_asset} />
              </RowLine>
              <span className="vx-muted vx-small vx-num">{format.dateTime(trade.time)}</span>
            </li>
          );
        }}
      />
    );
  }
  const columns: TableColumnsType<MyTrade> = [
    { key: 'time', title: t('spot.orders.time'), render: (_, trade) => <span className="vx-num vx-nowrap">{format.dateTime(trade.time)}</span> },
    { key: 'pair', title: t('market.columns.pair'), render: (_, trade) => <PairLabel symbol={trade.symbol} /> },
    { key: 'side', title: t('spot.orders.side'), render: (_, trade) => <SideText side={trade.side} /> },
    { key: 'role', title: t('spot.orders.role'), render: (_, trade) => t(`spot.roles.${trade.role}`) },
    { key: 'price', title: t('spot.orders.price'), align: 'end', render: (_, trade) => <Num value={trade.price} scale={rulesOf(trade.symbol)?.price_scale} /> },
    {
      key: 'quantity',
      title: t('spot.orders.quantity'),
      align: 'end',
      render: (_, trade) => <Num value={trade.quantity} scale={rulesOf(trade.symbol)?.quantity_scale} />,
    },
    {
      key: 'amount',
      title: t('spot.orders.total'),
      align: 'end',
      render: (_, trade) => <Num value={trade.amount} unit={rulesOf(trade.symbol)?.quote} coin={quoteOf(trade.symbol)} />,
    },
    { key: 'fee', title: t('spot.orders.fee'), align: 'end', render: (_, trade) => <Num value={trade.fee} unit={trade.fee_asset} /> },
  ];
  return <PagedTable<MyTrade> state={state} testId="my-trades" skeletonRows={4} columns={columns} onRow={tradeRowProps} />;
}
