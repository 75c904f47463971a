import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@veritex/shared';
import { Checkbox, Tabs } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTrades, useOrders } from '../../api/spot';
import { useLayout, useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { LinkButton } from '../LinkButton';
import { EmptyState } from '../States';
import { CancelAllButton, type ListState, MyTradesTable, OrdersTable } from './OrderLists';

type OrderTab = 'open' | 'history' | 'trades';

function listState<T>(query: UseQueryResult<Paged<T>>, page: number, onPage: (page: number) => void, empty: string): ListState<T> {
  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    page,
    onPage,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty,
  };
}

/**
 * The exchange page's bottom tabs: open orders (cancel one, cancel all), order history and trade
 * history, for this market or all. The `orders` channel re-reads them whenever an order changes.
 */
export const OrderTabs = memo(function OrderTabs({ symbol, signedIn }: { symbol: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const [tab, setTab] = useState<OrderTab>('open');
  const [thisPair, setThisPair] = useState(false);
  const [pages, setPages] = useState<Record<OrderTab, number>>({ open: 1, history: 1, trades: 1 });
  const onPage = (key: OrderTab) => (page: number) => setPages((before) => ({ ...before, [key]: page }));
  const filterSymbol = thisPair ? symbol : undefined;
  const limit = SETTINGS.ordersPageSize;
  const open = useOrders({ scope: 'open', symbol: filterSymbol, page: pages.open, limit }, signedIn);
  const history = useOrders({ scope: 'history', symbol: filterSymbol, page: pages.history, limit }, signedIn && tab === 'history');
  const trades = useMyTrades({ symbol: filterSymbol, page: pages.trades, limit }, signedIn && tab === 'trades');
  const openCount = open.data?.total ?? 0;

  const body = (key: OrderTab) => {
    if (!signedIn) {
      return (
        <EmptyState
          text={t('spot.orders.signedOut')}
          action={
            <LinkButton to={`${to('/login')}?redirect=${encodeURIComponent(`/deal?symbol=${symbol}`)}`} type="primary">
              {t('spot.form.logIn')}
            </LinkButton>
          }
          testId="orders-signed-out"
        />
      );
    }
    if (key === 'open') return <OrdersTable scope="open" state={listState(open, pages.open, onPage('open'), t('spot.orders.emptyOpen'))} />;
    if (key === 'history') return <OrdersTable scope="history" state={listState(history, pages.history, onPage('history'), t('spot.orders.emptyHistory'))} />;
    return <MyTradesTable state={listState(trades, pages.trades, onPage('trades'), t('spot.orders.emptyTrades'))} />;
  };

  const labels: Record<OrderTab, string> = {
    open: openCount > 0 ? t('spot.orders.openCount', { count: openCount }) : t('spot.orders.open'),
    history: t('spot.orders.history'),
    trades: t('spot.orders.trades'),
  };
  const extra = signedIn ? (
    <span className="vx-order-tabs__extra">
      <Checkbox
        checked={thisPair}
        onChange={(event) => {
          setThisPair(event.target.checked);
          setPages({ open: 1, history: 1, trades: 1 });
        }}
        data-testid="orders-this-pair"
      >
        {t('spot.orders.thisPair')}
      </Checkbox>
      {tab === 'open' ? <CancelAllButton symbol={filterSymbol} disabled={openCount === 0} /> : null}
    </span>
  ) : null;
  return (
    <section className="vx-order-tabs vx-deal-card" data-testid="order-tabs">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as OrderTab)}
        size="small"
        // The phone has no room beside the tabs: the filter and "cancel all" go above the list.
        tabBarExtraContent={phone ? undefined : extra}
        items={(['open', 'history', 'trades'] as const).map((key) => ({
          key,
          label: <span data-testid={`orders-tab-${key}`}>{labels[key]}</span>,
          children: (
            <>
              {phone && extra ? <div className="vx-order-tabs__extra--phone">{extra}</div> : null}
              {body(key)}
            </>
          ),
        }))}
      />
    </section>
  );
});
