import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { P2P_ASSET, type P2pDeskOrder, type P2pEscrowOutcome } from '@veritex/shared';
import { App, Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Mono, TimeText } from '../../components';
import { Amount, useDecimalFormat } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { useResolveAppeal } from './p2pQueries';

/** The drawer's footer for an appeal: what the escrow holds, and the two ways it can leave. */
export function AppealDecisionBar({ order, onDecide }: { order: P2pDeskOrder; onDecide: (outcome: P2pEscrowOutcome) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text type="secondary">
        {t('p2pDesk.decision.held')} <Amount value={order.quantity} asset={P2P_ASSET} strong />{' '}
        <span dir="auto">{t('p2pDesk.decision.heldFrom', { seller: order.seller.nickname })}</span>
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button icon={<RollbackOutlined />} onClick={() => onDecide('returned')} data-testid="p2p-return">
          {t('p2pDesk.decision.returned.button')}
        </Button>
        <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide('released')} data-testid="p2p-release">
          {t('p2pDesk.decision.released.button')}
        </Button>
      </Flex>
    </Flex>
  );
}

interface ResolveModalProps {
  order: P2pDeskOrder;
  /** The decision being confirmed; null closes the dialog. */
  outcome: P2pEscrowOutcome | null;
  onClose: () => void;
}

/**
 * The confirmation of an appeal decision: it restates exactly what moves where, asks for the reason
 * both parties will read, and keeps the server's refusal in view (another staff member may have
 * decided first). The answer replaces the order in the desk's lists and in the drawer.
 */
export function ResolveModal({ order, outcome, onClose }: ResolveModalProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const resolve = useResolveAppeal();
  const key = outcome ?? 'released';
  const values = {
    no: order.order_no,
    quantity: format(order.quantity),
    asset: P2P_ASSET,
    buyer: order.buyer.nickname,
    seller: order.seller.nickname,
  };
  const close = () => {
    resolve.reset();
    onClose();
  };
  return (
    <ReviewModal
      open={outcome !== null}
      width={600}
      title={t(`p2pDesk.decision.${key}.title`, values)}
      okText={t(`p2pDesk.decision.${key}.ok`, values)}
      field="reason"
      effect={
        <span data-testid="p2p-decision-effect">
          <strong>{t(`p2pDesk.decision.${key}.effect`, values)}</strong> {t('p2pDesk.decision.after')}
        </span>
      }
      effectType="warning"
      pending={resolve.isPending}
      error={resolve.error}
      onCancel={close}
      onConfirm={(reason) => {
        if (!outcome) return;
        resolve.mutate(
          { id: order.id, outcome, reason },
          {
            onSuccess: () => {
              void message.success(t(`p2pDesk.decision.${outcome}.done`, values));
              close();
            },
          },
        );
      }}
      summary={
        <Descriptions
          size="small"
          bordered
          column={1}
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'order', label: t('p2pDesk.fields.orderNo'), children: <Mono>{order.order_no}</Mono> },
            {
              key: 'quantity',
              label: t('p2pDesk.fields.quantity'),
              children: <Amount value={order.quantity} asset={P2P_ASSET} strong style={{ fontSize: 16 }} />,
            },
            { key: 'fiat', label: t('p2pDesk.fields.fiatAmount'), children: <Amount value={order.fiat_amount} asset={order.fiat} /> },
            { key: 'buyer', label: t('p2pDesk.role.buyer'), children: <PartyLine nickname={order.buyer.nickname} userId={order.buyer.user_id} /> },
            { key: 'seller', label: t('p2pDesk.role.seller'), children: <PartyLine nickname={order.seller.nickname} userId={order.seller.user_id} /> },
            { key: 'paid', label: t('p2pDesk.fields.paidAt'), children: <TimeText iso={order.paid_at} /> },
            {
              key: 'appeal',
              label: t('p2pDesk.columns.appealedBy'),
              children: order.appeal ? t(`p2pDesk.role.${order.appeal.by}`) : '',
            },
          ]}
        />
      }
    />
  );
}

function PartyLine({ nickname, userId }: { nickname: string; userId: string }) {
  return (
    <span>
      <span dir="auto">{nickname}</span> <Mono>#{userId}</Mono>
    </span>
  );
}
