import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory, type AnnouncementItem } from '@veritex/shared';
import { Menu, Pagination, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { CategoryTag, FallbackNote, isCategory, PinnedTag, UnreadDot } from './NoticeParts';
import { useAnnouncements } from './noticeApi';

const PAGE_SIZE = 10;
const ALL = 'all';

function AnnouncementRow({ item, basePath }: { item: AnnouncementItem; basePath: string }) {
  const format = useFormat();
  const to = useTo();
  const unread = item.unread === true;
  return (
    <li
      className={unread ? 'vx-notice__item vx-notice__item--unread' : 'vx-notice__item'}
      data-testid="notice-item"
      data-id={item.id}
      data-unread={item.unread === null ? undefined : String(unread)}
    >
      <Link to={to(`${basePath}?id=${item.id}`)} className="vx-notice__link" data-testid="notice-open">
        <span className="vx-notice__head">
          {unread ? <UnreadDot /> : null}
          {item.pinned ? <PinnedTag /> : null}
          <span className="vx-notice__title" data-testid="notice-title">
            {item.title}
          </span>
        </span>
        <span className="vx-notice__summary">{item.summary}</span>
        <span className="vx-notice__meta">
          <CategoryTag category={item.category} />
          <time dateTime={item.published_at} className="vx-muted">
            {format.dateTime(item.published_at)}
          </time>
          {item.fallback ? <FallbackNote shown={item.lang} compact /> : null}
        </span>
      </Link>
    </li>
  );
}

/** Category choice: a side menu on the desktop (as exchanges' announcement centres have), tabs on the phone. */
function CategoryPicker({ value, onChange }: { value: AnnouncementCategory | undefined; onChange: (next: string) => void }) {
  const { t } = useTranslation('content');
  const { phone } = useLayout();
  const options = [ALL, ...ANNOUNCEMENT_CATEGORIES].map((key) => ({ key, label: t(key === ALL ? 'notice.all' : `notice.categories.${key}`) }));
  if (phone) {
    return <Tabs activeKey={value ?? ALL} onChange={onChange} items={options} size="small" className="vx-notice__tabs" data-testid="notice-tabs" />;
  }
  return (
    <nav className="vx-notice__side" aria-label={t('notice.categoriesLabel')}>
      <Menu
        mode="inline"
        selectedKeys={[value ?? ALL]}
        onClick={({ key }) => onChange(key)}
        items={options.map((option) => ({ key: option.key, label: <span data-testid={`notice-category-${option.key}`}>{option.label}</span> }))}
      />
    </nav>
  );
}

/**
 * The announcement list both /notice (everyone) and /notice2 (the signed-in reader's own view,
 * `unreadOnly` available) show: category choice, pinned first then newest, unread dots for a
 * signed-in reader, paging. Category and page live in the address, so a list can be linked to.
 */
export function AnnouncementList({ basePath, unreadOnly = false }: { basePath: '/notice' | '/notice2'; unreadOnly?: boolean }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAnnouncements({ category, unreadOnly, page, pageSize: PAGE_SIZE });
  const update = (next: { category?: string; page?: number }) =>
    setParams((before) => {
      const out = new URLSearchParams(before);
      if (next.category !== undefined) {
        if (next.category === ALL) out.delete('category');
        else out.set('category', next.category);
        out.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page <= 1) out.delete('page');
        else out.set('page', String(next.page));
      }
      return out;
    });

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={6} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0) body = <EmptyState text={t(unreadOnly ? 'notice.emptyUnread' : 'notice.empty')} testId="notice-empty" />;
  else
    body = (
      <>
        <ul className="vx-notice__list" data-testid="notice-list">
          {query.data.items.map((item) => (
            <AnnouncementRow key={item.id} item={item} basePath={basePath} />
          ))}
        </ul>
        {query.data.total > PAGE_SIZE ? (
          <Pagination
            className="vx-notice__pager"
            current={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next })}
            size="small"
          />
        ) : null}
      </>
    );

  return (
    <div className="vx-notice">
      <CategoryPicker value={category} onChange={(key) => update({ category: key })} />
      <div className="vx-notice__main">{body}</div>
    </div>
  );
}
