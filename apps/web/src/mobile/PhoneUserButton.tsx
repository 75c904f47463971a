import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { RedUpSwitch, ThemeSwitch, useSignOut } from '../components/UserMenu';
import { ACCOUNT_ENTRIES, DERIVATIVES_ENTRIES, EARN_ENTRIES, type NavEntry, ORDER_ENTRIES, SPOT_ENTRIES } from '../layout/navigation';
import { useSession } from '../session/store';
import { PHONE_TAB_PATHS } from './phoneTabs';

/** The phone's menu sheet: records, the account's screens, then the products the tab bar has no tab for. */
const SHEET_GROUPS: readonly { key: string; title: string; entries: readonly NavEntry[] }[] = [
  { key: 'orders', title: 'nav.orders', entries: ORDER_ENTRIES },
  { key: 'account', title: 'nav.account', entries: ACCOUNT_ENTRIES },
  {
    key: 'more',
    title: 'nav.more',
    entries: [...SPOT_ENTRIES, ...DERIVATIVES_ENTRIES, ...EARN_ENTRIES].filter(
      (item) => !Object.values(PHONE_TAB_PATHS).includes(item.path) && !ACCOUNT_ENTRIES.some((own) => own.path === item.path),
    ),
  },
];

/** Phone top bar: "Log in" for visitors; for users, a sheet with the account, the menu groups, theme and sign out. */
export function PhoneUserButton() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  if (!token) {
    return (
      <LinkButton to="/m/login" type="primary" className="vx-phone-login" data-testid="nav-login">
        {t('nav.login')}
      </LinkButton>
    );
  }
  return (
    <>
      <Button type="text" icon={<UserOutlined />} className="vx-touch" aria-label={t('nav.userMenu')} data-testid="user-menu" onClick={() => setOpen(true)} />
      <Drawer placement="bottom" open={open} onClose={() => setOpen(false)} size="auto" className="vx-sheet" title={t('nav.userMenu')}>
        <div className="vx-sheet__who">
          <Avatar icon={<UserOutlined />} />
          <span>
            <span className="vx-menu-who__account" data-testid="user-menu-account">
              {user?.demo ? t('demo:account') : user?.account}
            </span>
            {user?.id && !user.demo ? <span className="vx-menu-who__uid">{t('nav.uid', { id: user.id })}</span> : null}
          </span>
        </div>
        {/* Orders, the account's screens and the products without a tab: one tap once open (UI.md "Reach"). */}
        {SHEET_GROUPS.map((group) => (
          <section key={group.key} className="vx-sheet__group" aria-label={t(group.title)}>
            <h3 className="vx-sheet__group-title">{t(group.title)}</h3>
            <div className="vx-sheet__grid">
              {group.entries.map((item) => (
                <Link key={item.id} to={`/m${item.path}`} className="vx-sheet__tile" onClick={() => setOpen(false)} data-testid={`user-menu-${item.id}`}>
                  <span className="vx-sheet__tile-icon">{item.icon}</span>
                  <span className="vx-sheet__tile-label">{t(item.label)}</span>
                </Link>
              ))}
            </div>
          </section>
        ))}
        <ul className="vx-sheet__list">
          <li>
            <div className="vx-sheet__item">
              <ThemeSwitch interactive />
            </div>
          </li>
          <li>
            <div className="vx-sheet__item">
              <RedUpSwitch interactive />
            </div>
          </li>
          <li>
            <button
              type="button"
              className="vx-sheet__item vx-sheet__item--danger"
              disabled={signingOut}
              data-testid="logout"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <span>
                <LogoutOutlined /> {t('nav.signOut')}
              </span>
            </button>
          </li>
        </ul>
      </Drawer>
    </>
  );
}
