import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';
import { useAnnouncements } from './noticeApi';
import './notice.css';

/** A signed-in reader is offered their own view (/notice2) with how many they have not read. */
function MyAnnouncementsLink() {
  const { t } = useTranslation('content');
  const to = useTo();
  const counts = useAnnouncements({ page: 1, pageSize: 1 });
  const unread = counts.data?.unread_total ?? 0;
  return (
    <LinkButton to={to('/notice2')} icon={<BellOutlined />} data-testid="notice-mine">
      {unread > 0 ? t('notice.mineUnread', { count: unread }) : t('notice.mine')}
    </LinkButton>
  );
}

function NoticeContent() {
  const { t } = useTranslation('content');
  const { token } = useSession();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <AnnouncementDetail id={id} basePath="/notice" />;
  return (
    <PageFrame title={t('notice.title')} testId="page-notice" extra={token ? <MyAnnouncementsLink /> : undefined}>
      <p className="vx-notice__intro vx-muted">{t('notice.intro')}</p>
      <AnnouncementList basePath="/notice" />
    </PageFrame>
  );
}

/** /notice: every published announcement, for visitors and users (spec §2); /notice?id= opens one. */
export default function NoticePage() {
  return (
    <NamespaceFrame titleKey="notice" testId="page-notice">
      <NoticeContent />
    </NamespaceFrame>
  );
}
