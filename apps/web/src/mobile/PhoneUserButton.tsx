import { LogoutOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { RedUpSwitch, ThemeSwitch, useSignOut } from '../components/UserMenu';
import { useSession } from '../session/store';

/** Phone top bar: "Log in" for visitors; for users, a sheet with the account, User Center, theme and sign out. */
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
              {user?.account}
            </span>
            {user?.id ? <span className="vx-menu-who__uid">{t('nav.uid', { id: user.id })}</span> : null}
          </span>
        </div>
        <ul className="vx-sheet__list">
          <li>
            <Link to="/m/setting" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-center">
              <span>{t('nav.userCenter')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
          <li>
            <Link to="/m/news" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-news">
              <span>{t('routes.news')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
          <li>
            <Link to="/m/service" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-service">
              <span>{t('routes.service')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
          <li>
            <Link to="/m/security" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-security">
              <span>{t('routes.security')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
          <li>
            <Link to="/m/sign" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-sign">
              <span>{t('routes.sign')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
          <li>
            <Link to="/m/benefits" className="vx-sheet__item" onClick={() => setOpen(false)} data-testid="user-menu-benefits">
              <span>{t('routes.benefits')}</span>
              <RightOutlined className="vx-flip-rtl" />
            </Link>
          </li>
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
