import { DislikeOutlined, FileImageOutlined, LikeOutlined } from '@ant-design/icons';
import { P2P_ASSET, type P2pDeskOrder, type P2pEscrowOutcome } from '@veritex/shared';
import { Alert, Col, Descriptions, type DescriptionsProps, Drawer, Flex, Row, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, LoadError, Mono, TimeText } from '../../components';
import { ImageCaption, ImageGrid, useImageTileStyle } from '../../images';
import { Amount } from '../finance/financeUi';
import { AppealDecisionBar, ResolveModal } from './AppealDecision';
import { OrderChat } from './OrderChat';
import { P2pImage } from './P2pImage';
import { useDeskOrder } from './p2pQueries';
import { EscrowTag, MethodTags, OrderStatusTag, Party, useNow, Waiting } from './p2pUi';

const EVIDENCE_HEIGHT = 240;

interface OrderDrawerProps {
  /** The order shown; undefined closes the drawer. */
  orderId: string | undefined;
  /** The staff member may write into the chat and decide appeals (p2p.review). */
  mayReview: boolean;
  linkUsers: boolean;
  onClose: () => void;
}

/**
 * One order with its evidence: the order's terms and times, both parties, the seller's payment
 * details, the payment proof and the appeal, the whole chat; and for an appeal, support's chat box
 * and the decision. Any other order is shown read-only.
 */
export function OrderDrawer({ orderId, mayReview, linkUsers, onClose }: OrderDrawerProps) {
  const { t } = useTranslation('admin');
  // Keeps showing the last order while the drawer slides shut.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== undefined && orderId !== shownId) setShownId(orderId);
  const detail = useDeskOrder(shownId);
  const [decision, setDecision] = useState<P2pEscrowOutcome | null>(null);
  const order = detail.data?.order;
  const decides = mayReview && order?.status === 'appeal';

  // biome-ignore lint/correctness/useExhaustiveDependencies: another order starts without the previous one's dialog.
  useEffect(() => setDecision(null), [orderId]);

  return (
    <Drawer
      open={orderId !== undefined}
      onClose={() => {
        if (decision === null) onClose();
      }}
      // Two columns (evidence, chat) side by side from 1280 wide; wider still on a large screen.
      size="min(1320px, 100vw, max(960px, 78vw))"
      title={
        order ? (
          <Space size={8} wrap>
            <span>{t('p2pDesk.order.title', { no: order.order_no })}</span>
            <OrderStatusTag status={order.status} />
            <EscrowTag escrow={order.escrow} />
          </Space>
        ) : (
          t('p2pDesk.order.loading')
        )
      }
      footer={decides && order ? <AppealDecisionBar order={order} onDecide={setDecision} /> : null}
      data-testid="p2p-order-drawer"
      data-id={shownId}
      data-status={order?.status ?? ''}
    >
      {detail.isError && !detail.data ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !order || !detail.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Row gutter={[20, 16]}>
          <Col xs={24} xl={14}>
            <Flex vertical gap={16}>
              {order.appeal ? <AppealPanel order={order} /> : null}
              {order.status === 'appeal' && !mayReview ? <Alert type="info" showIcon title={t('p2pDesk.order.readOnly')} /> : null}
              <OrderFields order={order} />
              <Parties order={order} linkUsers={linkUsers} />
              <PaymentDetails order={order} />
              <Evidence order={order} />
            </Flex>
          </Col>
          <Col xs={24} xl={10}>
            <Section title={t('p2pDesk.order.chat', { count: detail.data.messages.length })}>
              <OrderChat order={order} messages={detail.data.messages} mayWrite={decides} />
            </Section>
          </Col>
        </Row>
      )}
      {order ? <ResolveModal order={order} outcome={decision} onClose={() => setDecision(null)} /> : null}
    </Drawer>
  );
}

function Section({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </div>
  );
}

/** Who appealed, why and since when; once decided, where the escrow went and the reason both parties read. */
function AppealPanel({ order }: { order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  const now = useNow();
  const appeal = order.appeal;
  if (!appeal) return null;
  const by = appeal.by === 'buyer' ? order.buyer.nickname : order.seller.nickname;
  const open = order.status === 'appeal';
  const title = (
    <Flex justify="space-between" gap={8} wrap>
      <span>{t('p2pDesk.appeal.title', { role: t(`p2pDesk.role.${appeal.by}`), nickname: by })}</span>
      {open ? (
        <span style={{ fontWeight: 400 }}>
          {t('p2pDesk.appeal.waiting')} <Waiting since={appeal.opened_at} now={now} />
        </span>
      ) : null}
    </Flex>
  );
  return (
    <Alert
      type={open ? 'warning' : appeal.outcome ? 'success' : 'info'}
      showIcon
      title={title}
      data-testid="p2p-appeal"
      description={
        <Flex vertical gap={6}>
          <div dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="p2p-appeal-reason">
            {appeal.reason}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('p2pDesk.appeal.openedAt')} <TimeText iso={appeal.opened_at} />
          </Typography.Text>
          {appeal.outcome ? (
            <div data-testid="p2p-appeal-decision" data-outcome={appeal.outcome}>
              <Typography.Text strong>{t(`p2pDesk.appeal.outcome.${appeal.outcome}`)}</Typography.Text>{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <TimeText iso={appeal.decided_at} />
              </Typography.Text>
              <div dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {appeal.decision_reason}
              </div>
            </div>
          ) : !open ? (
            // Released by the seller or cancelled by the buyer during the appeal: the appeal stays on record, undecided.
            <Typography.Text type="secondary">{t('p2pDesk.appeal.endedWithout')}</Typography.Text>
          ) : null}
        </Flex>
      }
    />
  );
}

function OrderFields({ order }: { order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  const field = (key: string, children: ReactNode, span?: number) => ({ key, label: t(`p2pDesk.fields.${key}`), children, span });
  const items: DescriptionsProps['items'] = [
    field(
      'orderNo',
      <Typography.Text copyable={{ text: order.order_no }}>
        <Mono>{order.order_no}</Mono>
      </Typography.Text>,
    ),
    field('ad', <Mono>#{order.ad_id}</Mono>),
    field('price', <Amount value={order.price} asset={`${order.fiat}/${P2P_ASSET}`} />),
    field('quantity', <Amount value={order.quantity} asset={P2P_ASSET} strong style={{ fontSize: 15 }} />),
    field('fiatAmount', <Amount value={order.fiat_amount} asset={order.fiat} strong />),
    field('paidMethod', order.paid_method ? <MethodTags methods={[order.paid_method]} /> : EMPTY_VALUE),
    field('createdAt', <TimeText iso={order.created_at} />),
    field(
      'payBy',
      <span>
        <TimeText iso={order.pay_by} />{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ({t('p2pDesk.fields.window', { count: order.window_minutes })})
        </Typography.Text>
      </span>,
    ),
    field('paidAt', <TimeText iso={order.paid_at} />),
    field('closedAt', <TimeText iso={order.closed_at} />),
  ];
  if (order.cancel_reason) items.push(field('cancelReason', t(`p2pDesk.cancelReason.${order.cancel_reason}`), 2));
  items.push(
    field(
      'terms',
      order.terms ? (
        <div dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {order.terms}
        </div>
      ) : (
        EMPTY_VALUE
      ),
      2,
    ),
  );
  return (
    <Section title={t('p2pDesk.order.details')}>
      <Descriptions size="small" bordered column={2} items={items} styles={{ label: { width: 130 } }} data-testid="p2p-order-fields" />
    </Section>
  );
}

/** Buyer and seller side by side, with the rating each gave the other once the order ended. */
function Parties({ order, linkUsers }: { order: P2pDeskOrder; linkUsers: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const box = (role: 'buyer' | 'seller') => {
    const party = order[role];
    const rating = role === 'buyer' ? order.buyer_rating : order.seller_rating;
    return (
      <div
        style={{ flex: '1 1 220px', minWidth: 0, padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
        data-testid={`p2p-party-${role}`}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`p2pDesk.role.${role}`)}
          {order.appeal?.by === role ? (
            <Tag color="warning" style={{ marginInlineStart: 6 }}>
              {t('p2pDesk.appeal.appellant')}
            </Tag>
          ) : null}
        </Typography.Text>
        <Party userId={party.user_id} account={party.account} nickname={party.nickname} linkable={linkUsers} />
        {rating ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
            {rating.positive ? <LikeOutlined style={{ color: token.colorSuccess }} /> : <DislikeOutlined style={{ color: token.colorError }} />}{' '}
            {t('p2pDesk.order.rated')} <span dir="auto">{rating.comment}</span>
          </Typography.Text>
        ) : null}
      </div>
    );
  };
  return (
    <Section title={t('p2pDesk.order.parties')}>
      <Flex gap={12} wrap>
        {box('buyer')}
        {box('seller')}
      </Flex>
    </Section>
  );
}

/** The seller's receiving details copied into the order: what the proof's transfer should match. */
function PaymentDetails({ order }: { order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  if (order.payment.length === 0) return null;
  return (
    <Section title={t('p2pDesk.order.payment')}>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 130 } }}
        items={order.payment.map((details) => {
          const used = order.paid_method === details.method;
          const lines = [details.name, details.bank_name, details.bank_number, details.alipay_account, details.weixin_nickname, details.weixin_account].filter(
            (line): line is string => Boolean(line),
          );
          return {
            key: details.method,
            label: (
              <Space size={4} wrap>
                {t(`p2pDesk.methods.${details.method}`, { defaultValue: details.method })}
                {used ? <Tag color="blue">{t('p2pDesk.order.used')}</Tag> : null}
              </Space>
            ),
            children: (
              <span dir="auto" style={{ wordBreak: 'break-word' }}>
                {lines.join(' · ')}
              </span>
            ),
          };
        })}
      />
    </Section>
  );
}

/** The payment proof and the appeal's picture, large enough to read a transfer's details. */
function Evidence({ order }: { order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  const appealImage = order.appeal?.image_id ?? null;
  return (
    <Section title={t('p2pDesk.order.evidence')}>
      <ImageGrid minTileWidth={220} testId="p2p-evidence">
        <figure style={{ margin: 0, minWidth: 0 }}>
          {order.proof_image_id ? (
            <P2pImage imageId={order.proof_image_id} alt={t('p2pDesk.images.proof')} height={EVIDENCE_HEIGHT} testId="p2p-proof-image" />
          ) : (
            <NoImage text={t('p2pDesk.images.noProof')} />
          )}
          <ImageCaption>{t('p2pDesk.images.proof')}</ImageCaption>
        </figure>
        {order.appeal ? (
          <figure style={{ margin: 0, minWidth: 0 }}>
            {appealImage ? (
              <P2pImage imageId={appealImage} alt={t('p2pDesk.images.appeal')} height={EVIDENCE_HEIGHT} testId="p2p-appeal-image" />
            ) : (
              <NoImage text={t('p2pDesk.images.noAppealImage')} />
            )}
            <ImageCaption>{t('p2pDesk.images.appealBy', { role: t(`p2pDesk.role.${order.appeal.by}`) })}</ImageCaption>
          </figure>
        ) : null}
      </ImageGrid>
    </Section>
  );
}

function NoImage({ text }: { text: string }) {
  const tile = useImageTileStyle(EVIDENCE_HEIGHT);
  return (
    <div style={{ ...tile, borderStyle: 'dashed' }}>
      <Flex vertical align="center" gap={6}>
        <FileImageOutlined style={{ fontSize: 22 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {text}
        </Typography.Text>
      </Flex>
    </div>
  );
}
