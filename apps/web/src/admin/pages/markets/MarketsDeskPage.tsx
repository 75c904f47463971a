import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CoinDesk, DeliveryProductDesk, InstrumentDesk, MarketChange, SpotMarketDesk, StaffView } from '@veritex/shared';
import { App, Button, Card, Flex, Popconfirm, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { LoadError, Mono, TimeText, testIdProps } from '../../components';
import { can } from '../../roles';
import { ChangeDrawer, type Editing } from './ChangeDrawer';
import { bpText, ChangeValues } from './marketsFormat';
import { useDeskAction, useMarketsDesk } from './marketsQueries';
import { NewCoinModal, NewDeliveryModal, NewInstrumentModal, NewMarketModal } from './NewItemModals';

type Creating = 'coin' | 'market' | 'instrument' | 'delivery' | null;

/**
 * The markets desk (issue 19 §1): spot markets, leveraged instruments by category, delivery
 * products and coins. Each row opens a drawer with its typed form, the effective time (now or
 * later) and its versions from the rule register; pending changes can be cancelled before they bind.
 */
export function MarketsDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const desk = useMarketsDesk();
  const mayEdit = can(staff.roles, 'editMarkets');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [creating, setCreating] = useState<Creating>(null);
  const data = desk.data;
  const pending = data?.changes.filter((change) => change.status === 'pending') ?? [];
  const editButton = (testId: string, open: () => void) => (
    <Button size="small" icon={<EditOutlined />} onClick={open} data-testid={testId}>
      {mayEdit ? t('marketsDesk.edit') : t('marketsDesk.view')}
    </Button>
  );
  const newButton = (kind: Exclude<Creating, null>, label: string) =>
    mayEdit ? (
      <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(kind)} data-testid={`markets-new-${kind}`}>
        {label}
      </Button>
    ) : null;
  if (desk.isError && !data) return <LoadError error={desk.error} onRetry={() => void desk.refetch()} retrying={desk.isFetching} />;
  const tabs = [
    {
      key: 'spot',
      label: t('marketsDesk.tabs.spot'),
      children: (
        <Section extra={newButton('market', t('marketsDesk.newMarket'))} note={t('marketsDesk.spotNote')}>
          <SpotTable
            rows={data?.spot_markets ?? []}
            loading={desk.isPending}
            pending={pending}
            action={(row) => editButton(`markets-edit-${row.symbol}`, () => setEditing({ kind: 'spot_market', row }))}
          />
        </Section>
      ),
    },
    {
      key: 'instruments',
      label: t('marketsDesk.tabs.instruments'),
      children: (
        <Section extra={newButton('instrument', t('marketsDesk.newInstrument'))} note={t('marketsDesk.instrumentNote')}>
          <InstrumentTable
            rows={data?.instruments ?? []}
            loading={desk.isPending}
            pending={pending}
            action={(row) => editButton(`markets-edit-${row.symbol}`, () => setEditing({ kind: 'instrument', row }))}
          />
        </Section>
      ),
    },
    {
      key: 'delivery',
      label: t('marketsDesk.tabs.delivery'),
      children: (
        <Section extra={newButton('delivery', t('marketsDesk.newDelivery'))} note={t('marketsDesk.deliveryNote')}>
          <DeliveryTable
            rows={data?.delivery_products ?? []}
            loading={desk.isPending}
            pending={pending}
            action={(row) => editButton(`markets-edit-delivery-${row.id}`, () => setEditing({ kind: 'delivery_product', row }))}
          />
        </Section>
      ),
    },
    {
      key: 'coins',
      label: t('marketsDesk.tabs.coins'),
      children: (
        <Section extra={newButton('coin', t('marketsDesk.newCoin'))} note={t('marketsDesk.coinNote')}>
          <CoinTable rows={data?.coins ?? []} loading={desk.isPending} />
        </Section>
      ),
    },
    {
      key: 'changes',
      label: (
        <span data-testid="markets-tab-changes">
          {t('marketsDesk.tabs.changes')} {pending.length > 0 ? <Tag color="processing">{pending.length}</Tag> : null}
        </span>
      ),
      children: (
        <Section note={t('marketsDesk.changesNote')}>
          <ChangesTable rows={data?.changes ?? []} loading={desk.isPending} mayCancel={mayEdit} />
        </Section>
      ),
    },
  ];
  return (
    <Card size="small" title={t('marketsDesk.title')} data-testid="admin-markets">
      <Tabs items={tabs} destroyOnHidden={false} />
      <ChangeDrawer editing={editing} mayEdit={mayEdit} onClose={() => setEditing(null)} />
      <NewCoinModal open={creating === 'coin'} onClose={() => setCreating(null)} />
      <NewMarketModal open={creating === 'market'} coins={data?.coins ?? []} onClose={() => setCreating(null)} />
      <NewInstrumentModal open={creating === 'instrument'} onClose={() => setCreating(null)} />
      <NewDeliveryModal open={creating === 'delivery'} onClose={() => setCreating(null)} />
    </Card>
  );
}

function Section({ note, extra, children }: { note: string; extra?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={16}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}

/** A tag on a row with a change waiting to bind. */
function PendingTag({ pending, kind, rowKey }: { pending: MarketChange[]; kind: MarketChange['kind']; rowKey: string }) {
  const { t } = useTranslation('admin');
  const next = pending.find((change) => change.kind === kind && change.key === rowKey);
  if (!next) return null;
  return (
    <Tag color="processing" data-testid={`markets-pending-${rowKey}`}>
      {t('marketsDesk.scheduledTag')} <TimeText iso={next.effective_at} />
    </Tag>
  );
}

function SpotTable({
  rows,
  loading,
  pending,
  action,
}: {
  rows: SpotMarketDesk[];
  loading: boolean;
  pending: MarketChange[];
  action: (row: SpotMarketDesk) => React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<SpotMarketDesk> = [
    {
      title: t('marketsDesk.fields.symbol'),
      dataIndex: 'symbol',
      width: 150,
      render: (value: string, row) => (
        <Flex vertical gap={2}>
          <Mono>{value}</Mono>
          <PendingTag pending={pending} kind="spot_market" rowKey={row.symbol} />
        </Flex>
      ),
    },
    { title: t('marketsDesk.fields.tick_size'), dataIndex: 'tick_size', align: 'right', render: (value: string) => <Mono>{value}</Mono> },
    { title: t('marketsDesk.fields.lot_size'), dataIndex: 'lot_size', align: 'right', render: (value: string) => <Mono>{value}</Mono> },
    { title: t('marketsDesk.fields.min_notional'), dataIndex: 'min_notional', align: 'right', render: (value: string) => <Mono>{`${value} USDT`}</Mono> },
    { title: t('marketsDesk.fields.maker_fee_bp'), dataIndex: 'maker_fee_bp', align: 'right', render: (value: number) => <Mono>{bpText(value)}</Mono> },
    { title: t('marketsDesk.fields.taker_fee_bp'), dataIndex: 'taker_fee_bp', align: 'right', render: (value: number) => <Mono>{bpText(value)}</Mono> },
    {
      title: t('marketsDesk.fields.listed'),
      dataIndex: 'listed',
      width: 100,
      render: (value: boolean) => (value ? <Tag color="green">{t('marketsDesk.listed')}</Tag> : <Tag>{t('marketsDesk.unlisted')}</Tag>),
    },
    { title: '', key: 'action', width: 90, render: (_value, row) => action(row) },
  ];
  return (
    <Table<SpotMarketDesk>
      size="small"
      rowKey="symbol"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      onRow={(row) => testIdProps(`markets-spot-${row.symbol}`)}
    />
  );
}

function InstrumentTable({
  rows,
  loading,
  pending,
  action,
}: {
  rows: InstrumentDesk[];
  loading: boolean;
  pending: MarketChange[];
  action: (row: InstrumentDesk) => React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const categories = [...new Set(rows.map((row) => row.category))];
  const columns: TableColumnsType<InstrumentDesk> = [
    {
      title: t('marketsDesk.fields.symbol'),
      dataIndex: 'symbol',
      width: 170,
      render: (value: string, row) => (
        <Flex vertical gap={2}>
          <Mono>{value}</Mono>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.name}
          </Typography.Text>
          <PendingTag pending={pending} kind="instrument" rowKey={row.symbol} />
        </Flex>
      ),
    },
    {
      title: t('marketsDesk.fields.category'),
      dataIndex: 'category',
      width: 100,
      filters: categories.map((value) => ({ value, text: t(`marketsDesk.categories.${value}`, { defaultValue: value }) })),
      onFilter: (value, row) => row.category === value,
      render: (value: string) => t(`marketsDesk.categories.${value}`, { defaultValue: value }),
    },
    { title: t('marketsDesk.fields.lot_size'), dataIndex: 'lot_size', align: 'right', render: (value: string) => <Mono>{value}</Mono> },
    { title: t('marketsDesk.fields.max_leverage'), dataIndex: 'max_leverage', align: 'right', render: (value: number) => <Mono>{`${value}x`}</Mono> },
    { title: t('marketsDesk.fields.spread_bp'), dataIndex: 'spread_bp', align: 'right', render: (value: number) => <Mono>{bpText(value)}</Mono> },
    {
      title: t('marketsDesk.fields.fees'),
      key: 'fees',
      align: 'right',
      render: (_value, row) => <Mono>{`${bpText(row.open_fee_bp)} / ${bpText(row.close_fee_bp)}`}</Mono>,
    },
    {
      title: t('marketsDesk.fields.maintenance_margin_bp'),
      dataIndex: 'maintenance_margin_bp',
      align: 'right',
      render: (value: number) => <Mono>{bpText(value)}</Mono>,
    },
    {
      title: t('marketsDesk.fields.carry'),
      key: 'carry',
      align: 'right',
      render: (_value, row) => <Mono>{`${bpText(row.carry_rate_bp)} / ${row.carry_period}`}</Mono>,
    },
    { title: t('marketsDesk.fields.trading_hours'), dataIndex: 'trading_hours', ellipsis: true, render: (value: string) => <Mono>{value}</Mono> },
    { title: '', key: 'action', width: 90, render: (_value, row) => action(row) },
  ];
  return (
    <Table<InstrumentDesk>
      size="small"
      rowKey="symbol"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1200 }}
      onRow={(row) => testIdProps(`markets-instrument-${row.symbol}`)}
    />
  );
}

function DeliveryTable({
  rows,
  loading,
  pending,
  action,
}: {
  rows: DeliveryProductDesk[];
  loading: boolean;
  pending: MarketChange[];
  action: (row: DeliveryProductDesk) => React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<DeliveryProductDesk> = [
    {
      title: t('marketsDesk.fields.duration_seconds'),
      dataIndex: 'duration_seconds',
      render: (value: number, row) => (
        <Flex vertical gap={2}>
          <Mono>{t('marketsDesk.seconds', { count: value })}</Mono>
          <PendingTag pending={pending} kind="delivery_product" rowKey={row.id} />
        </Flex>
      ),
    },
    { title: t('marketsDesk.fields.payout_bp'), dataIndex: 'payout_bp', align: 'right', render: (value: number) => <Mono>{bpText(value)}</Mono> },
    { title: t('marketsDesk.fields.min_stake'), dataIndex: 'min_stake', align: 'right', render: (value: string) => <Mono>{`${value} USDT`}</Mono> },
    { title: t('marketsDesk.fields.max_stake'), dataIndex: 'max_stake', align: 'right', render: (value: string) => <Mono>{`${value} USDT`}</Mono> },
    {
      title: t('marketsDesk.fields.active'),
      dataIndex: 'active',
      render: (value: boolean) => (value ? <Tag color="green">{t('marketsDesk.active')}</Tag> : <Tag>{t('marketsDesk.inactive')}</Tag>),
    },
    { title: '', key: 'action', width: 90, render: (_value, row) => action(row) },
  ];
  return <Table<DeliveryProductDesk> size="small" rowKey="id" loading={loading} columns={columns} dataSource={rows} pagination={false} />;
}

function CoinTable({ rows, loading }: { rows: CoinDesk[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<CoinDesk> = [
    {
      title: t('marketsDesk.fields.code'),
      dataIndex: 'code',
      width: 140,
      render: (value: string, row) => (
        <Flex gap={8} align="center">
          {row.icon_url ? <img src={row.icon_url} alt="" width={20} height={20} style={{ borderRadius: '50%' }} /> : null}
          <Mono>{value}</Mono>
        </Flex>
      ),
    },
    { title: t('marketsDesk.fields.name'), dataIndex: 'name' },
    { title: t('marketsDesk.fields.scale'), dataIndex: 'scale', align: 'right', render: (value: number) => <Mono>{value}</Mono> },
    { title: t('marketsDesk.fields.display_scale'), dataIndex: 'display_scale', align: 'right', render: (value: number) => <Mono>{value}</Mono> },
    { title: t('marketsDesk.fields.markets'), dataIndex: 'markets', render: (value: string[]) => value.map((symbol) => <Tag key={symbol}>{symbol}</Tag>) },
  ];
  return (
    <Table<CoinDesk>
      size="small"
      rowKey="code"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 30, hideOnSinglePage: true }}
      onRow={(row) => testIdProps(`markets-coin-${row.code}`)}
    />
  );
}

function ChangesTable({ rows, loading, mayCancel }: { rows: MarketChange[]; loading: boolean; mayCancel: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const cancel = useDeskAction('marketsCancelChange');
  const columns: TableColumnsType<MarketChange> = [
    {
      title: t('marketsDesk.fields.subject'),
      key: 'subject',
      width: 180,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`marketsDesk.kinds.${row.kind}`)}
          </Typography.Text>
          <Mono>{row.key}</Mono>
        </Flex>
      ),
    },
    { title: t('marketsDesk.fields.change'), key: 'values', render: (_value, row) => <ChangeValues change={row} /> },
    { title: t('marketsDesk.fields.effective_at'), dataIndex: 'effective_at', width: 170, render: (value: string) => <TimeText iso={value} /> },
    {
      title: t('marketsDesk.fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: MarketChange['status']) => (
        <Tag color={value === 'pending' ? 'processing' : value === 'applied' ? 'green' : 'default'}>{t(`marketsDesk.statuses.${value}`)}</Tag>
      ),
    },
    {
      title: t('marketsDesk.fields.requested_by'),
      dataIndex: 'requested_by',
      width: 150,
      render: (value: string) => <Mono>{value.replace(/^staff:/, '')}</Mono>,
    },
    {
      title: '',
      key: 'cancel',
      width: 100,
      render: (_value, row) =>
        mayCancel && row.status === 'pending' ? (
          <Popconfirm
            title={t('marketsDesk.cancelConfirm')}
            okText={t('marketsDesk.cancelChange')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              cancel.mutate(
                { id: row.id },
                {
                  onSuccess: () => void message.success(t('marketsDesk.cancelled')),
                  onError: (failure) => void message.error(serverMessage(failure) ?? t('common.requestError')),
                },
              )
            }
          >
            <Button size="small" danger data-testid={`markets-cancel-${row.id}`}>
              {t('marketsDesk.cancelChange')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Table<MarketChange>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={(row) => testIdProps(`markets-change-${row.id}`)}
    />
  );
}
