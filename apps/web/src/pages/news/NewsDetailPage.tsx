import { ArrowLeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@veritex/shared';
import { Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { GroupIcon } from './GroupIcon';
import { INBOX_KEYS, type InboxMessageDetail, type InboxPage, inboxCalls, invalidateMessages, useLiveInbox, useMessage } from './inboxApi';
import './news.css';

/**
 * Opening a message marks it read: at once in the cache (the bell and the list drop by one), then
 * on the server, whose `inbox` frame confirms the count. Once per message shown.
 */
function useMarkReadOnOpen(detail: InboxMessageDetail | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!detail || detail.message.read === 1 || marked.current === detail.message.id) return;
    const { id } = detail.message;
    marked.current = id;
    queryClient.setQueryData<InboxMessageDetail>([...INBOX_KEYS.detail, id], (cached) =>
      cached ? { ...cached, unread: Math.max(0, cached.unread - 1), message: { ...cached.message, read: 1 } } : cached,
    );
    queryClient.setQueryData<InboxPage>(INBOX_KEYS.unread, (page) => (page ? { ...page, unread: Math.max(0, page.unread - 1) } : page));
    // Read state is a convenience: a failure is put right by the next read of the inbox.
    inboxCalls
      .readMessage(id)
      .then(() => invalidateMessages(queryClient))
      .catch(() => invalidateMessages(queryClient));
  }, [detail, queryClient]);
}

/** One message (/newsDetail?id=): its group, time, title and text, the way to what it is about, and back to the list. */
function NewsDetailContent() {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useLiveInbox();
  const detail = useMessage(id);
  useMarkReadOnOpen(detail.data);
  const back = (
    <LinkButton to={to('/news')} icon={<ArrowLeftOutlined className="vx-flip-rtl" />} data-testid="news-back">
      {t('news.back')}
    </LinkButton>
  );
  const missing = !/^\d{1,18}$/.test(id) || (detail.error instanceof ApiError && detail.error.code === ERROR_CODES.not_found);

  let body: ReactNode;
  if (missing) body = <EmptyState text={t('news.notFound')} action={back} testId="news-not-found" />;
  else if (detail.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (detail.isError || !detail.data) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else {
    const { message } = detail.data;
    body = (
      <article className="vx-inbox-detail" data-testid="news-detail" data-id={message.id} data-kind={message.kind}>
        <div className="vx-inbox-detail__meta">
          <GroupIcon group={message.group} />
          <Tag>{t(`news.groups.${message.group}`)}</Tag>
          <time dateTime={message.created_at} data-testid="news-detail-time">
            {format.dateTime(message.created_at)}
          </time>
        </div>
        <h2 className="vx-inbox-detail__title" data-testid="news-detail-title">
          {message.title}
        </h2>
        <p className="vx-inbox-detail__body" data-testid="news-detail-body">
          {message.body}
        </p>
        <div className="vx-inbox-detail__actions">
          {message.link ? (
            <LinkButton type="primary" to={to(message.link)} data-testid="news-detail-link">
              {t('news.open')} <RightOutlined className="vx-flip-rtl" />
            </LinkButton>
          ) : null}
          {back}
        </div>
      </article>
    );
  }
  return (
    <PageFrame title={t('web:routes.newsDetail')} testId="page-news-detail">
      {body}
    </PageFrame>
  );
}

export default function NewsDetailPage() {
  return (
    <NamespaceFrame titleKey="newsDetail" testId="page-news-detail">
      <NewsDetailContent />
    </NamespaceFrame>
  );
}
