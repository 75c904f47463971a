import { AppstoreOutlined, ProfileOutlined, UndoOutlined } from '@ant-design/icons';
import { EARN_ORDER_STATUSES, type EarnOrderStatus, type EarnOrderView } from '@veritex/shared';
import { Button, Progress, Skeleton, type TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { type ListTab, ListTabs, usePagesByTab } from '../../components/lists/ListTabs';
import { listStateOf, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useEarnOrders, useEarnTotals } from './earnQueries';
import { OrderLedger } from './OrderLedger';
import { Pct, StatusTag, TotalsStrip, Usdt } from './parts';
import { RedeemDialog } from './RedeemDialog';
import './earn.css';

type TabKey = 'all' | EarnOrderStatus;
const TABS: readonly TabKey[] = ['all', ...EARN_ORDER_STATUSES];
const PAGE_SIZE = 10;

interface RowActions {
  onLedger: (order: EarnOrderView) => void;
  onRedeem: (order: EarnOrderView) => void;
  highlight: string | null;
}

/** Days left, with the term's progress. */
function DaysLeft({ order }: { order: EarnOrderView }) {
  const { t } = useTranslation('earn');
  const done = Math.min(order.term_days, order.term_days - order.days_remaining);
  return (
    <span className="vx-earn-days" data-testid="earn-days-remaining" data-value={order.days_remaining}>
      <span className="vx-num">{t('orders.daysLeft', { count: order.days_remaining })}</span>
      <Progress percent={Math.round((done / Math.max(1, order.term_days)) * 100)} showInfo={false} size={{ height: 4 }} className="vx-earn-days__bar" />
    </span>
  );
}

function Actions({ order, actions, block = false }: { order: EarnOrderView; actions: RowActions; block?: boolean }) {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const size = phone ? 'middle' : 'small';
  return (
    <span className={block ? 'vx-earn-actions vx-earn-actions--block' : 'vx-earn-actions'}>
      <Button size={size} icon={<ProfileOutlined />} onClick={() => actions.onLedger(order)} data-testid="earn-open-ledger">
        {t('orders.ledger')}
      </Button>
      {order.status === 'custody' ? (
        <Button size={size} danger icon={<UndoOutlined />} onClick={() => actions.onRedeem(order)} data-testid="earn-redeem">
          {t('orders.redeem')}
        </Button>
      ) : null}
    </span>
  );
}

function useColumns(actions: RowActions): TableColumnsType<EarnOrderView> {
  const { t } = useTranslation('earn');
  const format = useFormat();
  return [
    { key: 'no', title: t('orders.number'), render: (_, order) => <span className="vx-num vx-ltr vx-earn-order-no">{order.order_no}</span> },
    { key: 'amount', title: t('orders.amount'), align: 'end', render: (_, order) => <Usdt value={order.amount} /> },
    {
      key: 'term',
      title: t('orders.term'),
      align: 'end',
      render: (_, order) => <span className="vx-num">{t('product.term', { count: order.term_days })}</span>,
    },
    { key: 'rate', title: t('orders.rate'), align: 'end', render: (_, order) => <Pct value={order.daily_rate_pct} /> },
    {
      key: 'earned',
      title: t('orders.earned'),
      align: 'end',
      render: (_, order) => (
        <span className="vx-stack vx-stack--end" data-testid="earn-earned" data-value={order.earned}>
          <Usdt value={order.earned} />
          <span className="vx-muted vx-small">{t('orders.ofExpected', { expected: format.fixed(order.expected_interest, 6) })}</span>
        </span>
      ),
    },
    { key: 'left', title: t('orders.daysRemaining'), render: (_, order) => <DaysLeft order={order} /> },
    { key: 'time', title: t('orders.time'), render: (_, order) => <span className="vx-num vx-nowrap">{format.dateTime(order.created_at)}</span> },
    { key: 'status', title: t('orders.status'), render: (_, order) => <StatusTag status={order.status} /> },
    { key: 'actions', title: t('orders.actions'), align: 'end', render: (_, order) => <Actions order={order} actions={actions} /> },
  ];
}

function rowData(order: EarnOrderView, highlight: string | null): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'earn-order',
    'data-id': order.id,
    'data-order-no': order.order_no,
    'data-status': order.status,
    'data-amount': order.amount,
    'data-earned': order.earned,
    'data-highlight': order.id === highlight ? 'true' : undefined,
  } as HTMLAttributes<HTMLElement>;
}

function PhoneRow({ order, actions }: { order: EarnOrderView; actions: RowActions }) {
  const { t } = useTranslation('earn');
  const format = useFormat();
  return (
    <li className={order.id === actions.highlight ? 'vx-mrow vx-earn-mrow vx-earn-mrow--new' : 'vx-mrow vx-earn-mrow'} {...rowData(order, actions.highlight)}>
      <div className="vx-mrow__head">
        <span className="vx-num vx-ltr vx-earn-order-no">{order.order_no}</span>
        <StatusTag status={order.status} />
      </div>
      <RowLine label={t('orders.amount')}>
        <Usdt value={order.amount} />
      </RowLine>
      <RowLine label={t('orders.termRate')}>
        <span className="vx-num">
          {t('product.term', { count: order.term_days })} · <Pct value={order.daily_rate_pct} />
        </span>
      </RowLine>
      <RowLine label={t('orders.earned')}>
        <span data-testid="earn-earned" data-value={order.earned}>
          <Usdt value={order.earned} />
        </span>
      </RowLine>
      <RowLine label={t('orders.daysRemaining')}>
        <DaysLeft order={order} />
      </RowLine>
      <RowLine label={t('orders.time')}>
        <span className="vx-num">{format.dateTime(order.created_at)}</span>
      </RowLine>
      <Actions order={order} actions={actions} block />
    </li>
  );
}

function OrderList({ status, page, onPage, actions }: { status: TabKey; page: number; onPage: (page: number) => void; actions: RowActions }) {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const to = useTo();
  const query = useEarnOrders(status === 'all' ? undefined : status, page, PAGE_SIZE);
  const columns = useColumns(actions);
  const state = listStateOf(query, {
    page,
    onPage,
    pageSize: PAGE_SIZE,
    empty: t(`orders.empty.${status}`),
    emptyAction:
      status === 'all' || status === 'custody' ? (
        <LinkButton type="primary" to={to('/profit_index')} data-testid="earn-empty-products">
          {t('orders.browse')}
        </LinkButton>
      ) : undefined,
  });
  if (phone)
    return <PagedRows state={state} testId={`earn-orders-${status}`} renderRow={(order) => <PhoneRow key={order.id} order={order} actions={actions} />} />;
  return (
    <PagedTable<EarnOrderView>
      state={state}
      testId={`earn-orders-${status}`}
      className="vx-earn-orders"
      columns={columns}
      rowClassName={(order) => (order.id === actions.highlight ? 'vx-earn-row--new' : '')}
      onRow={(order) => rowData(order, actions.highlight)}
    />
  );
}

function Totals() {
  const totals = useEarnTotals();
  if (totals.isPending) return <Skeleton.Input active block className="vx-earn-totals-skeleton" />;
  if (totals.isError || !totals.data) return <ErrorState error={totals.error} onRetry={() => void totals.refetch()} retrying={totals.isFetching} compact />;
  return <TotalsStrip totals={totals.data} />;
}

/** My custody orders (/profit_wdtg): totals, the orders by status, each with its accrual ledger and early redemption. */
function MyCustodyContent() {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const to = useTo();
  const [params] = useSearchParams();
  const highlight = params.get('order');
  const [tab, setTab] = useState<TabKey>('all');
  const { pages, onPage } = usePagesByTab(TABS);
  const [ledgerId, setLedgerId] = useState<string>();
  const [redeeming, setRedeeming] = useState<EarnOrderView>();
  const actions: RowActions = { onLedger: (order) => setLedgerId(order.id), onRedeem: setRedeeming, highlight };
  const tabs: ListTab<TabKey>[] = TABS.map((key) => ({
    key,
    label: t(`orders.tabs.${key}`),
    testId: `earn-tab-${key}`,
    content: <OrderList status={key} page={pages[key]} onPage={onPage(key)} actions={actions} />,
  }));
  return (
    <PageFrame
      title={t('orders.title')}
      testId="page-earn-orders"
      extra={
        <LinkButton to={to('/profit_index')} icon={<AppstoreOutlined />} type="primary" size={phone ? 'small' : undefined} data-testid="earn-products-link">
          {t('orders.browse')}
        </LinkButton>
      }
    >
      <div className="vx-earn">
        <Totals />
        <ListTabs<TabKey> className="vx-earn-tabs" testId="earn-order-tabs" active={tab} onChange={setTab} size="middle" tabs={tabs}>
          <OrderLedger orderId={ledgerId} onClose={() => setLedgerId(undefined)} onRedeem={setRedeeming} />
          <RedeemDialog order={redeeming} onClose={() => setRedeeming(undefined)} />
        </ListTabs>
      </div>
    </PageFrame>
  );
}

export default function MyCustodyPage() {
  return (
    <NamespaceFrame titleKey="profitMine" testId="page-earn-orders">
      <MyCustodyContent />
    </NamespaceFrame>
  );
}
