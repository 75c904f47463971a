import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import type { SecurityEventView } from '@veritex/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { EmptyState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { usePlaceName } from '../../i18n/place';
import { type DeviceSummary, describeUserAgent } from '../../lib/userAgent';
import { useTo } from '../../router/layout-context';

const DEVICE_ICONS: Record<DeviceSummary['kind'], ReactNode> = {
  desktop: <DesktopOutlined />,
  phone: <MobileOutlined />,
  tablet: <TabletOutlined />,
};

/** Recent changes to what protects the account: what, when, from where and from which device. */
export function ActivityCard({ events }: { events: readonly SecurityEventView[] }) {
  const { t } = useTranslation('security');
  const format = useFormat();
  const to = useTo();
  const placeName = usePlaceName();
  return (
    <section className="vx-card vx-sec-activity" data-testid="security-activity" aria-labelledby="security-activity-title">
      <header className="vx-card__head">
        <div className="vx-card__heading">
          <h2 className="vx-card__title" id="security-activity-title">
            {t('activity.title')}
          </h2>
          <p className="vx-card__sub">{t('activity.subtitle')}</p>
        </div>
      </header>
      {events.length === 0 ? (
        <EmptyState text={t('activity.empty')} testId="security-activity-empty" />
      ) : (
        <ol className="vx-sec-events">
          {events.map((event) => {
            const device = describeUserAgent(event.user_agent);
            return (
              <li key={`${event.kind}-${event.at}`} className="vx-sec-event" data-testid="security-event" data-kind={event.kind}>
                <span className="vx-sec-event__icon" aria-hidden="true">
                  {DEVICE_ICONS[device.kind]}
                </span>
                <div className="vx-sec-event__text">
                  <div className="vx-sec-event__what">{t(`events.${event.kind}`)}</div>
                  <div className="vx-sec-event__meta">
                    <time className="vx-num" dateTime={event.at}>
                      {format.dateTime(event.at)}
                    </time>
                    <span>{placeName(event.place)}</span>
                    {event.ip ? <span className="vx-ltr vx-num">{event.ip}</span> : null}
                  </div>
                  <div className="vx-sec-event__device" title={event.user_agent || undefined}>
                    {device.label || t('activity.unknownDevice')}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="vx-card__foot vx-sec-activity__foot">
        <LinkButton to={to('/setting')} type="link" size="small" data-testid="security-sessions-link">
          {t('activity.sessionsLink')}
        </LinkButton>
      </div>
    </section>
  );
}
