import { QrcodeOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageMenu } from '../components/LanguageMenu';
import { LinkButton } from '../components/LinkButton';
import { Logo } from '../components/Logo';
import { UserMenu } from '../components/UserMenu';
import { useLang } from '../i18n/useLang';
import { InboxBell } from '../pages/news/index';
import { useSession } from '../session/store';

interface NavItem {
  key: string;
  path: string;
}

/** Spec §2 navigation; the custody product is called "Earn" (design §1.6); Activity only in the Chinese versions. */
const NAV_ITEMS: readonly NavItem[] = [
  { key: 'exchange', path: '/deal' },
  { key: 'market', path: '/market' },
  { key: 'trade', path: '/preciousMetal' },
  { key: 'earn', path: '/profit_index' },
  { key: 'assets', path: '/asset' },
];
const ACTIVITY: NavItem = { key: 'activity', path: '/sign' };

export function useNavItems(): readonly NavItem[] {
  const lang = useLang();
  return lang === 'zh' || lang === 'tw' ? [...NAV_ITEMS, ACTIVITY] : NAV_ITEMS;
}

export function DesktopHeader() {
  const { t } = useTranslation();
  const { token } = useSession();
  const items = useNavItems();
  return (
    <header className="vx-header" data-testid="site-header">
      <div className="vx-header__inner">
        <Logo />
        <nav className="vx-nav" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink key={item.key} to={item.path} className="vx-nav__link" data-testid={`nav-${item.key}`}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="vx-header__actions">
          {token ? (
            <>
              <InboxBell />
              <UserMenu />
            </>
          ) : (
            <>
              <LinkButton to="/login" type="text" className="vx-header__button" data-testid="nav-login">
                {t('nav.login')}
              </LinkButton>
              <LinkButton to="/register" type="primary" data-testid="nav-register">
                {t('nav.register')}
              </LinkButton>
            </>
          )}
          <Tooltip title={t('nav.download')}>
            <LinkButton
              to="/downLoad"
              type="text"
              icon={<QrcodeOutlined />}
              className="vx-header__button"
              data-testid="nav-download"
              aria-label={t('nav.download')}
            />
          </Tooltip>
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
