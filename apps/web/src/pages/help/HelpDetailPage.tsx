import { CheckCircleFilled, DislikeOutlined, LikeOutlined, TranslationOutlined } from '@ant-design/icons';
import { ERROR_CODES, type HelpArticleView, isRightToLeft } from '@veritex/shared';
import { Alert, Breadcrumb, Button, Result, Skeleton } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { useHelpArticle, useHelpVote } from './helpApi';
import { ArticleLink, FallbackTag, StillNeedHelp } from './helpParts';
import './help.css';

/** "Was this helpful": one answer per reader, changeable; thanks once answered. */
function HelpfulVote({ article }: { article: HelpArticleView }) {
  const { t } = useTranslation('content');
  const vote = useHelpVote(article.id);
  const mine = article.my_vote;
  return (
    <section className="vx-help-vote" data-testid="help-vote">
      <span className="vx-help-vote__question">{t('help.helpfulQuestion')}</span>
      <div className="vx-help-vote__buttons">
        <Button
          icon={<LikeOutlined />}
          type={mine === true ? 'primary' : 'default'}
          aria-pressed={mine === true}
          loading={vote.isPending && vote.variables === true}
          disabled={vote.isPending}
          onClick={() => vote.mutate(true)}
          data-testid="help-vote-yes"
        >
          {t('help.yes')}
        </Button>
        <Button
          icon={<DislikeOutlined />}
          type={mine === false ? 'primary' : 'default'}
          aria-pressed={mine === false}
          loading={vote.isPending && vote.variables === false}
          disabled={vote.isPending}
          onClick={() => vote.mutate(false)}
          data-testid="help-vote-no"
        >
          {t('help.no')}
        </Button>
      </div>
      {mine === null ? null : (
        <span className="vx-help-vote__thanks" data-testid="help-vote-thanks" role="status">
          <CheckCircleFilled /> {mine ? t('help.thanks') : t('help.thanksNo')}
        </span>
      )}
    </section>
  );
}

/** Links inside an article to pages of this site open in the app (and on the phone site, its version). */
function useInternalLinks() {
  const navigate = useNavigate();
  const to = useTo();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to(href));
  };
}

function ArticleBody({ article }: { article: HelpArticleView }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const to = useTo();
  const followLink = useInternalLinks();
  return (
    <PageFrame title={article.title} testId="page-helpDetail">
      <Breadcrumb
        className="vx-help-breadcrumb"
        items={[
          { title: <Link to={to('/help')}>{t('help.title')}</Link> },
          { title: <Link to={to(`/help?category=${article.category.id}`)}>{article.category.name}</Link> },
        ]}
      />
      <div className="vx-help-detail">
        <div className="vx-help-detail__main">
          {article.fallback ? (
            <Alert
              type="info"
              showIcon
              icon={<TranslationOutlined />}
              className="vx-help-fallback"
              message={t('help.fallbackNote')}
              data-testid="help-fallback"
            />
          ) : null}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only routes the article's own links (real anchors, which take the keyboard themselves) inside the app */}
          <article
            className="vx-doc vx-help-article"
            onClick={followLink}
            lang={article.lang}
            // An English fallback inside the Arabic site reads left to right, and an Arabic article right to left.
            dir={isRightToLeft(article.lang) ? 'rtl' : 'ltr'}
            data-testid="help-article"
          >
            <p className="vx-help-updated vx-muted">{t('help.updated', { date: format.date(article.updated_at) })}</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the Markdown and sanitises it (content/renderMarkdown.ts, with its property test); no script, handler or script URL can pass */}
            <div dangerouslySetInnerHTML={{ __html: article.html }} />
          </article>
          <HelpfulVote article={article} />
        </div>
        <aside className="vx-help-detail__side">
          {article.related.length > 0 ? (
            <section className="vx-help-related" data-testid="help-related">
              <h2>{t('help.related')}</h2>
              <ul>
                {article.related.map((related) => (
                  <li key={related.id}>
                    <ArticleLink article={related} />
                    <FallbackTag article={related} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <StillNeedHelp />
        </aside>
      </div>
    </PageFrame>
  );
}

function HelpDetailContent() {
  const { t } = useTranslation('content');
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,18}$/.test(id);
  const article = useHelpArticle(valid ? id : '0');
  const missing = !valid || (article.isError && article.error instanceof ApiError && article.error.code === ERROR_CODES.not_found);
  if (missing) {
    return (
      <PageFrame title={t('help.title')} testId="page-helpDetail" narrow>
        <Result
          status="404"
          title={t('help.notFound')}
          extra={
            <LinkButton type="primary" to={to('/help')}>
              {t('help.backToHelp')}
            </LinkButton>
          }
        />
      </PageFrame>
    );
  }
  if (article.isPending) {
    return (
      <PageFrame title={<Skeleton.Input active size="small" />} testId="page-helpDetail" narrow>
        <Skeleton active paragraph={{ rows: 12 }} />
      </PageFrame>
    );
  }
  if (article.isError) {
    return (
      <PageFrame title={t('help.title')} testId="page-helpDetail" narrow>
        <ErrorState error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />
      </PageFrame>
    );
  }
  return <ArticleBody article={article.data} />;
}

/** One help article (/helpDetail?id=, spec §2): breadcrumb, the sanitised article, "was this helpful", related articles, the way to support. */
export default function HelpDetailPage() {
  return (
    <NamespaceFrame titleKey="helpDetail" testId="page-helpDetail">
      <HelpDetailContent />
    </NamespaceFrame>
  );
}
