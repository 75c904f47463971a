import { RightOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { UnreadDot, useAnnouncements } from '../notice';

const SHOWN = 3;

/** The latest announcements under the banners (as exchanges' home pages have), each linking to its page, and a way to all of them. */
export function AnnouncementStrip() {
  const { t } = useTranslation('content');
  const format = useFormat();
  const to = useTo();
  const query = useAnnouncements({ page: 1, pageSize: SHOWN });
  const items = query.data?.items ?? [];
  if (query.isError || (query.isSuccess && items.length === 0)) return null;
  return (
    <section className="vx-news-strip" aria-label={t('home.latest')} data-testid="home-announcements">
      <span className="vx-news-strip__label">
        <SoundOutlined /> {t('home.latest')}
      </span>
      <ul className="vx-news-strip__list">
        {items.map((item) => (
          <li key={item.id} className="vx-news-strip__item" data-testid="home-announcement">
            <Link to={to(`/notice?id=${item.id}`)} className="vx-news-strip__link">
              {item.unread ? <UnreadDot /> : null}
              <span className="vx-news-strip__title">{item.title}</span>
              <time dateTime={item.published_at} className="vx-news-strip__date">
                {format.date(item.published_at)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={to('/notice')} className="vx-news-strip__more" data-testid="home-announcements-more">
        {t('home.more')} <RightOutlined className="vx-flip-rtl" />
      </Link>
    </section>
  );
}
