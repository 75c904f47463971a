import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/kyc';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';

/** The header's way to the inbox (/news), with the unread count. */
export function InboxBell() {
  const { t } = useTranslation();
  const to = useTo();
  const unread = useUnreadCount(true);
  const count = unread.data ?? 0;
  return (
    <Tooltip title={t('routes.news')}>
      <LinkButton
        to={to('/news')}
        type="text"
        className="vx-header__button"
        aria-label={count > 0 ? `${t('routes.news')} (${count})` : t('routes.news')}
        data-testid="nav-news"
        data-unread={count}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
}
