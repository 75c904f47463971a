import { Checkbox } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTrades, useOrders } from '../../api/spot';
import { useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { LinkButton } from '../LinkButton';
import { ListTabs, usePagesByTab } from '../lists/ListTabs';
import { listStateOf } from '../lists/PagedList';
import { EmptyState } from '../States';
import { CancelAllButton, MyTradesTable, OrdersTable } from './OrderLists';

const ORDER_TABS = ['open', 'history', 'trades'] as const;
type OrderTab = (typeof ORDER_TABS)[number];

/**
 * The exchange page's bottom tabs: open orders (cancel one, cancel all), order history and trade
 * history, for this market or all. The `orders` channel re-reads them whenever an order changes.
 */
export const OrderTabs = memo(function OrderTabs({ symbol, signedIn }: { symbol: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useTo();
  const [tab, setTab] = useState<OrderTab>('open');
  const [thisPair, setThisPair] = useState(false);
  const { pages, onPage, resetPages } = usePagesByTab(ORDER_TABS);
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
    if (key === 'open')
      return <OrdersTable scope="open" state={listStateOf(open, { page: pages.open, onPage: onPage('open'), empty: t('spot.orders.emptyOpen') })} />;
    if (key === 'history')
      return (
        <OrdersTable scope="history" state={listStateOf(history, { page: pages.history, onPage: onPage('history'), empty: t('spot.orders.emptyHistory') })} />
      );
    return <MyTradesTable state={listStateOf(trades, { page: pages.trades, onPage: onPage('trades'), empty: t('spot.orders.emptyTrades') })} />;
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
          resetPages();
        }}
        data-testid="orders-this-pair"
      >
        {t('spot.orders.thisPair')}
      </Checkbox>
      {tab === 'open' ? <CancelAllButton symbol={filterSymbol} disabled={openCount === 0} /> : null}
    </span>
  ) : null;
  return (
    <ListTabs
      className="vx-order-tabs vx-deal-card"
      testId="order-tabs"
      active={tab}
      onChange={setTab}
      extra={extra}
      tabs={ORDER_TABS.map((key) => ({ key, label: labels[key], testId: `orders-tab-${key}`, content: body(key) }))}
    />
  );
});
