import { AuditOutlined, FundOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';

const CHECKS = [
  // Each claim backed by a working check (issue 18): the account log (and its hash-chained
  // statements), the public tick history, the published roots and the inclusion check.
  { key: 'ledger', icon: <AuditOutlined />, path: '/deallog' },
  { key: 'prices', icon: <FundOutlined />, path: '/ticks' },
  { key: 'solvency', icon: <SafetyCertificateOutlined />, path: '/proof' },
] as const;

export function Hero() {
  const { t } = useTranslation();
  const { token } = useSession();
  const to = useTo();
  return (
    <section className="vx-hero" data-testid="home-hero">
      <div className="vx-hero__inner vx-container">
        <div className="vx-hero__text">
          <h1 className="vx-hero__title" data-testid="home-headline">
            {t('home.hero.title')}
          </h1>
          <p className="vx-hero__sub">{t('home.hero.subtitle')}</p>
          <Space size="middle" wrap className="vx-hero__actions">
            {token ? (
              <LinkButton to={to('/deal')} type="primary" size="large" data-testid="home-cta-exchange">
                {t('home.hero.goToExchange')}
              </LinkButton>
            ) : (
              <>
                <LinkButton to={to('/register')} type="primary" size="large" data-testid="home-cta-register">
                  {t('home.hero.signUp')}
                </LinkButton>
                <LinkButton to={to('/login')} size="large" data-testid="home-cta-login">
                  {t('home.hero.logIn')}
                </LinkButton>
              </>
            )}
          </Space>
        </div>
        <ul className="vx-hero__checks" aria-label={t('home.checks.title')}>
          {CHECKS.map((check) => (
            <li key={check.key} className="vx-hero__check">
              <span className="vx-hero__check-icon">{check.icon}</span>
              <span>
                <strong>{t(`home.checks.${check.key}.title`)}</strong>
                <span className="vx-hero__check-text">{t(`home.checks.${check.key}.text`)}</span>
                {'path' in check ? (
                  <Link to={to(check.path)} className="vx-hero__check-link" data-testid={`home-check-${check.key}`}>
                    {t(`home.checks.${check.key}.link`)}
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
