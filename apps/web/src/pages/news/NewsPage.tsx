import { BellOutlined, CheckCircleFilled, CheckOutlined, CloseCircleFilled, DownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Badge, Button, Pagination, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InboxMessage, type InboxPage, invalidateMessages, KYC_KEYS, kycCalls, useMessages } from '../../api/kyc';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import '../../kyc.css';
import { NamespaceFrame } from '../../components/NamespaceFrame';

const PAGE_SIZE = 10;

/** A look per kind of message; kinds are open-ended, so the words in the kind decide. */
function kindIcon(kind: string): ReactNode {
  if (kind.includes('reject') || kind.includes('fail')) return <CloseCircleFilled className="vx-news__icon vx-news__icon--bad" />;
  if (kind.includes('approv') || kind.includes('success')) return <CheckCircleFilled className="vx-news__icon vx-news__icon--good" />;
  if (kind.includes('security') || kind.includes('kyc')) return <SafetyCertificateOutlined className="vx-news__icon" />;
  return <BellOutlined className="vx-news__icon" />;
}

/** Marks messages read in every cached page at once (the inbox and the header's count), before the server answers. */
function markReadInCache(queryClient: QueryClient, ids: string[] | 'all'): void {
  queryClient.setQueriesData<InboxPage>({ queryKey: KYC_KEYS.messages }, (page) => {
    if (!page || !('items' in page)) return page;
    let newlyRead = 0;
    const items = page.items.map((item) => {
      if (item.read === 1 || (ids !== 'all' && !ids.includes(item.id))) return item;
      newlyRead += 1;
      return { ...item, read: 1 as const };
    });
    const unread = ids === 'all' ? 0 : Math.max(0, page.unread - (newlyRead || ids.length));
    return { ...page, items, unread };
  });
}

function MessageRow({ message, open, onToggle }: { message: InboxMessage; open: boolean; onToggle: () => void }) {
  const format = useFormat();
  const unread = message.read === 0;
  const bodyId = `news-body-${message.id}`;
  return (
    <li className={unread ? 'vx-news__item vx-news__item--unread' : 'vx-news__item'} data-testid="news-item" data-read={message.read} data-id={message.id}>
      <button type="button" className="vx-news__head" onClick={onToggle} aria-expanded={open} aria-controls={bodyId} data-testid="news-open">
        <Badge dot={unread} offset={[-2, 2]}>
          {kindIcon(message.kind)}
        </Badge>
        <span className="vx-news__title">{message.title}</span>
        <Tooltip title={format.dateTime(message.created_at)}>
          <time className="vx-news__time vx-muted" dateTime={message.created_at}>
            {format.relative(message.created_at)}
          </time>
        </Tooltip>
        <DownOutlined className={open ? 'vx-news__caret vx-news__caret--open' : 'vx-news__caret'} />
      </button>
      {open ? (
        <div className="vx-news__body" id={bodyId} data-testid="news-body">
          <p>{message.body}</p>
          <span className="vx-muted vx-news__stamp">{format.dateTime(message.created_at)}</span>
        </div>
      ) : null}
    </li>
  );
}

/** My messages (/news): newest first, unread marked; opening one marks it read; "mark all read". */
function NewsContent() {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const inbox = useMessages(page, PAGE_SIZE);
  const unread = inbox.data?.unread ?? 0;

  function toggle(item: InboxMessage) {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (!opening || item.read === 1) return;
    markReadInCache(queryClient, [item.id]);
    // Read state is a convenience: a failure is put right by the next read of the list.
    kycCalls.readMessage(item.id).catch(() => invalidateMessages(queryClient));
  }

  async function readAll() {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      await kycCalls.readAllMessages();
      markReadInCache(queryClient, 'all');
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
  else if (inbox.data.items.length === 0) body = <EmptyState text={t('news.empty')} testId="news-empty" />;
  else
    body = (
      <>
        <ul className="vx-news" data-testid="news-list">
          {inbox.data.items.map((item) => (
            <MessageRow key={item.id} message={item} open={openId === item.id} onToggle={() => toggle(item)} />
          ))}
        </ul>
        {inbox.data.total > PAGE_SIZE ? (
          <div className="vx-pager">
            <Pagination current={page} total={inbox.data.total} pageSize={PAGE_SIZE} onChange={setPage} showSizeChanger={false} simple={phone} size="small" />
          </div>
        ) : null}
      </>
    );

  return (
    <PageFrame
      title={
        <span className="vx-kyc-title">
          {t('news.title')}
          {unread > 0 ? <Badge count={unread} className="vx-news__count" data-testid="news-unread" /> : null}
        </span>
      }
      testId="page-news"
      extra={
        <Button
          icon={<CheckOutlined />}
          onClick={() => void readAll()}
          loading={markingAll}
          disabled={unread === 0}
          size={phone ? 'small' : undefined}
          data-testid="news-read-all"
        >
          {t('news.readAll')}
        </Button>
      }
    >
      {body}
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
