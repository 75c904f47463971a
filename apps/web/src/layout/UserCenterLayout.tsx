import {
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { InUserCentreContext } from '../components/PageFrame';
import { useSession } from '../session/store';

/** The user-centre menu, as spec §2 lists it, plus responsible trading (issue 18). */
const MENU: readonly { path: string; key: string; icon: ReactNode }[] = [
  { path: '/setting', key: 'setting', icon: <SettingOutlined /> },
  { path: '/sfyz', key: 'sfyz', icon: <SafetyCertificateOutlined /> },
  { path: '/smauth', key: 'smauth', icon: <IdcardOutlined /> },
  { path: '/seniorauth', key: 'seniorauth', icon: <AuditOutlined /> },
  { path: '/dzrz', key: 'dzrz', icon: <EnvironmentOutlined /> },
  { path: '/kjmbSelect', key: 'kjmbSelect', icon: <ShoppingCartOutlined /> },
  { path: '/credit', key: 'credit', icon: <CreditCardOutlined /> },
  // Responsible trading (issue 18): the user's own limits, beside the credit score.
  { path: '/limits', key: 'limits', icon: <DashboardOutlined /> },
  { path: '/deallog', key: 'deallog', icon: <ProfileOutlined /> },
  { path: '/cbjl', key: 'cbjl', icon: <BankOutlined /> },
  { path: '/tbjl', key: 'tbjl', icon: <UploadOutlined /> },
  { path: '/service', key: 'service', icon: <CustomerServiceOutlined /> },
];

/** Screens reached from a menu entry highlight that entry. */
const PARENT_ENTRY: Record<string, string> = { '/kjmb': '/kjmbSelect', '/authentication': '/sfyz', '/receive': '/setting', '/exchange': '/kjmbSelect' };

export function UserCenterLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const selected = PARENT_ENTRY[pathname] ?? pathname;
  return (
    <div className="vx-uc vx-container" data-testid="user-centre">
      <aside className="vx-uc__side">
        <div className="vx-uc__who">
          <Avatar size={40} icon={<UserOutlined />} />
          <div className="vx-uc__who-text">
            <span className="vx-uc__account" data-testid="user-centre-account">
              {user?.demo ? t('demo:account') : user?.account}
            </span>
            {user?.id && !user.demo ? <span className="vx-uc__uid">{t('nav.uid', { id: user.id })}</span> : null}
          </div>
        </div>
        <Menu
          mode="inline"
          className="vx-uc__menu"
          selectedKeys={[selected]}
          items={MENU.map((entry) => ({
            key: entry.path,
            icon: entry.icon,
            // Real links (antd stretches them over the row): the reach test follows them like a user's middle-click.
            label: (
              <Link to={entry.path} data-testid={`uc-menu-${entry.key}`}>
                {entry.key === 'service' || entry.key === 'limits' ? t(`routes.${entry.key}`) : t(`userCentre.menu.${entry.key}`)}
              </Link>
            ),
          }))}
        />
      </aside>
      <div className="vx-uc__content">
        <InUserCentreContext.Provider value={true}>
          <Outlet />
        </InUserCentreContext.Provider>
      </div>
    </div>
  );
}
