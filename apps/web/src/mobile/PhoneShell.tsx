import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSheetButton } from '../components/LanguageMenu';
import { Logo } from '../components/Logo';
import { SessionReminder } from '../components/limits';
import { DemoControl, DemoStrip } from '../demo/DemoControl';
import { DemoOutlet } from '../demo/DemoOutlet';
import { useDocumentTitle } from '../layout/usePageTitle';
import { InboxBell } from '../pages/news/index';
import { useSession } from '../session/store';
import { PhoneTabBar } from './PhoneTabBar';
import { PhoneUserButton } from './PhoneUserButton';
import './phone.css';

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
        <Link to="/m/ticks" data-testid="footer-ticks">
          {t('footer.tickHistory')}
        </Link>
        <Link to="/m/proof" data-testid="footer-proof">
          {t('routes.proof')}
        </Link>
        <Link to="/m/rules" data-testid="footer-rules">
          {t('footer.rules')}
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
  const { token } = useSession();
  useDocumentTitle();
  const { pathname, search } = useLocation();
  return (
    <div className="vx-phone" data-testid="phone-shell">
      <header className="vx-phone-top" data-testid="site-header">
        <Logo compact />
        <div className="vx-phone-top__actions">
          <LanguageSheetButton />
          <DemoControl />
          {token ? <InboxBell /> : null}
          <PhoneUserButton />
        </div>
      </header>
      <DemoStrip />
      {/* data-path: as on the desktop shell, the screen shown. */}
      <main className="vx-phone-main" data-testid="page-main" data-path={pathname + search}>
        <DemoOutlet />
        <PhoneFooter />
      </main>
      <PhoneTabBar />
      <SessionReminder />
    </div>
  );
}
