import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeliveryScope, useDeliveryOrders } from '../../api/delivery';
import { useTo } from '../../router/layout-context';
import { LinkButton } from '../LinkButton';
import { ListTabs, usePagesByTab } from '../lists/ListTabs';
import { listStateOf } from '../lists/PagedList';
import { OpenDeliveryList, SettledDeliveryList } from './DeliveryOrderLists';

/** Rows per page of the delivery lists. */
export const DELIVERY_PAGE_SIZE = 10;

const DELIVERY_SCOPES: readonly DeliveryScope[] = ['open', 'settled'];

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
  const { pages, onPage } = usePagesByTab(DELIVERY_SCOPES);
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
    <ListTabs
      className={['vx-dl-tabs', 'vx-deal-card', className].filter(Boolean).join(' ')}
      testId={testId}
      active={tab}
      onChange={setTab}
      extra={extra}
      tabs={[
        {
          key: 'open',
          label: labels.open,
          testId: 'delivery-tab-open',
          content: (
            <OpenDeliveryList
              state={listStateOf(open, {
                page: pages.open,
                pageSize,
                onPage: onPage('open'),
                empty: onTradingPage ? t('orders.emptyOpenHere') : t('orders.emptyOpen'),
                emptyAction: tradeLink,
              })}
            />
          ),
        },
        {
          key: 'settled',
          label: labels.settled,
          testId: 'delivery-tab-settled',
          content: (
            <SettledDeliveryList state={listStateOf(settled, { page: pages.settled, pageSize, onPage: onPage('settled'), empty: t('orders.emptySettled') })} />
          ),
        },
      ]}
    />
  );
}
