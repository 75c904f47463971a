import { ClockCircleOutlined, LockOutlined, SafetyCertificateOutlined, UndoOutlined, UnlockOutlined } from '@ant-design/icons';
import type { P2pOrderView } from '@veritex/shared';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { countdownText, useServerNow } from './orderClock';
import { CopyValue, Fiat, OrderStatusTag, Usdt } from './parts';

/** Milliseconds left of the payment window on the server's clock, never more than the window itself. */
export function useWindowLeft(order: P2pOrderView): number {
  const now = useServerNow();
  const payBy = Date.parse(order.pay_by);
  const windowMs = payBy - Date.parse(order.created_at);
  return Math.max(0, Math.min(payBy - now, windowMs));
}

/** What the headline says: the status from the reader's side (buyer or seller). */
function headlineKey(order: P2pOrderView, expired: boolean): string {
  if (order.status === 'unpaid') return expired ? 'expiring' : `unpaid_${order.role}`;
  if (order.status === 'paid') return `paid_${order.role}`;
  if (order.status === 'cancelled') return order.cancel_reason === 'expired' ? 'cancelled_expired' : 'cancelled_buyer';
  if (order.status === 'resolved') return order.appeal?.outcome === 'returned' ? 'resolved_returned' : 'resolved_released';
  return order.status;
}

function Countdown({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const left = useWindowLeft(order);
  const urgent = left < 3 * 60_000;
  return (
    <Tooltip title={t('order.countdownHint', { minutes: order.window_minutes })}>
      <span className={urgent ? 'vx-p2po-countdown vx-p2po-countdown--urgent' : 'vx-p2po-countdown'} data-testid="p2p-countdown" data-left-ms={left}>
        <ClockCircleOutlined /> <span className="vx-num vx-ltr">{countdownText(left)}</span>
      </span>
    </Tooltip>
  );
}

/**
 * The order's headline (Binance's banner): what the reader trades, where the order stands from their
 * side, the payment window's countdown and what happens at zero, the order number and its time.
 */
export function OrderHeadline({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const left = useWindowLeft(order);
  const expired = order.status === 'unpaid' && left <= 0;
  const key = headlineKey(order, expired);
  const amount = `${format.fixed(order.fiat_amount, 2)} ${order.fiat}`;
  return (
    <section className={`vx-p2po-head vx-p2po-head--${order.status}`} data-testid="p2p-order-head" data-status={order.status} data-role={order.role}>
      <div className="vx-p2po-head__main">
        <div className="vx-p2po-head__title">
          <OrderStatusTag status={order.status} />
        </div>
        <h2 className="vx-p2po-head__line" data-testid="p2p-headline" data-key={key}>
          {t(`order.headline.${key}`, { amount })}
          {order.status === 'unpaid' && !expired ? <Countdown order={order} /> : null}
        </h2>
        <p className="vx-p2po-head__sub vx-muted" data-testid="p2p-headline-sub">
          {t(`order.headlineSub.${key}`, { amount, minutes: order.window_minutes })}
        </p>
      </div>
      <dl className="vx-p2po-head__facts">
        <div>
          <dt>{t('order.number')}</dt>
          <dd>
            <CopyValue value={order.order_no} testId="p2p-order-no" />
          </dd>
        </div>
        <div>
          <dt>{t('order.created')}</dt>
          <dd className="vx-num" data-testid="p2p-order-created">
            {format.dateTime(order.created_at)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const ESCROW_ICON: Record<P2pOrderView['escrow'], ReactNode> = {
  held: <LockOutlined />,
  released: <UnlockOutlined />,
  returned: <UndoOutlined />,
};

/** Where the seller's USDT is: the platform's escrow protects both sides until it moves once. */
function EscrowLine({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const quantity = `${format.fixed(order.quantity, 6)} USDT`;
  return (
    <p className={`vx-p2po-escrow vx-p2po-escrow--${order.escrow}`} data-testid="p2p-escrow" data-escrow={order.escrow}>
      <span className="vx-p2po-escrow__icon">{ESCROW_ICON[order.escrow]}</span>
      <span>{t(`order.escrow.${order.escrow}_${order.role}`, { quantity })}</span>
    </p>
  );
}

/** The counterparty and, for a merchant, their public record. */
function Counterparty({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const merchant = order.counterparty.merchant;
  return (
    <div className="vx-p2po-party" data-testid="p2p-counterparty">
      <span className="vx-muted">{t(`order.counterparty.${order.role === 'buyer' ? 'seller' : 'buyer'}`)}</span>
      <span className="vx-p2po-party__name">
        <strong dir="auto">{order.counterparty.nickname}</strong>
        {merchant ? (
          <Tag color="gold" icon={<SafetyCertificateOutlined />} className="vx-p2po-party__badge">
            {t('order.merchant')}
          </Tag>
        ) : null}
      </span>
      {merchant ? (
        <span className="vx-p2po-party__stats vx-muted vx-small">
          <span>{t('order.stats.orders', { count: merchant.completed_30d })}</span>
          {merchant.completion_rate_pct ? <span>{t('order.stats.completion', { rate: format.fixed(merchant.completion_rate_pct, 2) })}</span> : null}
          {merchant.avg_release_minutes ? <span>{t('order.stats.release', { minutes: format.fixed(merchant.avg_release_minutes, 1) })}</span> : null}
        </span>
      ) : null}
    </div>
  );
}

/** Amount to pay (large), price, quantity, the escrow, the counterparty. */
export function OrderSummary({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  return (
    <section className="vx-p2po-card vx-p2po-summary" data-testid="p2p-summary">
      <div className="vx-p2po-summary__figures">
        <div className="vx-p2po-figure vx-p2po-figure--main">
          <span className="vx-muted">{t(`order.fiatAmount_${order.role}`)}</span>
          <Fiat value={order.fiat_amount} fiat={order.fiat} className={`vx-p2po-big vx-p2po-big--${order.role}`} testId="p2p-fiat-amount" />
        </div>
        <div className="vx-p2po-figure">
          <span className="vx-muted">{t('order.price')}</span>
          <span data-testid="p2p-price" data-value={order.price} className="vx-p2po-figure__value">
            <Fiat value={order.price} fiat={order.fiat} />
            <span className="vx-muted vx-small"> / USDT</span>
          </span>
        </div>
        <div className="vx-p2po-figure">
          <span className="vx-muted">{t(`order.quantity_${order.role}`)}</span>
          <Usdt value={order.quantity} className="vx-p2po-figure__value" testId="p2p-quantity" />
        </div>
      </div>
      <EscrowLine order={order} />
      <Counterparty order={order} />
    </section>
  );
}
