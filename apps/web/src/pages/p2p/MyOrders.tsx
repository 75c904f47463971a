import type { P2pOrderView } from '@veritex/shared';
import { Segmented, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type ListState, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useP2pOrders } from './p2pApi';
import { Fiat, OrderStatusTag, Usdt } from './parts';

export const MY_ORDERS_PAGE_SIZE = 10;
const STATUS_FILTERS = ['open', 'closed', 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The caller's trade: the buyer buys USDT and pays fiat. */
function TradeCell({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const trade = order.role === 'buyer' ? 'buy' : 'sell';
  return (
    <span className={`vx-strong vx-p2p-side--${trade}`} data-testid="p2p-order-trade" data-trade={trade}>
      {t(`orders.${trade}`)}
    </span>
  );
}

function OrderLink({ order, strong }: { order: P2pOrderView; strong?: boolean }) {
  const to = useTo();
  return (
    <Link to={to(`/kjmb?id=${order.id}`)} className={strong ? 'vx-strong vx-ltr vx-num' : 'vx-ltr vx-num'} data-testid={`p2p-order-${order.id}-link`}>
      {order.order_no}
    </Link>
  );
}

function ActionLink({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  const open = order.status === 'unpaid' || order.status === 'paid' || order.status === 'appeal';
  return (
    <Link to={to(`/kjmb?id=${order.id}`)} className={open ? 'vx-strong' : undefined} data-testid={`p2p-order-${order.id}-open`}>
      {open ? t('orders.continue') : t('orders.details')}
    </Link>
  );
}

function useColumns(): TableColumnsType<P2pOrderView> {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  return [
    { key: 'no', title: t('orders.no'), render: (_, order) => <OrderLink order={order} /> },
    { key: 'trade', title: t('orders.trade'), render: (_, order) => <TradeCell order={order} /> },
    { key: 'price', title: t('orders.price'), align: 'end', render: (_, order) => <Fiat value={order.price} fiat={order.fiat} /> },
    { key: 'quantity', title: t('orders.quantity'), align: 'end', render: (_, order) => <Usdt value={order.quantity} /> },
    { key: 'fiat', title: t('orders.fiatAmount'), align: 'end', render: (_, order) => <Fiat value={order.fiat_amount} fiat={order.fiat} /> },
    { key: 'counterparty', title: t('orders.counterparty'), render: (_, order) => <span dir="auto">{order.counterparty.nickname}</span> },
    { key: 'status', title: t('orders.status'), render: (_, order) => <OrderStatusTag status={order.status} /> },
    { key: 'time', title: t('orders.time'), render: (_, order) => <span className="vx-num vx-nowrap">{format.dateTime(order.created_at)}</span> },
    { key: 'action', align: 'end', render: (_, order) => <ActionLink order={order} /> },
  ];
}

function OrderCard({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  return (
    <li className="vx-mrow" data-testid={`p2p-order-${order.id}`} data-status={order.status}>
      <div className="vx-mrow__head">
        <strong>
          <TradeCell order={order} /> <Usdt value={order.quantity} />
        </strong>
        <OrderStatusTag status={order.status} />
      </div>
      <RowLine label={t('orders.fiatAmount')}>
        <Fiat value={order.fiat_amount} fiat={order.fiat} />
      </RowLine>
      <RowLine label={t('orders.price')}>
        <Fiat value={order.price} fiat={order.fiat} />
      </RowLine>
      <RowLine label={t('orders.counterparty')}>
        <span dir="auto">{order.counterparty.nickname}</span>
      </RowLine>
      <RowLine label={t('orders.no')}>
        <span className="vx-ltr vx-num">{order.order_no}</span>
      </RowLine>
      <RowLine label={t('orders.time')}>
        <span className="vx-num">{format.dateTime(order.created_at)}</span>
      </RowLine>
      <div className="vx-mrow__actions">
        <ActionLink order={order} />
      </div>
    </li>
  );
}

/** The user's quick-buy orders as buyer or seller (web/p2pOrders), newest first, filtered open / closed / all (kept in the address). */
export function MyOrders() {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const [params, setParams] = useSearchParams();
  const status: StatusFilter = STATUS_FILTERS.find((key) => key === params.get('status')) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useP2pOrders(status, page, MY_ORDERS_PAGE_SIZE);
  const columns = useColumns();
  const setParam = (patch: Record<string, string | undefined>) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const state: ListState<P2pOrderView> = {
    rows: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize: MY_ORDERS_PAGE_SIZE,
    onPage: (next) => setParam({ page: next > 1 ? String(next) : undefined }),
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty: t(`orders.empty.${status}`),
  };
  return (
    <section className="vx-card vx-p2p-orders" data-testid="p2p-orders">
      <header className="vx-card__head">
        <h2 className="vx-card__title">{t('orders.title')}</h2>
        <Segmented<StatusFilter>
          size={phone ? 'small' : 'middle'}
          value={status}
          onChange={(next) => setParam({ status: next === 'all' ? undefined : next, page: undefined })}
          options={STATUS_FILTERS.map((key) => ({ value: key, label: <span data-testid={`p2p-orders-filter-${key}`}>{t(`orders.filter.${key}`)}</span> }))}
        />
      </header>
      <div className="vx-card__body vx-card__body--flush">
        {phone ? (
          <PagedRows state={state} testId="p2p-orders-list" renderRow={(order) => <OrderCard key={order.id} order={order} />} />
        ) : (
          <PagedTable
            state={state}
            testId="p2p-orders-list"
            columns={columns}
            className="vx-p2p-orders-table"
            onRow={(order) => ({ 'data-testid': `p2p-order-${order.id}`, 'data-status': order.status }) as HTMLAttributes<HTMLElement>}
          />
        )}
      </div>
    </section>
  );
}
