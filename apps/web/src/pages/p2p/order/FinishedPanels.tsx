import { CheckCircleFilled, CloseCircleFilled, CustomerServiceFilled, DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import type { P2pOrderView } from '@veritex/shared';
import { Button, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/form/submit';
import { LinkButton } from '../../../components/LinkButton';
import { useFormat } from '../../../i18n/format';
import { useTo } from '../../../router/layout-context';
import { p2pCalls } from '../p2pApi';
import { useOrderAction } from './parts';

/** How the order ended, in the reader's terms: where the USDT went and why. */
export function ResultPanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const to = useTo();
  const quantity = `${format.fixed(order.quantity, 6)} USDT`;
  let icon: ReactNode;
  let title: string;
  let text: string;
  if (order.status === 'completed') {
    icon = <CheckCircleFilled className="vx-p2po-result__icon vx-p2po-result__icon--ok" />;
    title = t('order.result.completed');
    text = t(`order.result.completedText_${order.role}`, { quantity });
  } else if (order.status === 'cancelled') {
    icon = <CloseCircleFilled className="vx-p2po-result__icon" />;
    title = t('order.result.cancelled');
    text = `${t(`order.result.cancelledWhy_${order.cancel_reason ?? 'buyer'}`)} ${t(`order.result.returned_${order.role}`, { quantity })}`;
  } else {
    icon = <CustomerServiceFilled className="vx-p2po-result__icon vx-p2po-result__icon--staff" />;
    title = t('order.result.resolved');
    text = t(`order.result.resolvedText_${order.appeal?.outcome ?? 'released'}_${order.role}`, { quantity });
  }
  const buyerGotIt = order.role === 'buyer' && order.escrow === 'released';
  return (
    <section className={`vx-p2po-card vx-p2po-result vx-p2po-result--${order.status}`} data-testid="p2p-result" data-status={order.status}>
      {icon}
      <div className="vx-p2po-result__body">
        <h3 className="vx-p2po-card__title">{title}</h3>
        <p data-testid="p2p-result-text">{text}</p>
        {order.closed_at ? <p className="vx-muted vx-small vx-num">{format.dateTime(order.closed_at)}</p> : null}
      </div>
      {buyerGotIt || order.escrow === 'returned' ? (
        <LinkButton to={to('/asset')} data-testid="p2p-result-assets">
          {t('order.result.assets')}
        </LinkButton>
      ) : null}
    </section>
  );
}

function RatingLine({ rating, label, testId }: { rating: NonNullable<P2pOrderView['my_rating']>; label: string; testId: string }) {
  const { t } = useTranslation('p2p');
  return (
    <div className="vx-p2po-rating" data-testid={testId} data-positive={rating.positive ? 'true' : 'false'}>
      <span className="vx-muted">{label}</span>
      <span className={rating.positive ? 'vx-p2po-rating__mark vx-p2po-rating__mark--up' : 'vx-p2po-rating__mark vx-p2po-rating__mark--down'}>
        {rating.positive ? <LikeFilled /> : <DislikeFilled />} {t(rating.positive ? 'rate.positive' : 'rate.negative')}
      </span>
      {rating.comment ? (
        <span className="vx-p2po-rating__comment" dir="auto">
          {rating.comment}
        </span>
      ) : null}
    </div>
  );
}

const COMMENT_MAX = 200;

/** Rate the counterparty once (thumbs and an optional comment), and read how they rated you. */
export function RatingPanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const action = useOrderAction(order.id);
  const [positive, setPositive] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const nickname = order.counterparty.nickname;
  if (!order.can.rate && !order.my_rating && !order.their_rating) return null;

  async function submit() {
    if (positive === null) return;
    const text = comment.trim();
    await action.perform({ positive, text }, (requestId) => p2pCalls.rate(order.id, positive, text, requestId));
  }

  return (
    <section className="vx-p2po-card" data-testid="p2p-rating">
      <h3 className="vx-p2po-card__title">{t('rate.title', { nickname })}</h3>
      {order.my_rating ? <RatingLine rating={order.my_rating} label={t('rate.mine')} testId="p2p-my-rating" /> : null}
      {!order.my_rating && order.can.rate ? (
        <div className="vx-p2po-rate-form" data-testid="p2p-rate-form">
          <div className="vx-p2po-rate-form__thumbs" role="radiogroup" aria-label={t('rate.title', { nickname })}>
            <Button
              icon={positive === true ? <LikeFilled /> : <LikeOutlined />}
              type={positive === true ? 'primary' : 'default'}
              onClick={() => setPositive(true)}
              role="radio"
              aria-checked={positive === true}
              data-testid="p2p-rate-up"
            >
              {t('rate.positive')}
            </Button>
            <Button
              icon={positive === false ? <DislikeFilled /> : <DislikeOutlined />}
              type={positive === false ? 'primary' : 'default'}
              danger={positive === false}
              onClick={() => setPositive(false)}
              role="radio"
              aria-checked={positive === false}
              data-testid="p2p-rate-down"
            >
              {t('rate.negative')}
            </Button>
          </div>
          <Input.TextArea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={COMMENT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('rate.commentPlaceholder')}
            dir="auto"
            data-testid="p2p-rate-comment"
          />
          <RefusalAlert error={action.refusal} onClose={action.clearRefusal} />
          <Button type="primary" disabled={positive === null} loading={action.busy} onClick={() => void submit()} data-testid="p2p-rate-submit">
            {t('rate.submit')}
          </Button>
          <p className="vx-muted vx-small">{t('rate.once')}</p>
        </div>
      ) : null}
      {order.their_rating ? (
        <RatingLine rating={order.their_rating} label={t('rate.theirs', { nickname })} testId="p2p-their-rating" />
      ) : (
        <p className="vx-muted vx-small" data-testid="p2p-their-rating-none">
          {t('rate.theirsNone', { nickname })}
        </p>
      )}
    </section>
  );
}
