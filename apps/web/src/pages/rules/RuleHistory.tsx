import { RULE_KINDS, type RuleChange } from '@veritex/shared';
import { Select, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useRuleFormat } from './ruleFormat';
import { RULE_HISTORY_PAGE_SIZE, useRuleHistory } from './rulesApi';

/** One change: the fields that moved, old → new (a first version lists what was published). */
function ChangeCell({ change }: { change: RuleChange }) {
  const { t } = useTranslation('rules');
  const format = useRuleFormat();
  const lines = format.changeLines(change.kind, change.key, change.value, change.previous_value);
  return (
    <ul className="vx-rules-change" data-testid="rule-change">
      {change.previous_value === null ? <li className="vx-muted vx-small">{t('values.firstVersion')}</li> : null}
      {lines.map((line) => (
        <li key={line.label || 'value'}>
          {line.label ? <span className="vx-rules-change__label">{line.label}: </span> : null}
          {line.from !== undefined ? (
            <>
              <span className="vx-rules-change__from vx-num" data-testid="rule-change-from">
                {line.from}
              </span>
              <span className="vx-rules-change__arrow" aria-hidden="true">
                {' → '}
              </span>
            </>
          ) : null}
          <span className="vx-rules-change__to vx-num" data-testid="rule-change-to">
            {line.to}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every change, newest first, filterable by kind of rule; the version links to the rulebook at that version. */
export function RuleHistory({ kind, page, onChange }: { kind: string | undefined; page: number; onChange: (next: { kind?: string; page: number }) => void }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const ruleFormat = useRuleFormat();
  const to = useTo();
  const { phone } = useLayout();
  const history = useRuleHistory(kind, page);
  const columns: TableColumnsType<RuleChange> = [
    {
      key: 'version',
      title: t('columns.version'),
      render: (_, change) => (
        <Link to={to(`/rules?version=${change.version}`)} className="vx-num">
          {t('versionShort', { version: change.version })}
        </Link>
      ),
    },
    {
      key: 'effective',
      title: t('columns.effective'),
      render: (_, change) => (
        <span className="vx-num vx-nowrap" data-testid="rule-change-time">
          {format.dateTime(change.effective_at)}
        </span>
      ),
    },
    {
      key: 'subject',
      title: t('columns.subject'),
      render: (_, change) => (
        <span className="vx-rules-subject">
          <strong>{ruleFormat.subjectName(change.kind, change.key, change.value, change.previous_value)}</strong>
          <span className="vx-muted vx-small">{t(`kinds.${change.kind}`, { defaultValue: change.kind })}</span>
        </span>
      ),
    },
    { key: 'change', title: t('columns.change'), render: (_, change) => <ChangeCell change={change} /> },
    { key: 'by', title: t('columns.by'), render: (_, change) => t(`authors.${change.changed_by}`) },
    { key: 'reason', title: t('columns.reason'), render: (_, change) => t(`reasons.${change.reason}`, { defaultValue: change.reason }) },
  ];
  return (
    <div className="vx-rules-history" data-testid="rules-history">
      <div className="vx-rules-history__bar">
        <Select
          value={kind ?? ''}
          onChange={(value: string) => onChange({ kind: value || undefined, page: 1 })}
          aria-label={t('history.filter')}
          className="vx-rules-history__filter"
          data-testid="rules-history-kind"
          options={[{ value: '', label: t('kinds.all') }, ...RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
        />
        <span className="vx-muted vx-small">{t('history.hint')}</span>
      </div>
      {history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <Table<RuleChange>
          size={phone ? 'small' : 'middle'}
          rowKey="version"
          className="vx-rules-table"
          data-testid="rules-history-table"
          loading={history.isFetching && !history.data}
          columns={columns}
          dataSource={history.data?.items ?? []}
          onRow={(change) => ({ 'data-testid': `rule-change-${change.version}` }) as HTMLAttributes<HTMLElement>}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: history.isPending ? ' ' : <EmptyState text={t('history.empty')} testId="rules-history-empty" /> }}
          pagination={{
            current: page,
            pageSize: RULE_HISTORY_PAGE_SIZE,
            total: history.data?.total ?? 0,
            showSizeChanger: false,
            simple: phone,
            onChange: (next) => onChange({ kind, page: next }),
          }}
        />
      )}
    </div>
  );
}
