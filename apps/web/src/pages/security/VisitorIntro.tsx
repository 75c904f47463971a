import { KeyOutlined, MailOutlined, MobileOutlined, QuestionCircleOutlined, SafetyCertificateFilled, SafetyOutlined } from '@ant-design/icons';
import { SECURITY_FACTORS, type SecurityFactor, WITHDRAW_HOLD_HOURS } from '@veritex/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLayout, useTo } from '../../router/layout-context';

const FACTOR_ICONS: Record<SecurityFactor, ReactNode> = {
  phone: <MobileOutlined />,
  email: <MailOutlined />,
  tpwd: <SafetyOutlined />,
  two_factor: <KeyOutlined />,
  question: <QuestionCircleOutlined />,
};

/** For a visitor: what the security centre is and what it checks, with the way in. */
export function VisitorIntro() {
  const { t } = useTranslation('security');
  const { phone } = useLayout();
  const to = useTo();
  const back = encodeURIComponent('/security');
  return (
    <div className="vx-sec-visitor" data-testid="security-visitor">
      <section className="vx-card vx-sec-visitor__hero">
        <span className="vx-sec-visitor__shield" aria-hidden="true">
          <SafetyCertificateFilled />
        </span>
        <div className="vx-sec-visitor__text">
          <h2 className="vx-sec-visitor__title">{t('visitor.title')}</h2>
          <p className="vx-sec-visitor__lead">{t('visitor.lead')}</p>
          <p className="vx-sec-visitor__levels">{t('visitor.levels', { hours: WITHDRAW_HOLD_HOURS })}</p>
          <div className="vx-sec-visitor__actions">
            <LinkButton type="primary" size="large" block={phone} to={to(`/login?redirect=${back}`)} data-testid="security-sign-in">
              {t('visitor.signIn')}
            </LinkButton>
            <LinkButton size="large" block={phone} to={to('/register')} data-testid="security-sign-up">
              {t('visitor.signUp')}
            </LinkButton>
          </div>
        </div>
      </section>
      <ul className="vx-sec-visitor__factors">
        {SECURITY_FACTORS.map((factor) => (
          <li key={factor} className="vx-card vx-sec-visitor__factor">
            <span className="vx-secrow__icon" aria-hidden="true">
              {FACTOR_ICONS[factor]}
            </span>
            <div>
              <h3>{t(`factors.${factor}`)}</h3>
              <p>{t(`hints.${factor}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
