import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLayout, useTo } from '../../router/layout-context';
import { useLiveInbox, useUnreadCount } from './inboxApi';

/**
 * The header's way to the inbox (/news), with the unread count: pushed over the live socket
 * (`inbox` frames), polled slowly only while the socket is down.
 */
export function InboxBell() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const live = useLiveInbox();
  const unread = useUnreadCount(live);
  const count = unread.data ?? 0;
  return (
    <Tooltip title={phone ? undefined : t('routes.news')}>
      <LinkButton
        to={to('/news')}
        type="text"
        className={phone ? 'vx-touch' : 'vx-header__button'}
        aria-label={count > 0 ? `${t('routes.news')} (${count})` : t('routes.news')}
        data-testid="nav-news"
        data-unread={count}
        data-live={live}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
}
