import { Skeleton } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDocument } from '../../api/queries';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';

/** web/getText bodies: paragraphs separated by a blank line; a line starting "## " is a heading. */
export function renderTextBody(body: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const blocks = body.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  // Keys are positions in the output; the text never reorders while shown.
  for (const block of blocks) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) nodes.push(<p key={`p${nodes.length}`}>{paragraph.join('\n')}</p>);
      paragraph = [];
    };
    for (const line of block.split('\n')) {
      if (line.startsWith('## ')) {
        flush();
        nodes.push(<h2 key={`h${nodes.length}`}>{line.slice(3).trim()}</h2>);
      } else if (line.trim() !== '') {
        paragraph.push(line);
      }
    }
    flush();
  }
  return nodes;
}

/** One content text (company profile, user agreement, privacy policy, ...) in the interface language. */
export function TextDocumentView({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTextDocument(id);
  const body = useMemo(() => (query.data ? renderTextBody(query.data.body) : []), [query.data]);
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
      <article className="vx-doc" data-testid="text-body">
        {body}
      </article>
    </PageFrame>
  );
}
