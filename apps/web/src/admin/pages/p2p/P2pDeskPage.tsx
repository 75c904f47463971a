import type { StaffView } from '@veritex/shared';
import { Badge, Card, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { can } from '../../roles';
import { QUEUE_TAB_PROPS, TabLabel } from '../finance/financeUi';
import { usePagedSearch } from '../usePagedSearch';
import { AdsTab } from './AdsTab';
import { ApplicationsTab } from './ApplicationsTab';
import { OrderDrawer } from './OrderDrawer';
import { OrdersTab } from './OrdersTab';
import { DESK_TABS, type DeskTab, toAdStatus, toDeskTab, toMerchantStatus, toOrderStatus } from './p2pDesk';
import { useAppealCount, usePendingApplicationCount } from './p2pQueries';

/**
 * The quick-buy desk: appeals waiting for a decision (oldest first), every order, merchant
 * applications and ads. An order opens in a drawer with its evidence (the chat, the payment proof,
 * the appeal) and, for an appeal, the decision. Tab, filter, page and the open order live in the
 * address, so a link to an appeal opens it.
 */
export function P2pDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { page, pageSize, update, extras } = usePagedSearch({ extraKeys: ['tab', 'status', 'order'] });
  const tab = toDeskTab(extras.tab);
  const mayReview = can(staff.roles, 'reviewP2p');
  const linkUsers = can(staff.roles, 'users');
  const paging = { page, pageSize, onPage: (nextPage: number, nextSize: number) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }) };
  const openOrder = (id: string) => update({ order: id });
  const setStatus = (status: string | undefined) => update({ status, page: 1 });

  return (
    <>
      <Card
        size="small"
        title={t('p2pDesk.title')}
        activeTabKey={tab}
        onTabChange={(key) => update({ tab: key === 'appeals' ? undefined : key, status: undefined, page: 1 })}
        tabProps={QUEUE_TAB_PROPS}
        tabList={DESK_TABS.map((key) => ({ key, label: <DeskTabLabel tab={key} /> }))}
        data-testid="p2p-desk"
      >
        {tab === 'appeals' ? (
          <OrdersTab mode="appeals" status="appeal" paging={paging} mayReview={mayReview} linkUsers={linkUsers} onOpen={openOrder} />
        ) : tab === 'orders' ? (
          <OrdersTab
            mode="orders"
            status={toOrderStatus(extras.status)}
            onStatus={setStatus}
            paging={paging}
            mayReview={mayReview}
            linkUsers={linkUsers}
            onOpen={openOrder}
          />
        ) : tab === 'applications' ? (
          <ApplicationsTab status={toMerchantStatus(extras.status)} onStatus={setStatus} paging={paging} mayReview={mayReview} linkUsers={linkUsers} />
        ) : (
          <AdsTab status={toAdStatus(extras.status)} onStatus={setStatus} paging={paging} mayReview={mayReview} linkUsers={linkUsers} />
        )}
      </Card>
      <OrderDrawer orderId={extras.order || undefined} mayReview={mayReview} linkUsers={linkUsers} onClose={() => update({ order: undefined })} />
    </>
  );
}

/** Appeals and pending applications carry how many wait. */
function DeskTabLabel({ tab }: { tab: DeskTab }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const appeals = useAppealCount();
  const applications = usePendingApplicationCount();
  const waiting = tab === 'appeals' ? appeals.data : tab === 'applications' ? applications.data : undefined;
  return (
    <TabLabel testId={`p2p-tab-${tab}`}>
      <Space size={6}>
        {t(`p2pDesk.tabs.${tab}`)}
        {waiting !== undefined && (tab === 'appeals' || tab === 'applications') ? (
          <Badge
            count={waiting}
            showZero={tab === 'appeals'}
            size="small"
            color={waiting === 0 ? token.colorTextQuaternary : tab === 'appeals' ? 'red' : 'orange'}
            data-testid={`p2p-${tab}-count`}
            data-count={waiting}
          />
        ) : null}
      </Space>
    </TabLabel>
  );
}
