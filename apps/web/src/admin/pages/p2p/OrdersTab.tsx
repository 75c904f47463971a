import { EyeOutlined, SolutionOutlined } from '@ant-design/icons';
import { P2P_ORDER_STATUSES, type P2pDeskOrder, type P2pOrderStatus } from '@veritex/shared';
import { Button, Space, type TableColumnsType, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../components';
import { Amount, CompactTime, useOpaqueHeaderCell, WrapText } from '../finance/financeUi';
import { DeskTable, type Paging, StatusFilter } from './DeskTable';
import { useDeskOrders } from './p2pQueries';
import { EscrowTag, OrderAmount, OrderStatusTag, Party, useNow, Waiting } from './p2pUi';

interface OrdersTabProps {
  /** `appeals`: the appeal queue (oldest first, who appealed and since when); `orders`: every order with a status filter. */
  mode: 'appeals' | 'orders';
  status: P2pOrderStatus | undefined;
  onStatus?: (status: string | undefined) => void;
  paging: Paging;
  mayReview: boolean;
  linkUsers: boolean;
  onOpen: (orderId: string) => void;
}

export function OrdersTab({ mode, status, onStatus, paging, mayReview, linkUsers, onOpen }: OrdersTabProps) {
  const { t } = useTranslation('admin');
  const query = useDeskOrders(status, paging.page, paging.pageSize);
  const columns = useOrderColumns({ mode, mayReview, linkUsers, onOpen });
  return (
    <DeskTable<P2pDeskOrder>
      query={query}
      columns={columns}
      rowKey="id"
      rowProps={(row) => ({ 'data-testid': `p2p-order-row-${row.id}`, 'data-id': row.id, 'data-status': row.status, onDoubleClick: () => onOpen(row.id) })}
      explanation={t(mode === 'appeals' ? 'p2pDesk.explanation.appeals' : 'p2pDesk.explanation.orders')}
      empty={t(mode === 'appeals' ? 'p2pDesk.empty.appeals' : 'p2pDesk.empty.orders')}
      filter={
        mode === 'orders' && onStatus ? <StatusFilter statuses={P2P_ORDER_STATUSES} value={status} onChange={onStatus} labels="p2pDesk.orderStatus" /> : null
      }
      paging={paging}
      testId={`p2p-${mode}`}
    />
  );
}

function useOrderColumns({
  mode,
  mayReview,
  linkUsers,
  onOpen,
}: Pick<OrdersTabProps, 'mode' | 'mayReview' | 'linkUsers' | 'onOpen'>): TableColumnsType<P2pDeskOrder> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const now = useNow();
  const columns: TableColumnsType<P2pDeskOrder> = [
    { title: t('p2pDesk.columns.orderNo'), dataIndex: 'order_no', width: 150, render: (_value: string, row) => <OrderNo order={row} /> },
    {
      title: t('p2pDesk.columns.amount'),
      key: 'amount',
      width: 150,
      align: 'end',
      render: (_value: unknown, row) => <OrderAmount quantity={row.quantity} fiatAmount={row.fiat_amount} fiat={row.fiat} />,
    },
    {
      title: t('p2pDesk.columns.price'),
      dataIndex: 'price',
      width: 96,
      align: 'end',
      render: (value: string, row) => <Amount value={value} asset={row.fiat} />,
    },
    {
      title: t('p2pDesk.columns.buyer'),
      key: 'buyer',
      width: 160,
      render: (_value: unknown, row) => <Party userId={row.buyer.user_id} account={row.buyer.account} nickname={row.buyer.nickname} linkable={linkUsers} />,
    },
    {
      title: t('p2pDesk.columns.seller'),
      key: 'seller',
      width: 160,
      render: (_value: unknown, row) => <Party userId={row.seller.user_id} account={row.seller.account} nickname={row.seller.nickname} linkable={linkUsers} />,
    },
    ...(mode === 'appeals' ? appealColumns(t, now) : stateColumns(t)),
  ];
  columns.push({
    title: t('p2pDesk.columns.actions'),
    key: 'actions',
    width: 100,
    fixed: 'end',
    onHeaderCell: opaqueHeader,
    render: (_value: unknown, row) => {
      const decides = mayReview && row.status === 'appeal';
      return (
        <Button
          size="small"
          type={decides ? 'primary' : 'default'}
          icon={decides ? <SolutionOutlined /> : <EyeOutlined />}
          onClick={() => onOpen(row.id)}
          data-testid="p2p-order-open"
        >
          {t(decides ? 'p2pDesk.order.review' : 'p2pDesk.order.view')}
        </Button>
      );
    },
  });
  return columns;
}

/** Who appealed and why, and how long the seller's USDT has been frozen since. */
function appealColumns(t: TFunction, now: number): TableColumnsType<P2pDeskOrder> {
  return [
    {
      title: t('p2pDesk.columns.appealedBy'),
      key: 'appealedBy',
      render: (_value: unknown, row) =>
        row.appeal ? (
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{t(`p2pDesk.role.${row.appeal.by}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.appeal.by === 'buyer' ? row.buyer.nickname : row.seller.nickname}
            </Typography.Text>
            <WrapText text={row.appeal.reason} />
          </div>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('p2pDesk.columns.since'),
      key: 'since',
      width: 120,
      // A decided row stays in view (the answer replaced it) until the queue is read again: it says how it ended.
      render: (_value: unknown, row) =>
        row.status === 'appeal' ? (
          <div>
            <CompactTime iso={row.appeal?.opened_at} />
            <Waiting since={row.appeal?.opened_at} now={now} />
          </div>
        ) : (
          <Space size={4} wrap>
            <OrderStatusTag status={row.status} />
            <EscrowTag escrow={row.escrow} />
          </Space>
        ),
    },
  ];
}

/** Where the order stands and when it was opened, paid or due. */
function stateColumns(t: TFunction): TableColumnsType<P2pDeskOrder> {
  return [
    {
      title: t('p2pDesk.columns.status'),
      key: 'status',
      width: 130,
      render: (_value: unknown, row) => (
        <Space size={4} wrap>
          <OrderStatusTag status={row.status} />
          <EscrowTag escrow={row.escrow} />
        </Space>
      ),
    },
    { title: t('p2pDesk.columns.createdAt'), dataIndex: 'created_at', width: 100, render: (value: string) => <CompactTime iso={value} /> },
    { title: t('p2pDesk.columns.paidAt'), key: 'paid', render: (_value: unknown, row) => <PaidCell order={row} /> },
  ];
}

/** Paid at, or the end of the window for an unpaid order (the expiry job cancels it then). */
function PaidCell({ order }: { order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  if (order.paid_at) return <CompactTime iso={order.paid_at} />;
  if (order.status !== 'unpaid') return <span>{EMPTY_VALUE}</span>;
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('p2pDesk.columns.payBy')}
      </Typography.Text>
      <CompactTime iso={order.pay_by} />
    </div>
  );
}

function OrderNo({ order }: { order: P2pDeskOrder }) {
  const { token } = theme.useToken();
  return (
    <div style={{ lineHeight: 1.35, minWidth: 0 }}>
      <Typography.Text copyable={{ text: order.order_no }} style={{ fontSize: 12, fontFamily: token.fontFamilyCode }}>
        <span dir="ltr">{order.order_no}</span>
      </Typography.Text>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
        <span dir="ltr">#{order.id}</span>
      </div>
    </div>
  );
}
