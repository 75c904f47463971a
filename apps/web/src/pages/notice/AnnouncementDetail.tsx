import { ArrowLeftOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@veritex/shared';
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { ContentHtml } from './ContentHtml';
import { CategoryTag, FallbackNote, PinnedTag } from './NoticeParts';
import { useAnnouncement, useMarkRead } from './noticeApi';

function BackLink({ basePath }: { basePath: string }) {
  const { t } = useTranslation('content');
  const to = useTo();
  return (
    <Link to={to(basePath)} className="vx-notice__back" data-testid="notice-back">
      <ArrowLeftOutlined className="vx-flip-rtl" /> {t('notice.back')}
    </Link>
  );
}

/**
 * One announcement: its category, time, the note when it is shown in English, and the text the
 * server rendered and sanitised. Opening it marks it read for a signed-in reader.
 */
export function AnnouncementDetail({ id, basePath }: { id: string; basePath: '/notice' | '/notice2' }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const { token } = useSession();
  const query = useAnnouncement(id);
  const markRead = useMarkRead();
  const unread = query.data?.unread === true;
  const { mutate } = markRead;

  useEffect(() => {
    if (token && unread) mutate({ id });
  }, [token, unread, id, mutate]);

  if (query.isPending) {
    return (
      <PageFrame title={<Skeleton.Input active size="small" />} testId="page-notice-detail" narrow>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ERROR_CODES.not_found;
    return (
      <PageFrame title={t('notice.title')} testId="page-notice-detail" narrow extra={<BackLink basePath={basePath} />}>
        {missing ? (
          <EmptyState text={t('notice.notFound')} testId="notice-not-found" />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </PageFrame>
    );
  }
  const notice = query.data;
  return (
    <PageFrame
      title={<span data-testid="notice-detail-title">{notice.title}</span>}
      testId="page-notice-detail"
      narrow
      extra={<BackLink basePath={basePath} />}
    >
      <div className="vx-notice__detail-meta">
        {notice.pinned ? <PinnedTag /> : null}
        <CategoryTag category={notice.category} />
        <time dateTime={notice.published_at} className="vx-muted">
          {t('notice.published', { date: format.dateTime(notice.published_at) })}
        </time>
      </div>
      {notice.fallback ? <FallbackNote shown={notice.lang} /> : null}
      <ContentHtml html={notice.html} lang={notice.lang} testId="notice-body" />
    </PageFrame>
  );
}
