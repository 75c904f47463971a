import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EarnProductAdmin } from '@veritex/shared';
import { parseUnits } from '@veritex/shared';
import { Button, Card, Progress, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../components';
import { Amount, RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { type EarnEditing, EarnProductEditor } from './EarnProductEditor';
import { useEarnProducts } from './earnQueries';
import { EarlyRuleCell, USDT_SCALE, yearlyPercent } from './earnUi';

/** Every earn product, inactive too, with what is held under it; new products and changes through the editor. */
export function EarnProductsCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const products = useEarnProducts();
  const [editing, setEditing] = useState<EarnEditing>(null);
  const columns = useProductColumns(mayEdit, setEditing);
  return (
    <Card
      size="small"
      title={t('earnDesk.products.title')}
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={products.dataUpdatedAt} fetching={products.isFetching} onRefresh={() => void products.refetch()} />
          {mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="earn-product-new">
              {t('earnDesk.products.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('earnDesk.products.explanation')}
      </Typography.Paragraph>
      {products.isError && !products.data ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : (
        <Table<EarnProductAdmin>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 150) }}
          pagination={false}
          columns={columns}
          dataSource={products.data?.items ?? []}
          loading={products.isPending}
          locale={{ emptyText: products.isPending ? ' ' : <EmptyState text={t('earnDesk.products.empty')} /> }}
          onRow={(row) =>
            ({ 'data-testid': `earn-product-row-${row.id}`, 'data-id': row.id, 'data-active': String(row.active) }) as HTMLAttributes<HTMLElement>
          }
        />
      )}
      <EarnProductEditor editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function useProductColumns(mayEdit: boolean, onEdit: (product: EarnProductAdmin) => void): TableColumnsType<EarnProductAdmin> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<EarnProductAdmin> = [
    { title: t('earnDesk.columns.id'), dataIndex: 'id', width: 52, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    {
      title: t('earnDesk.columns.term'),
      dataIndex: 'term_days',
      width: 96,
      render: (value: number, row) => (
        <div style={{ lineHeight: 1.5 }}>
          <Typography.Text strong>{t('earnDesk.days', { count: value })}</Typography.Text>
          <div>
            <Tag color={row.active ? 'success' : 'default'} style={{ marginInlineEnd: 0 }} data-testid="earn-product-active-tag">
              {t(row.active ? 'earnDesk.products.on' : 'earnDesk.products.off')}
            </Tag>
          </div>
        </div>
      ),
    },
    {
      title: t('earnDesk.columns.rate'),
      dataIndex: 'daily_rate_pct',
      width: 112,
      align: 'end',
      render: (value: string) => (
        <Tooltip title={t('earnDesk.yearlyHelp')}>
          <div dir="ltr" style={{ lineHeight: 1.35, fontVariantNumeric: 'tabular-nums' }}>
            <div style={{ fontWeight: 600 }}>{value}%</div>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {t('earnDesk.yearly', { rate: yearlyPercent(value) ?? '—' })}
            </Typography.Text>
          </div>
        </Tooltip>
      ),
    },
    {
      title: t('earnDesk.columns.bounds'),
      key: 'bounds',
      width: 150,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.min_amount} />
          <div>
            <Typography.Text type="secondary">– </Typography.Text>
            <Amount value={row.max_amount} />
          </div>
        </div>
      ),
    },
    { title: t('earnDesk.columns.capacity'), key: 'capacity', width: 170, render: (_value: unknown, row) => <CapacityCell product={row} /> },
    { title: t('earnDesk.columns.earlyRule'), key: 'rule', width: 140, render: (_value: unknown, row) => <EarlyRuleCell product={row} /> },
    {
      title: t('earnDesk.columns.orders'),
      dataIndex: 'orders_active',
      width: 64,
      align: 'end',
      render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>,
    },
    {
      title: t('earnDesk.columns.held'),
      key: 'held',
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.principal_active} strong />
          <div>
            <Tooltip title={t('earnDesk.columns.accrued')}>
              <span>
                <Typography.Text type="secondary">+ </Typography.Text>
                <Amount value={row.accrued_owed} style={{ color: 'inherit' }} />
              </span>
            </Tooltip>
          </div>
        </div>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('earnDesk.columns.actions'),
      key: 'actions',
      width: 84,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} data-testid="earn-product-edit">
          {t('earnDesk.products.edit')}
        </Button>
      ),
    });
  }
  return columns;
}

/** Remaining of the capacity, with a bar of how much is taken. */
function CapacityCell({ product }: { product: EarnProductAdmin }) {
  const { t } = useTranslation('admin');
  const capacity = parseUnits(product.capacity, USDT_SCALE) ?? 0n;
  const remaining = parseUnits(product.remaining, USDT_SCALE) ?? 0n;
  // Whole percent for the bar only: the amounts beside it stay exact.
  const takenPercent = capacity > 0n ? Number(((capacity - remaining) * 100n) / capacity) : 0;
  return (
    <Tooltip title={t('earnDesk.capacityHelp')}>
      <div style={{ lineHeight: 1.3 }}>
        <div>
          <Amount value={product.remaining} />{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            / <Amount value={product.capacity} />
          </Typography.Text>
        </div>
        <Progress percent={takenPercent} size="small" showInfo={false} status={remaining === 0n ? 'exception' : 'normal'} style={{ margin: 0 }} />
      </div>
    </Tooltip>
  );
}
