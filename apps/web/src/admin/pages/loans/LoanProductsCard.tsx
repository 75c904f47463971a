import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { LoanProduct } from '@veritex/shared';
import { Button, Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../components';
import { Amount, RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { type Editing, LoanProductEditor } from './LoanProductEditor';
import { useLoanProducts } from './loanQueries';
import { LOAN_ASSET, Percent } from './loanUi';

export function LoanProductsCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const products = useLoanProducts();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useProductColumns(mayEdit, setEditing);
  return (
    <Card
      size="small"
      title={t('loanDesk.products.title')}
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={products.dataUpdatedAt} fetching={products.isFetching} onRefresh={() => void products.refetch()} />
          {mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="loan-product-new">
              {t('loanDesk.products.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('loanDesk.products.explanation')}
      </Typography.Paragraph>
      {products.isError && !products.data ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : (
        <Table<LoanProduct>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 180) }}
          pagination={false}
          columns={columns}
          dataSource={products.data?.items ?? []}
          loading={products.isPending}
          locale={{ emptyText: products.isPending ? ' ' : <EmptyState text={t('loanDesk.products.empty')} /> }}
          onRow={(row) =>
            ({ 'data-testid': `loan-product-row-${row.id}`, 'data-id': row.id, 'data-active': String(row.active) }) as HTMLAttributes<HTMLElement>
          }
        />
      )}
      <LoanProductEditor editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function useProductColumns(mayEdit: boolean, onEdit: (product: LoanProduct) => void): TableColumnsType<LoanProduct> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<LoanProduct> = [
    { title: t('loanDesk.columns.id'), dataIndex: 'id', width: 64, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('loanDesk.products.lender'), dataIndex: 'lender', render: (value: string) => <Typography.Text strong>{value}</Typography.Text> },
    {
      title: t('loanDesk.columns.term'),
      dataIndex: 'term_days',
      width: 90,
      align: 'end',
      render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{t('loanDesk.days', { count: value })}</span>,
    },
    {
      title: t('loanDesk.products.range'),
      key: 'range',
      width: 220,
      align: 'end',
      render: (_value: unknown, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Amount value={row.min_amount} /> – <Amount value={row.max_amount} asset={LOAN_ASSET} />
        </span>
      ),
    },
    { title: t('loanDesk.products.dailyRate'), dataIndex: 'daily_rate_pct', width: 110, align: 'end', render: (value: string) => <Percent value={value} /> },
    { title: t('loanDesk.products.lateFeeColumn'), dataIndex: 'late_fee_pct', width: 120, align: 'end', render: (value: string) => <Percent value={value} /> },
    {
      title: t('loanDesk.products.status'),
      dataIndex: 'active',
      width: 96,
      render: (value: boolean) => (
        <Tag color={value ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
          {t(value ? 'loanDesk.products.on' : 'loanDesk.products.off')}
        </Tag>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('loanDesk.columns.actions'),
      key: 'actions',
      width: 90,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} data-testid="loan-product-edit">
          {t('loanDesk.products.edit')}
        </Button>
      ),
    });
  }
  return columns;
}
