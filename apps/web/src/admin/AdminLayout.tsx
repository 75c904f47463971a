import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DiffOutlined,
  ExportOutlined,
  EyeOutlined,
  FundOutlined,
  GiftOutlined,
  IdcardOutlined,
  ImportOutlined,
  LogoutOutlined,
  MailOutlined,
  NotificationOutlined,
  PauseCircleOutlined,
  PercentageOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  StockOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffView } from '@veritex/shared';
import { Breadcrumb, Button, ConfigProvider, Flex, Layout, Menu, type MenuProps, Result, Space, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { adminCall } from './api';
import { RoleTags } from './components';
import { AuditPage } from './pages/AuditPage';
import { AnnouncementsDeskPage, BannersDeskPage } from './pages/announcements';
import { BroadcastPage, DashboardPage } from './pages/console';
import { EarnDeskPage } from './pages/earn';
import { AdjustmentsPage } from './pages/finance/AdjustmentsPage';
import { DepositsPage } from './pages/finance/DepositsPage';
import { HotWalletPage } from './pages/finance/HotWalletPage';
import { LedgerPage } from './pages/finance/LedgerPage';
import { WithdrawalsPage } from './pages/finance/WithdrawalsPage';
import { HaltsDeskPage } from './pages/halts';
import { HelpDeskPage } from './pages/help';
import { KycPage } from './pages/KycPage';
import { LendingPage, LoansPage } from './pages/loans';
import { MarketsDeskPage } from './pages/markets';
import { OutboxPage } from './pages/OutboxPage';
import { P2pDeskPage } from './pages/p2p';
import { ProtectionDeskPage } from './pages/protection';
import { RiskPage } from './pages/RiskPage';
import { ReferralDeskPage } from './pages/referral';
import { RewardsDeskPage } from './pages/rewards';
import { SettingsPage } from './pages/SettingsPage';
import { MyAccountPage, StaffDeskPage } from './pages/staff';
import { SubscriptionDeskPage } from './pages/subscriptions';
import { SupportDeskPage } from './pages/support';
import { SurveillancePage } from './pages/surveillance';
import { UsersPage } from './pages/UsersPage';
import { ADMIN_BASE } from './paths';
import { ADMIN_KEY } from './queries';
import { allowedSections, can, type Section } from './roles';
import { dropStaffToken } from './staffSession';

const SECTION_ICONS: Record<Section, ReactNode> = {
  users: <TeamOutlined />,
  kyc: <IdcardOutlined />,
  p2p: <TransactionOutlined />,
  support: <CustomerServiceOutlined />,
  deposits: <ImportOutlined />,
  withdrawals: <ExportOutlined />,
  hotWallet: <WalletOutlined />,
  adjustments: <DiffOutlined />,
  loans: <SolutionOutlined />,
  lending: <BankOutlined />,
  earn: <PercentageOutlined />,
  subscriptions: <RocketOutlined />,
  rewards: <GiftOutlined />,
  referral: <ApartmentOutlined />,
  ledger: <AccountBookOutlined />,
  risk: <FundOutlined />,
  protection: <SafetyOutlined />,
  markets: <StockOutlined />,
  halts: <PauseCircleOutlined />,
  surveillance: <EyeOutlined />,
  announcements: <NotificationOutlined />,
  banners: <PictureOutlined />,
  help: <QuestionCircleOutlined />,
  broadcast: <SoundOutlined />,
  outbox: <MailOutlined />,
  audit: <AuditOutlined />,
  settings: <SettingOutlined />,
  staff: <UserSwitchOutlined />,
};

/** Every member's own page (their sign-ins), outside the role sections. */
const ACCOUNT_PATH = 'me';

/** A section's menu name; the staff and broadcast desks keep theirs with their own strings (admin.json `staffDesk`, `broadcast`). */
function sectionLabel(t: TFunction<'admin'>, section: Section): string {
  if (section === 'staff') return t('staffDesk.menu');
  return section === 'broadcast' ? t('broadcast.menu') : t(`menu.${section}`);
}

export function AdminLayout({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = allowedSections(staff.roles);
  const current = location.pathname.slice(ADMIN_BASE.length).split('/')[1] ?? '';

  const menuItems: MenuProps['items'] = [
    { key: '', icon: <DashboardOutlined />, label: <span data-testid="admin-menu-dashboard">{t('dashboard.menu')}</span> },
    ...sections.map((section) => ({
      key: section,
      icon: SECTION_ICONS[section],
      label: <span data-testid={`admin-menu-${section}`}>{sectionLabel(t, section)}</span>,
    })),
    { key: ACCOUNT_PATH, icon: <UserOutlined />, label: <span data-testid="admin-menu-account">{t('staffDesk.account.menu')}</span> },
  ];
  const crumb = sections.includes(current as Section)
    ? sectionLabel(t, current as Section)
    : current === ACCOUNT_PATH
      ? t('staffDesk.account.menu')
      : undefined;

  return (
    // The public site's roomy table rows suit prices; staff scan long lists, so the console is denser.
    <ConfigProvider theme={{ components: { Table: { headerBg: token.colorFillAlter, cellPaddingBlockSM: 6 } } }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={208} breakpoint="lg" collapsedWidth={56} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <div style={{ padding: '18px 20px 14px', color: token.colorWhite }}>
            <div style={{ fontWeight: 700, fontSize: 18, letterSpacing: 0.5, lineHeight: 1.2 }}>{t('productName')}</div>
            <div style={{ fontSize: token.fontSizeSM, opacity: 0.65 }}>{t('brand')}</div>
          </div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[current]}
            items={menuItems}
            onClick={({ key }) => navigate(key === '' ? ADMIN_BASE : `${ADMIN_BASE}/${key}`)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              height: 52,
              lineHeight: '52px',
              paddingInline: 20,
              position: 'sticky',
              top: 0,
              zIndex: 10,
            }}
          >
            <Flex justify="space-between" align="center" style={{ height: '100%' }}>
              <Breadcrumb items={[{ title: t('brand') }, ...(crumb ? [{ title: crumb }] : [])]} />
              <StaffBar staff={staff} />
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: 16 }}>
            <SectionRoutes staff={staff} />
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

function StaffBar({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => adminCall('logout'),
    // Signed out locally even if the server could not be reached: the token is forgotten either way.
    onSettled: () => {
      dropStaffToken('signed_out');
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
      navigate(ADMIN_BASE, { replace: true });
    },
  });
  return (
    <Space size={12} align="center">
      <Space size={6} align="center">
        <UserOutlined />
        <Typography.Link strong onClick={() => navigate(`${ADMIN_BASE}/${ACCOUNT_PATH}`)} data-testid="admin-staff-username">
          {staff.username}
        </Typography.Link>
      </Space>
      <span>
        <RoleTags roles={staff.roles} />
      </span>
      <Button size="small" icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()} data-testid="admin-logout">
        {t('layout.signOut')}
      </Button>
    </Space>
  );
}

function SectionRoutes({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const guard = (section: Section, page: ReactNode) => (can(staff.roles, section) ? page : <Result status="403" title={t('layout.forbidden')} />);
  return (
    <Routes>
      {/* The console's home: today's figures and open queues, each tile for the roles that may open its desk. */}
      <Route index element={<DashboardPage staff={staff} />} />
      {/* One route for the list and its detail drawer, so the list keeps its state under the drawer. */}
      <Route path="users/:id?" element={guard('users', <UsersPage staff={staff} />)} />
      <Route path="kyc" element={guard('kyc', <KycPage staff={staff} />)} />
      <Route path="p2p" element={guard('p2p', <P2pDeskPage staff={staff} />)} />
      <Route path="support" element={guard('support', <SupportDeskPage staff={staff} />)} />
      <Route path="deposits" element={guard('deposits', <DepositsPage staff={staff} />)} />
      <Route path="withdrawals" element={guard('withdrawals', <WithdrawalsPage staff={staff} />)} />
      <Route path="hotWallet" element={guard('hotWallet', <HotWalletPage staff={staff} />)} />
      <Route path="adjustments" element={guard('adjustments', <AdjustmentsPage staff={staff} />)} />
      <Route path="loans" element={guard('loans', <LoansPage staff={staff} />)} />
      <Route path="lending" element={guard('lending', <LendingPage staff={staff} />)} />
      <Route path="earn" element={guard('earn', <EarnDeskPage staff={staff} />)} />
      <Route path="subscriptions" element={guard('subscriptions', <SubscriptionDeskPage staff={staff} />)} />
      <Route path="rewards" element={guard('rewards', <RewardsDeskPage staff={staff} />)} />
      <Route path="referral" element={guard('referral', <ReferralDeskPage staff={staff} />)} />
      <Route path="ledger" element={guard('ledger', <LedgerPage />)} />
      <Route path="risk" element={guard('risk', <RiskPage staff={staff} />)} />
      <Route path="protection" element={guard('protection', <ProtectionDeskPage staff={staff} />)} />
      <Route path="markets" element={guard('markets', <MarketsDeskPage staff={staff} />)} />
      <Route path="halts" element={guard('halts', <HaltsDeskPage />)} />
      <Route path="surveillance" element={guard('surveillance', <SurveillancePage staff={staff} />)} />
      <Route path="announcements" element={guard('announcements', <AnnouncementsDeskPage staff={staff} />)} />
      <Route path="banners" element={guard('banners', <BannersDeskPage staff={staff} />)} />
      <Route path="help" element={guard('help', <HelpDeskPage staff={staff} />)} />
      <Route path="broadcast" element={guard('broadcast', <BroadcastPage staff={staff} />)} />
      <Route path="outbox" element={guard('outbox', <OutboxPage />)} />
      <Route path="audit" element={guard('audit', <AuditPage />)} />
      <Route path="settings" element={guard('settings', <SettingsPage staff={staff} />)} />
      <Route path="staff" element={guard('staff', <StaffDeskPage staff={staff} />)} />
      <Route path={ACCOUNT_PATH} element={<MyAccountPage staff={staff} />} />
      <Route path="*" element={<Result status="404" title={t('layout.notFound')} />} />
    </Routes>
  );
}
