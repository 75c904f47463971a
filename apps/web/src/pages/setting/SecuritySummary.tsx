import { RightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSecurityOverview } from '../../api/security';
import { LinkButton } from '../../components/LinkButton';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { FactorProgress, LevelTag } from '../security/index';
import '../../security.css';

/** The security level at a glance, with the way to the security centre (a failed read just hides the details). */
export function SecuritySummary() {
  const { t } = useTranslation('security');
  const { phone } = useLayout();
  const to = useTo();
  const format = useFormat();
  const query = useSecurityOverview();
  const overview = query.data;
  return (
    <section className="vx-card vx-sec-summary" data-testid="setting-security-summary" aria-labelledby="setting-security-summary-title">
      <div className="vx-sec-summary__body">
        <span className="vx-secrow__icon" aria-hidden="true">
          <SafetyCertificateOutlined />
        </span>
        <div className="vx-sec-summary__text">
          <h2 className="vx-sec-summary__title" id="setting-security-summary-title">
            {t('summary.title')}
            {overview ? <LevelTag level={overview.level} testId="setting-security-level" /> : null}
          </h2>
          {overview ? (
            <>
              <FactorProgress overview={overview} compact />
              <p className="vx-secrow__hint">
                {overview.steps.length > 0 ? t('summary.next', { step: t(`steps.${overview.steps[0]?.factor ?? 'phone'}`) }) : t('stepsDone')}
              </p>
              {overview.withdraw_hold ? (
                <p className="vx-sec-summary__hold" data-testid="setting-security-hold">
                  {t('hold.title', { time: format.dateTime(overview.withdraw_hold.until) })}
                </p>
              ) : null}
            </>
          ) : query.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          ) : (
            <p className="vx-secrow__hint">{t('summary.lead')}</p>
          )}
        </div>
        <LinkButton to={to('/security')} type="primary" ghost block={phone} size={phone ? 'large' : 'medium'} data-testid="setting-security-open">
          {t('summary.open')} <RightOutlined className="vx-flip-rtl" />
        </LinkButton>
      </div>
    </section>
  );
}
