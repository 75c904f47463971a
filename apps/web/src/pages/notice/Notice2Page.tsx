import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';
import { useAnnouncements, useMarkRead } from './noticeApi';
import './notice.css';

/** The reader's own tools: how many are unread, only those, or mark them all read. */
function ReaderBar({ unreadOnly, onUnreadOnly }: { unreadOnly: boolean; onUnreadOnly: (next: boolean) => void }) {
  const { t } = useTranslation('content');
  const counts = useAnnouncements({ page: 1, pageSize: 1 });
  const markRead = useMarkRead();
  const unread = counts.data?.unread_total ?? 0;
  return (
    <Space size={16} wrap>
      <span className="vx-notice__count" data-testid="notice-unread-total" data-count={unread}>
        <Badge count={unread} overflowCount={99} showZero color={unread > 0 ? undefined : 'var(--vx-text-3)'} /> {t('notice.unreadLabel')}
      </span>
      <Space size={6}>
        <Switch size="small" checked={unreadOnly} onChange={onUnreadOnly} aria-labelledby="notice-unread-only" data-testid="notice-unread-only" />
        <span id="notice-unread-only">{t('notice.unreadOnly')}</span>
      </Space>
      <Button
        size="small"
        icon={<CheckOutlined />}
        disabled={unread === 0}
        loading={markRead.isPending}
        onClick={() => markRead.mutate('all')}
        data-testid="notice-mark-all"
      >
        {t('notice.markAll')}
      </Button>
    </Space>
  );
}

function Notice2Content() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const unreadOnly = params.get('unread') === '1';
  if (id) return <AnnouncementDetail id={id} basePath="/notice2" />;
  const setUnreadOnly = (next: boolean) =>
    setParams((before) => {
      const out = new URLSearchParams(before);
      if (next) out.set('unread', '1');
      else out.delete('unread');
      out.delete('page');
      return out;
    });
  return (
    <PageFrame title={t('notice.myTitle')} testId="page-notice2" extra={<ReaderBar unreadOnly={unreadOnly} onUnreadOnly={setUnreadOnly} />}>
      <AnnouncementList basePath="/notice2" unreadOnly={unreadOnly} />
    </PageFrame>
  );
}

/**
 * /notice2 (login needed, spec §2): the same announcements as /notice, as the signed-in reader's
 * own list: unread markers and count, unread only, mark all read; /notice2?id= opens one and marks it.
 */
export default function Notice2Page() {
  return (
    <NamespaceFrame titleKey="notice2" testId="page-notice2">
      <Notice2Content />
    </NamespaceFrame>
  );
}
