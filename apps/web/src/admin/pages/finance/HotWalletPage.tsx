import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChainAlertView, HotWalletView, OutgoingAttempt, OutgoingStateValue, OutgoingView, StaffView } from '@veritex/shared';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, retryNetworkOnce } from '../../api';
import { EmptyState, LoadError, Mono, TimeText } from '../../components';
import { ADMIN_KEY } from '../../queries';
import { can } from '../../roles';
import { Amount } from './financeUi';

const HOT_WALLET_KEY = [ADMIN_KEY, 'hotWallet'] as const;
const OUTGOING_KEY = [ADMIN_KEY, 'chainOutgoing'] as const;
const ALERTS_KEY = [ADMIN_KEY, 'chainAlerts'] as const;
/** The signer and the follower work every few seconds: the desk reads again as often. */
const REFRESH_MS = 5_000;
const PAGE_SIZE = 20;

export const OUTGOING_STATE_COLORS: Record<OutgoingStateValue, string> = {
  queued: 'default',
  sent: 'processing',
  mined: 'blue',
  confirmed: 'success',
  reverted: 'error',
  dropped: 'error',
};

/**
 * The hot wallet (issue 21): its address, limits and float, the chain alerts staff must act on, the
 * last reconciliation, and everything the signer sent with each signed attempt (a replacement is a
 * second attempt under the same nonce).
 */
export function HotWalletPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const wallet = useQuery({ queryKey: HOT_WALLET_KEY, queryFn: () => adminCall('hotWallet'), refetchInterval: REFRESH_MS, retry: retryNetworkOnce });
  return (
    <Flex vertical gap={16} data-testid="hot-wallet-page">
      <Card title={t('hotWallet.title')}>
        <Typography.Paragraph type="secondary">{t('hotWallet.explanation')}</Typography.Paragraph>
        {wallet.isPending ? <Skeleton active /> : null}
        {wallet.isError ? <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} /> : null}
        {wallet.data ? <WalletFacts wallet={wallet.data} /> : null}
      </Card>
      {wallet.data?.chain_mode ? <AlertsCard /> : null}
      {wallet.data?.chain_mode ? <ReconciliationCard wallet={wallet.data} /> : null}
      {wallet.data?.chain_mode && can(staff.roles, 'adjustBalance') ? <FloatForm /> : null}
      {wallet.data?.chain_mode ? <OutgoingCard /> : null}
    </Flex>
  );
}

function WalletFacts({ wallet }: { wallet: HotWalletView }) {
  const { t } = useTranslation('admin');
  if (!wallet.chain_mode) return <Alert type="info" showIcon title={t('hotWallet.off')} data-testid="hot-wallet-off" />;
  return (
    <Flex vertical gap={12}>
      {wallet.address ? null : <Alert type="warning" showIcon title={t('hotWallet.noSigner')} />}
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('hotWallet.address')}>{wallet.address ? <Mono>{wallet.address}</Mono> : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.nextNonce')}>{wallet.next_nonce ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.perTransaction')}>
          <Amount value={wallet.per_transaction} /> USDT
        </Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.perDay')}>
          <Amount value={wallet.per_day} /> USDT
        </Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.usedToday')}>
          <span data-testid="hot-wallet-used-today">
            <Amount value={wallet.used_today} /> USDT
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.confirmations')}>{wallet.required_confirmations}</Descriptions.Item>
        <Descriptions.Item label={t('hotWallet.float')}>
          <Amount value={wallet.float} /> USDT
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/** One page of a desk list that the signer and the watcher change by themselves: read again every REFRESH_MS, the last page kept while the next loads. */
function useLivePage<T>(key: readonly unknown[], page: number, read: (paging: { page: number; page_size: number }) => Promise<T>) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: () => read({ page, page_size: PAGE_SIZE }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/**
 * What the chain watcher and the signer raised for a person to look at (admin/chainAlerts): a credited
 * deposit whose block left the chain, a reverted payout or sweep, a nonce taken by someone else's
 * transaction, a reconciliation difference. Each with what it recorded.
 */
function AlertsCard() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const alerts = useLivePage(ALERTS_KEY, page, (paging) => adminCall('chainAlerts', paging));
  const columns: TableColumnsType<ChainAlertView> = [
    { title: t('hotWallet.alerts.columns.raised'), dataIndex: 'raised_at', width: 170, render: (value: string) => <TimeText iso={value} /> },
    {
      title: t('hotWallet.alerts.columns.kind'),
      dataIndex: 'kind',
      width: 240,
      render: (value: ChainAlertView['kind']) => (
        <Tag color="error" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {t(`hotWallet.alerts.kinds.${value}`)}
        </Tag>
      ),
    },
    { title: t('hotWallet.alerts.columns.subject'), key: 'subject', width: 220, render: (_value: unknown, row) => <AlertSubject alert={row} /> },
    { title: t('hotWallet.alerts.columns.detail'), dataIndex: 'detail', render: (value: ChainAlertView['detail']) => <AlertDetail detail={value} /> },
  ];
  if (alerts.isError) return <LoadError error={alerts.error} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />;
  const total = alerts.data?.total ?? 0;
  return (
    <Card
      title={t('hotWallet.alerts.title')}
      extra={
        total > 0 ? (
          <Tag color="error" data-testid="chain-alerts-count">
            {total}
          </Tag>
        ) : null
      }
      data-testid="chain-alerts"
    >
      <Typography.Paragraph type="secondary">{t('hotWallet.alerts.help')}</Typography.Paragraph>
      <Table<ChainAlertView>
        size="small"
        rowKey="id"
        loading={alerts.isPending}
        dataSource={alerts.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: <EmptyState text={t('hotWallet.alerts.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        onRow={(row) => ({ 'data-testid': 'chain-alert', 'data-kind': row.kind }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 900 }}
      />
    </Card>
  );
}

/** Whom or what the alert is about: the deposit's owner and transfer, or the payout side's subject. */
function AlertSubject({ alert }: { alert: ChainAlertView }) {
  const { t } = useTranslation('admin');
  if (alert.chain_deposit_id !== null) {
    return (
      <Flex vertical gap={2}>
        <span>
          {alert.account || `#${alert.user_id}`} · <Amount value={alert.amount} /> {alert.asset}
        </span>
        <Mono wrap>{alert.tx_hash}</Mono>
      </Flex>
    );
  }
  const [kind, id] = (alert.subject ?? '').split(':');
  const known = kind === 'withdrawal' || kind === 'sweep' || kind === 'outgoing' || kind === 'reconciliation';
  return known ? <span>{t(`hotWallet.alerts.subjects.${kind}`, { id })}</span> : <Mono>{alert.subject ?? ''}</Mono>;
}

/** The alert's record as it was written (hashes, block numbers, token units), one term per line. */
function AlertDetail({ detail }: { detail: ChainAlertView['detail'] }) {
  return (
    <Flex vertical gap={2}>
      {Object.entries(detail).map(([key, value]) => (
        <span key={key}>
          <Typography.Text type="secondary">{key}</Typography.Text> <Mono wrap>{value}</Mono>
        </span>
      ))}
    </Flex>
  );
}

const TERMS = ['hot_wallet', 'deposit_addresses', 'credited_deposits', 'hot_wallet_payouts', 'float', 'uncredited_transfers', 'payouts_in_flight'] as const;

function ReconciliationCard({ wallet }: { wallet: HotWalletView }) {
  const { t } = useTranslation('admin');
  const run = wallet.reconciliation;
  return (
    <Card title={t('hotWallet.reconciliation.title')} data-testid="hot-wallet-reconciliation">
      {run ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t('hotWallet.reconciliation.ranAt')} <TimeText iso={run.ran_at} />
          </Typography.Text>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
            <Descriptions.Item label={t('hotWallet.reconciliation.onChain')}>
              <Amount value={run.on_chain} /> USDT
            </Descriptions.Item>
            <Descriptions.Item label={t('hotWallet.reconciliation.expected')}>
              <Amount value={run.expected} /> USDT
            </Descriptions.Item>
            <Descriptions.Item label={t('hotWallet.reconciliation.difference')}>
              <Tag color={/^-?0(\.0+)?$/.test(run.difference) ? 'success' : 'error'} data-testid="reconciliation-difference">
                <Amount value={run.difference} /> USDT
              </Tag>
            </Descriptions.Item>
            {TERMS.map((term) => (
              <Descriptions.Item key={term} label={t(`hotWallet.reconciliation.terms.${term}`)}>
                <Amount value={run.terms[term] ?? '0'} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Flex>
      ) : (
        <EmptyState text={t('hotWallet.reconciliation.none')} />
      )}
    </Card>
  );
}

function FloatForm() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [form] = Form.useForm<{ amount: string; memo: string }>();
  const record = useMutation({
    mutationFn: (values: { amount: string; memo: string }) => adminAction('recordHotWalletFloat', values, requestIds),
    onSuccess: () => {
      form.resetFields();
      void message.success(t('hotWallet.floatForm.saved'));
      return queryClient.invalidateQueries({ queryKey: HOT_WALLET_KEY });
    },
  });
  return (
    <Card title={t('hotWallet.floatForm.title')}>
      <Typography.Paragraph type="secondary">{t('hotWallet.floatForm.help')}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => record.mutate(values)}>
        <Form.Item
          name="amount"
          label={t('hotWallet.floatForm.amount')}
          rules={[{ required: true, pattern: /^-?\d{1,12}(\.\d{1,6})?$/, message: t('hotWallet.floatForm.amountInvalid') }]}
        >
          <Input inputMode="decimal" style={{ width: 160 }} data-testid="float-amount" />
        </Form.Item>
        <Form.Item name="memo" label={t('hotWallet.floatForm.memo')} rules={[{ required: true, min: 3, message: t('hotWallet.floatForm.memoRequired') }]}>
          <Input style={{ width: 320 }} data-testid="float-memo" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={record.isPending} data-testid="float-submit">
          {t('hotWallet.floatForm.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function OutgoingCard() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const outgoing = useLivePage(OUTGOING_KEY, page, (paging) => adminCall('chainOutgoing', paging));
  const columns = useOutgoingColumns();
  if (outgoing.isError) return <LoadError error={outgoing.error} onRetry={() => void outgoing.refetch()} retrying={outgoing.isFetching} />;
  return (
    <Card title={t('hotWallet.outgoing.title')}>
      <Table<OutgoingView>
        size="small"
        rowKey="id"
        loading={outgoing.isPending}
        dataSource={outgoing.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: <EmptyState text={t('hotWallet.outgoing.empty')} /> }}
        expandable={{ expandedRowRender: (row) => <Attempts attempts={row.attempts} />, rowExpandable: (row) => row.attempts.length > 0 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: outgoing.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': 'outgoing-row', 'data-status': row.status, 'data-kind': row.kind }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 1100 }}
      />
    </Card>
  );
}

function useOutgoingColumns(): TableColumnsType<OutgoingView> {
  const { t } = useTranslation('admin');
  return [
    { title: t('hotWallet.outgoing.columns.id'), dataIndex: 'id', width: 64, render: (value: string) => <Mono>{value}</Mono> },
    {
      title: t('hotWallet.outgoing.columns.kind'),
      dataIndex: 'kind',
      width: 170,
      render: (value: OutgoingView['kind'], row) => (
        <span>
          {t(`hotWallet.outgoing.kinds.${value}`)} <Mono>#{row.subject_id}</Mono>
        </span>
      ),
    },
    { title: t('hotWallet.outgoing.columns.to'), dataIndex: 'to_address', render: (value: string) => <Mono wrap>{value}</Mono> },
    {
      title: t('hotWallet.outgoing.columns.amount'),
      dataIndex: 'amount',
      width: 150,
      align: 'end',
      render: (value: string, row) => (
        <span>
          <Amount value={value} /> {row.asset}
        </span>
      ),
    },
    { title: t('hotWallet.outgoing.columns.nonce'), dataIndex: 'nonce', width: 70, render: (value: string | null) => value ?? '—' },
    {
      title: t('hotWallet.outgoing.columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (value: OutgoingStateValue, row) => (
        <Flex vertical gap={2}>
          <Tag color={OUTGOING_STATE_COLORS[value]} style={{ marginInlineEnd: 0 }}>
            {t(`hotWallet.states.${value}`)}
          </Tag>
          {value === 'mined' || value === 'confirmed' ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('hotWallet.outgoing.confirmations', { confirmations: row.confirmations, required: row.required_confirmations })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: t('hotWallet.outgoing.columns.hash'), dataIndex: 'tx_hash', width: 200, render: (value: string) => (value ? <Mono wrap>{value}</Mono> : '—') },
    {
      title: t('hotWallet.outgoing.columns.gas'),
      dataIndex: 'gas_paid_eth',
      width: 130,
      align: 'end',
      render: (value: string | null) => (value === null ? '—' : <Amount value={value} />),
    },
  ];
}

function Attempts({ attempts }: { attempts: OutgoingAttempt[] }) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<OutgoingAttempt> = [
    { title: t('hotWallet.attempts.attempt'), dataIndex: 'attempt', width: 70 },
    { title: t('hotWallet.attempts.hash'), dataIndex: 'tx_hash', render: (value: string) => <Mono wrap>{value}</Mono> },
    { title: t('hotWallet.attempts.maxFee'), dataIndex: 'max_fee_gwei', width: 140, align: 'end', render: (value: string) => <Amount value={value} /> },
    {
      title: t('hotWallet.attempts.priorityFee'),
      dataIndex: 'max_priority_fee_gwei',
      width: 140,
      align: 'end',
      render: (value: string) => <Amount value={value} />,
    },
    { title: t('hotWallet.attempts.signed'), dataIndex: 'signed_at', width: 170, render: (value: string) => <TimeText iso={value} /> },
    {
      title: t('hotWallet.attempts.broadcast'),
      dataIndex: 'broadcast_at',
      width: 170,
      render: (value: string | null) => (value ? <TimeText iso={value} /> : <Tag color="warning">{t('hotWallet.attempts.notBroadcast')}</Tag>),
    },
    { title: '', dataIndex: 'mined', width: 90, render: (mined: boolean) => (mined ? <Tag color="success">{t('hotWallet.attempts.mined')}</Tag> : null) },
  ];
  return <Table<OutgoingAttempt> size="small" rowKey="attempt" dataSource={attempts} columns={columns} pagination={false} data-testid="outgoing-attempts" />;
}
