import { LineChartOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryOrders, useLiveDelivery, useLiveMarks } from '../../api/delivery';
import { DeliveryOrderTabs } from '../../components/delivery/DeliveryOrderTabs';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { useTo } from '../../router/layout-context';
import '../../delivery.css';

/** Rows per page here (the trading page shows fewer). */
const PAGE_SIZE = 20;

/**
 * Delivery positions (/jgcc, /positionList): the open orders with their countdowns and the live
 * mark against the purchase price, and the settled ones with both ticks, the result and the
 * income, a page at a time; placements and settlements arrive over the WebSocket.
 */
export default function DeliveryPositionsPage() {
  const { t } = useTranslation('delivery');
  const to = useTo();
  useLiveDelivery(true);
  // The marks of the instruments with open orders on the first page (the live "now" column).
  const open = useDeliveryOrders({ scope: 'open', page: 1, limit: PAGE_SIZE });
  const symbols = useMemo(() => [...new Set((open.data?.list ?? []).map((order) => order.symbol))], [open.data]);
  useLiveMarks(symbols);
  return (
    <PageFrame
      title={t('positions.title')}
      testId="page-delivery-positions"
      extra={
        <LinkButton to={to('/deal_jg')} icon={<LineChartOutlined />} data-testid="delivery-trade">
          {t('orders.trade')}
        </LinkButton>
      }
    >
      <DeliveryOrderTabs pageSize={PAGE_SIZE} className="vx-dl-tabs--page" />
    </PageFrame>
  );
}
