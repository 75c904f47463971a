import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLayout, useTo } from '../../router/layout-context';

function NotifySummaryCard() {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const to = useTo();
  return (
    <section className="vx-card vx-sec-summary" data-testid="setting-notify-summary" aria-labelledby="setting-notify-title">
      <div className="vx-sec-summary__body">
        <span className="vx-secrow__icon" aria-hidden="true">
          <BellOutlined />
        </span>
        <div className="vx-sec-summary__text">
          <h2 className="vx-sec-summary__title" id="setting-notify-title">
            {t('news.settings')}
          </h2>
          <p className="vx-secrow__hint">{t('news.settingsHint')}</p>
        </div>
        <LinkButton to={to('/news?settings=1')} block={phone} size={phone ? 'large' : 'medium'} data-testid="setting-notify-open">
          {t('news.manage')} <RightOutlined className="vx-flip-rtl" />
        </LinkButton>
      </div>
    </section>
  );
}

/** The way from /setting to the notification settings (they live in a drawer on /news); shown once the inbox strings are loaded. */
export function NotifySummary() {
  return (
    <Suspense fallback={null}>
      <NotifySummaryCard />
    </Suspense>
  );
}
