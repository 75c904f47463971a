import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BannerState, DeskBanner, StaffView } from '@veritex/shared';
import { App, Button, Card, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError, TimeText } from '../../components';
import { can } from '../../roles';
import { RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { type BannerEditing, BannerEditor } from './BannerEditor';
import { useDeskBanners, useMoveBanner } from './contentQueries';
import { StateTag } from './contentUi';

/**
 * The home banners (content role): pictures, links, order and schedule, shown here in display
 * order with whether each is live now. Uploads, edits and moves are audited.
 */
export function BannersDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const mayEdit = can(staff.roles, 'editContent');
  const list = useDeskBanners();
  const [editing, setEditing] = useState<BannerEditing>(null);
  const items = list.data?.items ?? [];
  const columns = useColumns(mayEdit, items, setEditing);
  const nextOrder = items.reduce((max, item) => Math.max(max, item.sort_order), 0) + 10;
  return (
    <Card
      size="small"
      title={t('contentDesk.banners.title')}
      data-testid="banners-desk"
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={list.dataUpdatedAt} fetching={list.isFetching} onRefresh={() => void list.refetch()} />
          {mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="banner-new">
              {t('contentDesk.banners.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('contentDesk.banners.explanation')}
      </Typography.Paragraph>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Table<DeskBanner>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 220) }}
          pagination={false}
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState text={t('contentDesk.banners.empty')} /> }}
          onRow={(row) => ({ 'data-testid': `banner-row-${row.id}`, 'data-state': row.state }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <BannerEditor editing={editing} nextOrder={nextOrder} onClose={() => setEditing(null)} />
    </Card>
  );
}

function useColumns(mayEdit: boolean, items: readonly DeskBanner[], onEdit: (banner: DeskBanner) => void): TableColumnsType<DeskBanner> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<DeskBanner> = [
    {
      title: t('contentDesk.banners.order'),
      dataIndex: 'sort_order',
      width: mayEdit ? 110 : 64,
      render: (value: number, row, index) => (
        <Space size={4}>
          <span style={{ fontVariantNumeric: 'tabular-nums', minWidth: 28, display: 'inline-block' }}>{value}</span>
          {mayEdit ? <MoveButtons banner={row} first={index === 0} last={index === items.length - 1} /> : null}
        </Space>
      ),
    },
    {
      title: t('contentDesk.banners.image'),
      dataIndex: 'image_url',
      width: 180,
      render: (value: string) => (
        <img src={value} alt="" style={{ width: 160, aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: 6, display: 'block' }} />
      ),
    },
    {
      title: t('contentDesk.columns.title'),
      dataIndex: 'title',
      render: (value: string, row) => (
        <div style={{ lineHeight: 1.5, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: value }}>
            {value}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
              {row.link}
            </Typography.Text>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('contentDesk.langCount', { n: row.translations.length, total: 13 })}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('contentDesk.banners.schedule'),
      key: 'schedule',
      width: 180,
      render: (_value: unknown, row) => (
        <div style={{ fontSize: 12, lineHeight: 1.6 }}>
          <div>{row.starts_at ? <TimeText iso={row.starts_at} /> : t('contentDesk.banners.startsNow')}</div>
          <div>{row.ends_at ? <TimeText iso={row.ends_at} /> : t('contentDesk.banners.noEnd')}</div>
        </div>
      ),
    },
    { title: t('contentDesk.columns.state'), dataIndex: 'state', width: 110, render: (value: BannerState) => <StateTag state={value} /> },
    {
      title: t('contentDesk.columns.updated'),
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string, row) => (
        <div style={{ fontSize: 12, lineHeight: 1.5 }}>
          <TimeText iso={value} />
          <div>{row.updated_by || EMPTY_VALUE}</div>
        </div>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('contentDesk.columns.actions'),
      key: 'actions',
      width: 96,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} data-testid="banner-edit">
          {t('contentDesk.edit')}
        </Button>
      ),
    });
  }
  return columns;
}

function MoveButtons({ banner, first, last }: { banner: DeskBanner; first: boolean; last: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const move = useMoveBanner();
  const go = (direction: 'up' | 'down') =>
    move.mutate({ id: banner.id, direction }, { onError: (error) => void message.error(error instanceof Error ? error.message : t('common.requestError')) });
  return (
    <Space.Compact size="small">
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={first}
        loading={move.isPending && move.variables?.direction === 'up'}
        aria-label={t('contentDesk.banners.moveUp')}
        onClick={() => go('up')}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={last}
        loading={move.isPending && move.variables?.direction === 'down'}
        aria-label={t('contentDesk.banners.moveDown')}
        onClick={() => go('down')}
      />
    </Space.Compact>
  );
}
