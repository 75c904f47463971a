import { RULE_KINDS, type RuleChange } from '@veritex/shared';
import { Pagination, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useRuleFormat } from './ruleFormat';
import { RULE_HISTORY_PAGE_SIZE, useRuleHistory } from './rulesApi';

/**
 * One change: the fields that moved, old → new. A first version (nothing before it) lists what was
 * published on one flowing line, since every field is new.
 */
function ChangeCell({ change }: { change: RuleChange }) {
  const format = useRuleFormat();
  const lines = format.changeLines(change.kind, change.key, change.value, change.previous_value);
  const first = change.previous_value === null;
  return (
    <ul className={first ? 'vx-rules-change vx-rules-change--first' : 'vx-rules-change'} data-testid="rule-change">
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

/** The phone's history: one card per change instead of a table too wide for the screen. */
function ChangeCards({ items }: { items: readonly RuleChange[] }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const ruleFormat = useRuleFormat();
  const to = useTo();
  return (
    <ul className="vx-rules-cards" data-testid="rules-history-cards">
      {items.map((change) => (
        <li key={change.version} className="vx-rules-card" data-testid={`rule-change-${change.version}`}>
          <div className="vx-rules-card__head">
            <strong>{ruleFormat.subjectName(change.kind, change.key, change.value, change.previous_value)}</strong>
            <Link to={to(`/rules?version=${change.version}`)} className="vx-num">
              {t('versionShort', { version: change.version })}
            </Link>
          </div>
          <div className="vx-muted vx-small">
            {t(`kinds.${change.kind}`, { defaultValue: change.kind })} · {t(`reasons.${change.reason}`, { defaultValue: change.reason })} ·{' '}
            {t(`authors.${change.changed_by}`)}
          </div>
          <ChangeCell change={change} />
          <div className="vx-muted vx-small vx-num" data-testid="rule-change-time">
            {format.dateTime(change.effective_at)}
          </div>
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
      ) : phone ? (
        <>
          {history.data && history.data.items.length === 0 ? <EmptyState text={t('history.empty')} testId="rules-history-empty" /> : null}
          {history.data ? <ChangeCards items={history.data.items} /> : <Skeleton active paragraph={{ rows: 8 }} />}
          <Pagination
            className="vx-rules-cards__pager"
            simple
            current={page}
            pageSize={RULE_HISTORY_PAGE_SIZE}
            total={history.data?.total ?? 0}
            hideOnSinglePage
            onChange={(next) => onChange({ kind, page: next })}
          />
        </>
      ) : (
        <Table<RuleChange>
          size="middle"
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
            onChange: (next) => onChange({ kind, page: next }),
          }}
        />
      )}
    </div>
  );
}
