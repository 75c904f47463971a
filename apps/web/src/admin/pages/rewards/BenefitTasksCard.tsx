import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError, TimeText } from '../../components';
import { Amount, RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { type BenefitTaskAdminRow, BenefitTaskEditor, type TaskEditing } from './BenefitTaskEditor';
import { useBenefitTasks } from './rewardsQueries';
import { units } from './rewardsUi';

/** Benefit tasks (inactive too), with their budget, what they have paid and how many claimed. */
export function BenefitTasksCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const tasks = useBenefitTasks();
  const [editing, setEditing] = useState<TaskEditing>(null);
  const columns = useTaskColumns(mayEdit, setEditing);
  return (
    <Card
      size="small"
      title={t('rewardsDesk.tasks.title')}
      data-testid="benefit-tasks"
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={tasks.dataUpdatedAt} fetching={tasks.isFetching} onRefresh={() => void tasks.refetch()} />
          {mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="benefit-task-new">
              {t('rewardsDesk.tasks.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('rewardsDesk.tasks.explanation')}
      </Typography.Paragraph>
      {tasks.isError && !tasks.data ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
      ) : (
        <Table<BenefitTaskAdminRow>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 220) }}
          pagination={false}
          columns={columns}
          dataSource={tasks.data?.items ?? []}
          loading={tasks.isPending}
          locale={{ emptyText: tasks.isPending ? ' ' : <EmptyState text={t('rewardsDesk.tasks.empty')} /> }}
          onRow={(row) =>
            ({ 'data-testid': `benefit-task-row-${row.id}`, 'data-id': row.id, 'data-active': String(row.active) }) as HTMLAttributes<HTMLElement>
          }
        />
      )}
      <BenefitTaskEditor editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function useTaskColumns(mayEdit: boolean, onEdit: (task: BenefitTaskAdminRow) => void): TableColumnsType<BenefitTaskAdminRow> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<BenefitTaskAdminRow> = [
    { title: t('rewardsDesk.columns.id'), dataIndex: 'id', width: 56, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    {
      title: t('rewardsDesk.columns.task'),
      key: 'task',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.4, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: row.titles.en }} style={{ display: 'block' }} dir="auto">
            {row.titles.en ?? EMPTY_VALUE}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag style={{ marginInlineEnd: 0 }}>{t(`rewardsDesk.kinds.${row.kind}`)}</Tag>
            <Tag color={row.active ? 'success' : 'default'} style={{ marginInlineEnd: 0 }} data-testid="benefit-task-active-tag">
              {t(row.active ? 'rewardsDesk.tasks.on' : 'rewardsDesk.tasks.off')}
            </Tag>
            <LanguagesTag missing={row.missing_languages} />
          </Space>
        </div>
      ),
    },
    {
      title: t('rewardsDesk.columns.reward'),
      dataIndex: 'reward',
      width: 116,
      align: 'end',
      render: (value: string, row) => <Amount value={value} asset={row.asset} strong />,
    },
    {
      title: t('rewardsDesk.columns.target'),
      dataIndex: 'target',
      width: 150,
      align: 'end',
      render: (value: string, row) =>
        row.unit === 'usdt' ? <Amount value={value} asset={row.asset} /> : <Typography.Text type="secondary">{t('rewardsDesk.tasks.once')}</Typography.Text>,
    },
    { title: t('rewardsDesk.columns.period'), key: 'period', width: 180, render: (_value: unknown, row) => <PeriodCell task={row} /> },
    { title: t('rewardsDesk.columns.budget'), key: 'budget', width: 190, render: (_value: unknown, row) => <BudgetCell task={row} /> },
  ];
  if (mayEdit) {
    columns.push({
      title: t('rewardsDesk.columns.actions'),
      key: 'actions',
      width: 84,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} data-testid="benefit-task-edit">
          {t('rewardsDesk.tasks.edit')}
        </Button>
      ),
    });
  }
  return columns;
}

/** How many of the 13 languages have their own title; the rest show the English one. */
function LanguagesTag({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation('admin');
  const total = 13;
  const own = total - missing.length;
  return (
    <Tooltip title={missing.length > 0 ? t('rewardsDesk.tasks.missingLanguages', { list: missing.join(', ') }) : undefined}>
      <Tag color={missing.length === 0 ? 'blue' : 'warning'} style={{ marginInlineEnd: 0 }} data-testid="benefit-task-languages">
        {t('rewardsDesk.tasks.languages', { own, total })}
      </Tag>
    </Tooltip>
  );
}

function PeriodCell({ task }: { task: BenefitTaskAdminRow }) {
  const { t } = useTranslation('admin');
  if (!task.period_start && !task.period_end) return <Typography.Text type="secondary">{t('rewardsDesk.tasks.openEnded')}</Typography.Text>;
  return (
    <div style={{ lineHeight: 1.35, fontSize: 12, whiteSpace: 'nowrap' }}>
      <div>
        <Typography.Text type="secondary">{t('rewardsDesk.tasks.from')} </Typography.Text>
        {task.period_start ? <TimeText iso={task.period_start} /> : EMPTY_VALUE}
      </div>
      <div>
        <Typography.Text type="secondary">{t('rewardsDesk.tasks.until')} </Typography.Text>
        {task.period_end ? <TimeText iso={task.period_end} /> : EMPTY_VALUE}
      </div>
    </div>
  );
}

/** Spent of the budget, with a bar; red once another claim could not be paid. */
function BudgetCell({ task }: { task: BenefitTaskAdminRow }) {
  const { t } = useTranslation('admin');
  const budget = units(task.budget) ?? 0n;
  const spent = units(task.spent) ?? 0n;
  const reward = units(task.reward) ?? 0n;
  // Whole percent for the bar only: the amounts beside it stay exact.
  const percent = budget > 0n ? Number((spent * 100n) / budget) : 0;
  const exhausted = budget - spent < reward;
  return (
    <Tooltip title={exhausted ? t('rewardsDesk.tasks.exhausted') : t('rewardsDesk.tasks.budgetHelp')}>
      <div style={{ lineHeight: 1.3 }} data-testid="benefit-task-budget-cell">
        <Amount value={task.spent} strong />
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          / <Amount value={task.budget} asset={task.asset} style={{ color: 'inherit' }} />
        </Typography.Text>
        <Progress percent={percent} size="small" showInfo={false} status={exhausted ? 'exception' : 'normal'} style={{ margin: 0 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="benefit-task-claims">
          {t('rewardsDesk.tasks.claims', { count: task.claims })}
        </Typography.Text>
      </div>
    </Tooltip>
  );
}
