import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2 footer: company profile (text 1), help centre, user agreement (text 3), privacy policy (text 5). */
export function DesktopFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="vx-footer" data-testid="site-footer">
      <div className="vx-footer__inner">
        <div className="vx-footer__brand">
          <span className="vx-footer__word">Veritex</span>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav className="vx-footer__column" aria-label={t('footer.about')}>
          <h3>{t('footer.about')}</h3>
          <Link to="/about" data-testid="footer-about">
            {t('footer.companyProfile')}
          </Link>
          <Link to="/agrt" data-testid="footer-agreement">
            {t('footer.userAgreement')}
          </Link>
          <Link to="/text?id=5" data-testid="footer-privacy">
            {t('footer.privacyPolicy')}
          </Link>
        </nav>
        <nav className="vx-footer__column" aria-label={t('footer.support')}>
          <h3>{t('footer.support')}</h3>
          <Link to="/help" data-testid="footer-help">
            {t('footer.helpCentre')}
          </Link>
          <Link to="/notice" data-testid="footer-notice">
            {t('footer.announcements')}
          </Link>
          <Link to="/ticks" data-testid="footer-ticks">
            {t('footer.tickHistory')}
          </Link>
          <Link to="/proof" data-testid="footer-proof">
            {t('routes.proof')}
          </Link>
          <Link to="/rules" data-testid="footer-rules">
            {t('footer.rules')}
          </Link>
          <Link to="/downLoad" data-testid="footer-download">
            {t('footer.download')}
          </Link>
        </nav>
        <div className="vx-footer__column vx-footer__risk">
          <h3>{t('footer.riskTitle')}</h3>
          <p>{t('footer.riskText')}</p>
        </div>
      </div>
      <div className="vx-footer__bottom">
        <span data-testid="footer-copyright">{t('footer.copyright', { year })}</span>
        <span>{t('footer.openSource')}</span>
      </div>
    </footer>
  );
}
