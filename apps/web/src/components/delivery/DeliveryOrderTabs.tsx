import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeliveryScope, useDeliveryOrders } from '../../api/delivery';
import { useTo } from '../../router/layout-context';
import { LinkButton } from '../LinkButton';
import { deliveryListState, OpenDeliveryList, SettledDeliveryList } from './DeliveryOrderLists';

/** Rows per page of the delivery lists. */
export const DELIVERY_PAGE_SIZE = 10;

/**
 * Open and settled delivery orders in tabs, a page at a time. The `delivery` stream (held by the
 * page) patches both lists: a placed order appears at once, a settled one moves across by itself.
 */
export function DeliveryOrderTabs({
  pageSize = DELIVERY_PAGE_SIZE,
  extra,
  onTradingPage = false,
  className,
  testId = 'delivery-tabs',
}: {
  pageSize?: number;
  extra?: ReactNode;
  /** Beside the order form: the empty list points up to it instead of linking to the trading page. */
  onTradingPage?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('delivery');
  const to = useTo();
  const [tab, setTab] = useState<DeliveryScope>('open');
  const [pages, setPages] = useState<Record<DeliveryScope, number>>({ open: 1, settled: 1 });
  const onPage = (scope: DeliveryScope) => (page: number) => setPages((before) => ({ ...before, [scope]: page }));
  const open = useDeliveryOrders({ scope: 'open', page: pages.open, limit: pageSize });
  // Read while hidden too: a settlement moves a row into it, and the tab shows how many there are.
  const settled = useDeliveryOrders({ scope: 'settled', page: pages.settled, limit: pageSize });
  const openCount = open.data?.total ?? 0;
  const settledCount = settled.data?.total ?? 0;
  const labels: Record<DeliveryScope, string> = {
    open: openCount > 0 ? t('orders.openCount', { n: openCount }) : t('orders.open'),
    settled: settledCount > 0 ? t('orders.settledCount', { n: settledCount }) : t('orders.settled'),
  };
  const tradeLink = onTradingPage ? undefined : (
    <LinkButton to={to('/deal_jg')} type="primary" data-testid="delivery-trade-link">
      {t('orders.trade')}
    </LinkButton>
  );
  return (
    <section className={['vx-dl-tabs', 'vx-deal-card', className].filter(Boolean).join(' ')} data-testid={testId}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DeliveryScope)}
        size="small"
        tabBarExtraContent={extra}
        items={[
          {
            key: 'open',
            label: <span data-testid="delivery-tab-open">{labels.open}</span>,
            children: (
              <OpenDeliveryList
                state={deliveryListState(
                  open,
                  pages.open,
                  pageSize,
                  onPage('open'),
                  onTradingPage ? t('orders.emptyOpenHere') : t('orders.emptyOpen'),
                  tradeLink,
                )}
              />
            ),
          },
          {
            key: 'settled',
            label: <span data-testid="delivery-tab-settled">{labels.settled}</span>,
            children: <SettledDeliveryList state={deliveryListState(settled, pages.settled, pageSize, onPage('settled'), t('orders.emptySettled'))} />,
          },
        ]}
      />
    </section>
  );
}
