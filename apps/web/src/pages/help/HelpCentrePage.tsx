import { FireOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import type { HelpCategoryView, HelpList } from '@veritex/shared';
import { Breadcrumb, Button, Input, Pagination, Skeleton, Tag } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { HELP_PAGE_SIZE, useHelpList, useHelpSearch } from './helpApi';
import { ArticleLink, FallbackTag, HelpCategoryIcon, MarkedText, StillNeedHelp } from './helpParts';
import './help.css';

const SUGGESTIONS = ['withdraw', 'fees', 'twoFactor', 'quickBuy', 'liquidation'] as const;

function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The search band: a prominent box, and a few common searches in the reader's language. */
function SearchBand({ query, onSearch }: { query: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('content');
  const { phone } = useLayout();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSearch(text.trim());
  };
  return (
    <section className="vx-help-hero" data-testid="help-hero">
      <h2 className="vx-help-hero__title">{t('help.heroTitle')}</h2>
      {phone ? null : <p className="vx-help-hero__text">{t('help.heroText')}</p>}
      <search className="vx-help-hero__search">
        <form className="vx-help-hero__form" onSubmit={submit}>
          <Input
            size="large"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            prefix={<SearchOutlined />}
            placeholder={t('help.searchPlaceholder')}
            aria-label={t('help.searchPlaceholder')}
            maxLength={100}
            data-testid="help-search-input"
          />
          <Button size="large" type="primary" htmlType="submit" data-testid="help-search-submit">
            {t('help.search')}
          </Button>
        </form>
      </search>
      <div className="vx-help-hero__suggest">
        <span className="vx-muted">{t('help.popularSearches')}</span>
        {SUGGESTIONS.map((key) => (
          <Tag.CheckableTag key={key} checked={false} onChange={() => onSearch(t(`help.suggest.${key}`))} data-testid={`help-suggest-${key}`}>
            {t(`help.suggest.${key}`)}
          </Tag.CheckableTag>
        ))}
      </div>
    </section>
  );
}

function SearchResults({ query, page, onPage, onClear }: { query: string; page: number; onPage: (page: number) => void; onClear: () => void }) {
  const { t } = useTranslation('content');
  const search = useHelpSearch(query, page);
  if (search.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (search.isError) return <ErrorState error={search.error} onRetry={() => void search.refetch()} retrying={search.isFetching} />;
  const { items, total } = search.data;
  return (
    <section className="vx-help-section" data-testid="help-results" aria-live="polite">
      <h2 className="vx-help-section__title">
        {t('help.resultsFor', { query })} <span className="vx-help-count">{total}</span>
      </h2>
      {items.length === 0 ? (
        <EmptyState
          testId="help-no-results"
          text={
            <span>
              {t('help.noResults', { query })}
              <br />
              <span className="vx-muted">{t('help.noResultsHint')}</span>
            </span>
          }
          action={
            <Button onClick={onClear} data-testid="help-clear-search">
              {t('help.allTopics')}
            </Button>
          }
        />
      ) : (
        <ol className="vx-help-results">
          {items.map((hit) => (
            <li key={hit.id} className="vx-help-result" data-testid="help-result">
              <ArticleLink article={hit}>
                <span className="vx-help-result__title">
                  <MarkedText parts={hit.title_parts} />
                </span>
              </ArticleLink>
              <p className="vx-help-result__snippet">
                <MarkedText parts={hit.snippet_parts} />
              </p>
              <div className="vx-help-result__meta">
                <Tag>{hit.category_name}</Tag>
                <FallbackTag article={hit} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {total > HELP_PAGE_SIZE ? (
        <Pagination className="vx-help-pager" current={page} pageSize={HELP_PAGE_SIZE} total={total} onChange={onPage} showSizeChanger={false} />
      ) : null}
    </section>
  );
}

function CategoryCard({ category }: { category: HelpCategoryView }) {
  const { t } = useTranslation('content');
  const to = useTo();
  return (
    <article className="vx-help-card" data-testid="help-category">
      <Link to={to(`/help?category=${category.id}`)} className="vx-help-card__head">
        <HelpCategoryIcon icon={category.icon} />
        <span>
          <strong className="vx-help-card__name">{category.name}</strong>
          <span className="vx-help-card__description">{category.description}</span>
        </span>
      </Link>
      <ul className="vx-help-card__list">
        {category.articles.map((article) => (
          <li key={article.id}>
            <ArticleLink article={article} />
            <FallbackTag article={article} />
          </li>
        ))}
      </ul>
      {category.article_count > category.articles.length ? (
        <Link to={to(`/help?category=${category.id}`)} className="vx-help-card__more">
          {t('help.viewAll', { count: category.article_count })} <RightOutlined className="vx-help-flip" />
        </Link>
      ) : null}
    </article>
  );
}

function Overview({ data }: { data: HelpList }) {
  const { t } = useTranslation('content');
  if (data.categories.length === 0) return <EmptyState text={t('help.empty')} />;
  return (
    <>
      <section className="vx-help-section">
        <h2 className="vx-help-section__title">{t('help.topics')}</h2>
        <div className="vx-help-grid">
          {data.categories.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </div>
      </section>
      {data.popular.length > 0 ? (
        <section className="vx-help-section" data-testid="help-popular">
          <h2 className="vx-help-section__title">
            <FireOutlined className="vx-help-hot" /> {t('help.popular')}
          </h2>
          <ol className="vx-help-popular">
            {data.popular.map((article) => (
              <li key={article.id}>
                <ArticleLink article={article} />
                <FallbackTag article={article} />
                <span className="vx-help-popular__excerpt vx-muted">{article.excerpt}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function CategoryPage({ data, page, onPage }: { data: HelpList; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('content');
  const to = useTo();
  const category = data.category;
  if (!category) return <EmptyState text={t('help.unknownCategory')} />;
  return (
    <section className="vx-help-section" data-testid="help-category-page">
      <Breadcrumb items={[{ title: <Link to={to('/help')}>{t('help.title')}</Link> }, { title: category.name }]} />
      <h2 className="vx-help-section__title vx-help-category-title">
        <HelpCategoryIcon icon={category.icon} /> {category.name}
      </h2>
      <p className="vx-muted">{category.description}</p>
      <ul className="vx-help-category-list">
        {data.items.map((article) => (
          <li key={article.id}>
            <ArticleLink article={article} />
            <FallbackTag article={article} />
            <p className="vx-muted">{article.excerpt}</p>
          </li>
        ))}
      </ul>
      {data.total > HELP_PAGE_SIZE ? (
        <Pagination className="vx-help-pager" current={page} pageSize={HELP_PAGE_SIZE} total={data.total} onChange={onPage} showSizeChanger={false} />
      ) : null}
      <nav className="vx-help-other-topics" aria-label={t('help.topics')}>
        {data.categories
          .filter((other) => other.id !== category.id)
          .map((other) => (
            <Link key={other.id} to={to(`/help?category=${other.id}`)} className="vx-help-chip">
              <HelpCategoryIcon icon={other.icon} /> {other.name}
            </Link>
          ))}
      </nav>
    </section>
  );
}

function HelpCentreContent() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const categoryId = params.get('category') ?? undefined;
  const page = pageOf(params);
  const list = useHelpList(query ? undefined : categoryId, query ? 1 : page);
  const go = (next: Record<string, string>) => setParams(new URLSearchParams(next));
  const search = (text: string) => go(text ? { q: text } : {});
  const turn = (to: number) => go({ ...Object.fromEntries(params), page: String(to) });
  let body: ReactNode;
  if (query) body = <SearchResults query={query} page={page} onPage={turn} onClear={() => search('')} />;
  else if (list.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (categoryId) body = <CategoryPage data={list.data} page={page} onPage={turn} />;
  else body = <Overview data={list.data} />;
  return (
    <PageFrame title={t('help.title')} testId="page-help">
      <SearchBand query={query} onSearch={search} />
      {body}
      <StillNeedHelp />
    </PageFrame>
  );
}

/** The help centre (/help, spec §2): search first, then topics and the most read articles in the reader's language. */
export default function HelpCentrePage() {
  return (
    <NamespaceFrame titleKey="help" testId="page-help">
      <HelpCentreContent />
    </NamespaceFrame>
  );
}
