import { HomeOutlined, LineChartOutlined, RiseOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSheetButton } from '../components/LanguageMenu';
import { Logo } from '../components/Logo';
import { useDocumentTitle } from '../layout/usePageTitle';
import { InboxBell } from '../pages/news/index';
import { useSession } from '../session/store';
import { usePageDefaultTheme } from '../theme/store';
import { PhoneUserButton } from './PhoneUserButton';

/** Bottom tab bar (UI.md phone layout): Home, Markets, Trade, Earn, Assets. */
const TABS: readonly { key: string; path: string; icon: ReactNode; end?: boolean }[] = [
  { key: 'home', path: '/m', icon: <HomeOutlined />, end: true },
  { key: 'markets', path: '/m/market', icon: <LineChartOutlined /> },
  { key: 'trade', path: '/m/deal', icon: <SwapOutlined /> },
  { key: 'earn', path: '/m/profit_index', icon: <RiseOutlined /> },
  { key: 'assets', path: '/m/asset', icon: <WalletOutlined /> },
];

function PhoneFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="vx-phone-footer" data-testid="site-footer">
      <nav className="vx-phone-footer__links">
        <Link to="/m/about" data-testid="footer-about">
          {t('footer.companyProfile')}
        </Link>
        <Link to="/m/help" data-testid="footer-help">
          {t('footer.helpCentre')}
        </Link>
        <Link to="/m/agrt" data-testid="footer-agreement">
          {t('footer.userAgreement')}
        </Link>
        <Link to="/m/text?id=5" data-testid="footer-privacy">
          {t('footer.privacyPolicy')}
        </Link>
        <Link to="/m/downLoad" data-testid="footer-download">
          {t('footer.download')}
        </Link>
      </nav>
      <p className="vx-phone-footer__risk">{t('footer.riskText')}</p>
      <p data-testid="footer-copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}

export function PhoneShell() {
  const { t } = useTranslation();
  const { token } = useSession();
  usePageDefaultTheme('light');
  useDocumentTitle();
  return (
    <div className="vx-phone" data-testid="phone-shell">
      <header className="vx-phone-top" data-testid="site-header">
        <Logo compact />
        <div className="vx-phone-top__actions">
          <LanguageSheetButton />
          {token ? <InboxBell /> : null}
          <PhoneUserButton />
        </div>
      </header>
      <main className="vx-phone-main" data-testid="page-main">
        <Outlet />
        <PhoneFooter />
      </main>
      <nav className="vx-tabbar" aria-label={t('nav.main')} data-testid="tabbar">
        {TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.path} end={tab.end} className="vx-tabbar__item" data-testid={`tab-${tab.key}`}>
            <span className="vx-tabbar__icon">{tab.icon}</span>
            <span className="vx-tabbar__label">{t(`mobile.tabs.${tab.key}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
