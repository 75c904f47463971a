import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Badge, Button, Pagination, Segmented, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/ListSkeleton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { GroupIcon } from './GroupIcon';
import { INBOX_KEYS, type InboxMessage, type InboxPage, inboxCalls, invalidateMessages, useLiveInbox, useMessages } from './inboxApi';
import { NotifySettingsDrawer } from './NotifySettingsDrawer';
import './news.css';

const PAGE_SIZE = 15;
type Filter = 'all' | 'unread';

function MessageRow({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const to = useTo();
  const unread = message.read === 0;
  return (
    <li className={unread ? 'vx-inbox__item vx-inbox__item--unread' : 'vx-inbox__item'} data-testid="news-item" data-read={message.read} data-id={message.id}>
      <Link to={to(`/newsDetail?id=${message.id}`)} className="vx-inbox__row" data-testid="news-open">
        <GroupIcon group={message.group} />
        <span className="vx-inbox__main">
          <span className="vx-inbox__title">{message.title}</span>
          <span className="vx-inbox__preview">{message.body}</span>
        </span>
        <span className="vx-inbox__side">
          <Tooltip title={format.dateTime(message.created_at)}>
            <time className="vx-muted" dateTime={message.created_at}>
              {format.relative(message.created_at)}
            </time>
          </Tooltip>
          {unread ? <span className="vx-inbox__dot" role="img" aria-label={t('news.filterUnread')} /> : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * My messages (/news): newest first, all or only the unread, each opening its own page
 * (/newsDetail); "mark all read"; the notification settings (which groups also e-mail) in a
 * drawer, opened by `?settings=1` too (the link in every notice mail). Live: the `inbox` frames
 * refresh the list when something arrives.
 */
function NewsContent() {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const [markingAll, setMarkingAll] = useState(false);
  useLiveInbox();
  const inbox = useMessages(page, PAGE_SIZE, filter === 'unread');
  const unread = inbox.data?.unread ?? 0;
  const settingsOpen = params.get('settings') === '1';
  const setSettingsOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('settings', '1');
        else next.delete('settings');
        return next;
      },
      { replace: true },
    );

  async function readAll() {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      await inboxCalls.readAllMessages();
      queryClient.setQueriesData<InboxPage>({ queryKey: INBOX_KEYS.all }, (cached) =>
        cached && 'items' in cached ? { ...cached, unread: 0, items: cached.items.map((item) => ({ ...item, read: 1 as const })) } : cached,
      );
      invalidateMessages(queryClient);
    } catch {
      void message.error(t('web:common.networkError'));
    } finally {
      setMarkingAll(false);
    }
  }

  let body: ReactNode;
  if (inbox.isPending) body = <ListSkeleton rows={6} testId="news-loading" />;
  else if (inbox.isError || !inbox.data) body = <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />;
  else if (inbox.data.items.length === 0) body = <EmptyState text={filter === 'unread' ? t('news.emptyUnread') : t('news.empty')} testId="news-empty" />;
  else
    body = (
      <>
        <ul className="vx-inbox" data-testid="news-list">
          {inbox.data.items.map((item) => (
            <MessageRow key={item.id} message={item} />
          ))}
        </ul>
        {inbox.data.total > PAGE_SIZE ? (
          <div className="vx-pager">
            <Pagination current={page} total={inbox.data.total} pageSize={PAGE_SIZE} onChange={setPage} showSizeChanger={false} simple={phone} size="small" />
          </div>
        ) : null}
      </>
    );

  const unreadLabel = (
    <span data-testid="news-unread" data-count={unread}>
      {t('news.filterUnread')}
      {unread > 0 ? <Badge count={unread} size="small" className="vx-inbox__count" overflowCount={99} /> : null}
    </span>
  );
  return (
    <PageFrame
      title={t('news.title')}
      testId="page-news"
      extra={
        <span className="vx-inbox__actions">
          <Tooltip title={phone ? t('news.settings') : undefined}>
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} aria-label={t('news.settings')} data-testid="news-settings">
              {phone ? null : t('news.settings')}
            </Button>
          </Tooltip>
          <Tooltip title={phone ? t('news.readAll') : undefined}>
            <Button
              icon={<CheckOutlined />}
              onClick={() => void readAll()}
              loading={markingAll}
              disabled={unread === 0}
              aria-label={t('news.readAll')}
              data-testid="news-read-all"
            >
              {phone ? null : t('news.readAll')}
            </Button>
          </Tooltip>
        </span>
      }
    >
      <div className="vx-inbox__bar">
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('news.filterAll') },
            { value: 'unread', label: unreadLabel },
          ]}
          data-testid="news-filter"
        />
      </div>
      {body}
      <NotifySettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </PageFrame>
  );
}

export default function NewsPage() {
  return (
    <NamespaceFrame titleKey="news" testId="page-news">
      <NewsContent />
    </NamespaceFrame>
  );
}
