import { CheckCircleOutlined, ExclamationCircleOutlined, LockOutlined, SendOutlined, WarningOutlined } from '@ant-design/icons';
import type { P2pRules } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../../router/layout-context';

const STEPS = [
  { key: 'open', icon: <LockOutlined /> },
  { key: 'pay', icon: <SendOutlined /> },
  { key: 'release', icon: <CheckCircleOutlined /> },
  { key: 'appeal', icon: <ExclamationCircleOutlined /> },
] as const;

/**
 * "How quick buy works": the escrow in four steps, then every rule that binds an order with the
 * published numbers (payment window, cancellations a day, unpaid orders at once), before anyone opens one.
 */
export function HowItWorks({ rules }: { rules: P2pRules | undefined }) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  return (
    <section className="vx-card vx-p2p-how" data-testid="p2p-how">
      <header className="vx-card__head">
        <div className="vx-card__heading">
          <h2 className="vx-card__title">{t('page.how.title')}</h2>
          <p className="vx-card__sub">{t('page.how.sub')}</p>
        </div>
      </header>
      <div className="vx-card__body">
        <ol className={phone ? 'vx-p2p-steps vx-p2p-steps--one' : 'vx-p2p-steps'}>
          {STEPS.map((step, index) => (
            <li key={step.key} className="vx-p2p-step" data-testid={`p2p-how-${step.key}`}>
              <span className="vx-p2p-step__icon" aria-hidden="true">
                {step.icon}
              </span>
              <div>
                <h3>
                  <span className="vx-p2p-step__no">{index + 1}</span> {t(`page.how.${step.key}.title`)}
                </h3>
                <p>{t(`page.how.${step.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        {rules ? (
          <ul className="vx-p2p-rules" data-testid="p2p-rules">
            <li data-testid="p2p-rule-window">{t('page.rules.window', { min: rules.window_minutes.min, max: rules.window_minutes.max })}</li>
            <li data-testid="p2p-rule-cancel">{t('page.rules.cancel', { count: rules.daily_cancel_limit })}</li>
            <li data-testid="p2p-rule-open">{t('page.rules.open', { count: rules.max_open_orders })}</li>
            <li>{t('page.rules.ownName')}</li>
            <li className="vx-p2p-rules__warning">
              <WarningOutlined /> {t('page.rules.neverRelease')}
            </li>
          </ul>
        ) : null}
      </div>
    </section>
  );
}
