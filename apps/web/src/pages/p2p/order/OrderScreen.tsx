import { ArrowLeftOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { P2pOrderView } from '@veritex/shared';
import { Badge, Segmented, Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton';
import { PageFrame } from '../../../components/PageFrame';
import { ErrorState } from '../../../components/States';
import { useLayout, useTo } from '../../../router/layout-context';
import { P2P_KEYS, useP2pMessages, useP2pOrder } from '../p2pApi';
import { AppealForm, AppealState } from './AppealPanels';
import { BuyerPaidPanel, BuyerPayPanel } from './BuyerPanels';
import { ChatPanel } from './ChatPanel';
import { RatingPanel, ResultPanel } from './FinishedPanels';
import { OrderHeadline, OrderSummary } from './OrderOverview';
import { serverNow } from './orderClock';
import { noteOrderStamps } from './parts';
import { SellerReleasePanel, SellerWaitingPanel } from './SellerPanels';
import { ORDER_POLL_MS, useOrderLive } from './useOrderLive';
import './order.css';

/** After the window ends unpaid the expiry job cancels the order; read it again a little later in case its frame is missed. */
const EXPIRY_REREAD_MS = 3_000;

function useRereadAtExpiry(order: P2pOrderView | undefined): void {
  const queryClient = useQueryClient();
  const id = order?.id;
  const payBy = order?.status === 'unpaid' ? order.pay_by : undefined;
  useEffect(() => {
    if (!id || !payBy) return;
    const wait = Math.max(0, Date.parse(payBy) - serverNow()) + EXPIRY_REREAD_MS;
    // Timers past ~24 days overflow; a window is at most half an hour.
    if (wait > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.order, id] }), wait);
    return () => window.clearTimeout(timer);
  }, [queryClient, id, payBy]);
}

/** The panels of the order's state, from the reader's side. */
function OrderPanels({ order }: { order: P2pOrderView }) {
  const finished = order.status === 'completed' || order.status === 'cancelled' || order.status === 'resolved';
  const buyer = order.role === 'buyer';
  return (
    <>
      {finished ? <ResultPanel order={order} /> : null}
      {order.status === 'unpaid' ? buyer ? <BuyerPayPanel order={order} /> : <SellerWaitingPanel order={order} /> : null}
      {order.status === 'paid' && buyer ? <BuyerPaidPanel order={order} /> : null}
      {(order.status === 'paid' || order.status === 'appeal') && !buyer ? <SellerReleasePanel order={order} /> : null}
      {order.appeal ? <AppealState order={order} /> : null}
      {order.can.appeal && !order.appeal ? <AppealForm order={order} /> : null}
      {finished ? <RatingPanel order={order} /> : null}
    </>
  );
}

function Terms({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  if (!order.terms.trim()) return null;
  return (
    <section className="vx-p2po-card vx-p2po-terms" data-testid="p2p-terms">
      <h3 className="vx-p2po-card__title">
        <FileTextOutlined /> {t('order.terms')}
      </h3>
      <p dir="auto">{order.terms}</p>
    </section>
  );
}

/** Messages from the other side and support since the chat pane was last open (the phone's tab badge). */
function useUnread(messages: readonly { mine: boolean; from: string }[], reading: boolean): number {
  const incoming = messages.filter((message) => !message.mine && message.from !== 'system').length;
  const [seen, setSeen] = useState(incoming);
  useEffect(() => {
    if (reading) setSeen(incoming);
  }, [reading, incoming]);
  return reading ? 0 : Math.max(0, incoming - seen);
}

/** One order (/kjmb?id=…): headline, amounts and escrow, the step of the reader's side, appeal, result, rating; the chat beside. */
export function OrderScreen({ id }: { id: string }) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const to = useTo();
  const live = useOrderLive(id);
  const poll = live === 'open' ? false : ORDER_POLL_MS;
  const query = useP2pOrder(id, poll);
  const messages = useP2pMessages(id, poll);
  const [pane, setPane] = useState<'order' | 'chat'>('order');
  const panes = useRef<HTMLDivElement>(null);
  const order = query.data;
  const unread = useUnread(messages.data?.items ?? [], !phone || pane === 'chat');
  useRereadAtExpiry(order);
  useEffect(() => {
    if (order) noteOrderStamps(order);
  }, [order]);

  const back = (
    <LinkButton to={to('/kjmbSelect')} icon={<ArrowLeftOutlined className="vx-flip-rtl" />} size={phone ? 'small' : undefined} data-testid="p2p-order-back">
      {t('order.backToList')}
    </LinkButton>
  );
  const title = order ? t(`order.trade.${order.role}`) : t('order.title');

  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (query.isError || !order) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const chat = <ChatPanel order={order} messages={messages} live={live} phone={phone} />;
    const main = (
      <div className="vx-p2po__main">
        <OrderSummary order={order} />
        <OrderPanels order={order} />
        <Terms order={order} />
      </div>
    );
    body = (
      <div className="vx-p2po" data-testid="p2p-order" data-order-id={order.id} data-status={order.status} data-role={order.role}>
        <OrderHeadline order={order} />
        {phone ? (
          <>
            <div ref={panes} className="vx-p2po-panes-anchor" />
            <Segmented
              block
              value={pane}
              onChange={(value) => {
                setPane(value as 'order' | 'chat');
                // The chat fills the screen below the pane switch: bring the switch up under the top bar.
                if (value === 'chat') window.requestAnimationFrame(() => panes.current?.scrollIntoView({ block: 'start' }));
              }}
              className="vx-p2po-panes"
              options={[
                { value: 'order', label: <span data-testid="p2p-pane-order">{t('order.paneOrder')}</span> },
                {
                  value: 'chat',
                  label: (
                    <span data-testid="p2p-pane-chat">
                      {t('chat.title')} <Badge count={unread} size="small" data-testid="p2p-chat-unread" />
                    </span>
                  ),
                },
              ]}
            />
            {pane === 'order' ? main : chat}
          </>
        ) : (
          <div className="vx-p2po__grid">
            {main}
            <aside className="vx-p2po__side">{chat}</aside>
          </div>
        )}
      </div>
    );
  }
  return (
    <PageFrame title={title} extra={back} testId="page-kjmb">
      {body}
    </PageFrame>
  );
}
