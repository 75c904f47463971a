import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { RuleHistory } from './RuleHistory';
import { RulesInForce } from './RulesInForce';
import { useRulebook } from './rulesApi';
import { ScheduledRules } from './ScheduledRules';
import './rules.css';

/** `?version=12` (a record's rule version): digits only, else the rules in force. */
function versionParam(params: URLSearchParams): string | undefined {
  const version = params.get('version');
  return version && /^\d{1,18}$/.test(version) ? version : undefined;
}

function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Published rules (/rules, /m/rules): every rule in force with its version, and the change history. */
function RulesContent() {
  const { t } = useTranslation('rules');
  const { t: tWeb } = useTranslation();
  const format = useFormat();
  const to = useTo();
  const [params, setParams] = useSearchParams();
  const version = versionParam(params);
  const tab = params.get('tab') === 'history' ? 'history' : 'rules';
  const kind = params.get('kind') || undefined;
  const book = useRulebook(version);

  const setQuery = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };

  let inForce = <Skeleton active paragraph={{ rows: 14 }} />;
  if (book.isError) inForce = <ErrorState error={book.error} onRetry={() => void book.refetch()} retrying={book.isFetching} />;
  else if (book.data) inForce = <RulesInForce book={book.data} />;
  const past = book.data && book.data.version !== book.data.current_version;

  return (
    <PageFrame
      title={tWeb('routes.rules')}
      testId="page-rules"
      extra={
        book.data && book.data.version !== '0' ? (
          <div className="vx-page-actions vx-rules-head">
            <Tag color={past ? 'warning' : 'processing'} className="vx-num" data-testid="rulebook-version">
              {t('versionTag', { version: book.data.version })}
            </Tag>
            {book.data.effective_at ? (
              <span className="vx-muted vx-small vx-num" data-testid="rulebook-since">
                {t('inForceSince', { time: format.dateTime(book.data.effective_at) })}
              </span>
            ) : null}
          </div>
        ) : null
      }
    >
      <p className="vx-page-lead">{t('intro')}</p>
      {past ? null : <ScheduledRules />}
      {past && book.data ? (
        <Alert
          type="warning"
          showIcon
          icon={<HistoryOutlined />}
          className="vx-rules-past"
          data-testid="rulebook-past"
          title={t('asOf.title', { version: book.data.version })}
          description={
            <>
              {t('asOf.text', {
                version: book.data.version,
                time: book.data.effective_at ? format.dateTime(book.data.effective_at) : '',
                current: book.data.current_version,
              })}{' '}
              <Link to={to('/rules')} data-testid="rulebook-current-link">
                {t('asOf.current')}
              </Link>
            </>
          }
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery({ tab: key === 'history' ? 'history' : undefined, page: undefined })}
        destroyOnHidden
        items={[
          { key: 'rules', label: <span data-testid="rules-tab-rules">{t('tabs.inForce')}</span>, children: inForce },
          {
            key: 'history',
            label: <span data-testid="rules-tab-history">{t('tabs.history')}</span>,
            children: (
              <RuleHistory
                kind={kind}
                page={pageParam(params)}
                onChange={(next) => setQuery({ kind: next.kind, page: next.page > 1 ? String(next.page) : undefined })}
              />
            ),
          },
        ]}
      />
    </PageFrame>
  );
}

export default function RulesPage() {
  return (
    <NamespaceFrame titleKey="rules" testId="page-rules">
      <RulesContent />
    </NamespaceFrame>
  );
}
