import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTextDocument } from '../../api/queries';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';

/** One content text (company profile, user agreement, privacy policy, ...) in the interface language. */
export function TextDocumentView({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTextDocument(id);
  if (query.isPending) {
    return (
      <PageFrame title={<Skeleton.Input active size="small" />} testId="page-text" narrow>
        <div className="vx-doc" data-testid="text-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={t('text.unavailable')} testId="page-text" narrow>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={query.data.title}
      testId="page-text"
      narrow
      extra={query.data.updated_at ? <span className="vx-muted">{t('text.updated', { date: format.date(query.data.updated_at) })}</span> : undefined}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the Markdown and sanitises it (content/renderMarkdown.ts, with its property test); no script, handler or script URL can pass */}
      <article className="vx-doc" data-testid="text-body" dangerouslySetInnerHTML={{ __html: query.data.html }} />
    </PageFrame>
  );
}
