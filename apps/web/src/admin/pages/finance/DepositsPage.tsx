import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { DepositReview, QueueStatus, StaffView } from '@veritex/shared';
import { App, Button, Descriptions, Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinLabel } from '../../../components/coin/CoinIcon';
import { Mono, TimeText } from '../../components';
import { useApproveDeposit, useDeposits, useRejectDeposit } from '../../queries';
import { can } from '../../roles';
import { usePagedSearch } from '../usePagedSearch';
import { Amount, CompactTime, FinanceStatusTag, ReviewedCell, toQueueStatus, UserRef, useDecimalFormat, useOpaqueHeaderCell, WrapText } from './financeUi';
import { QueueCard } from './QueueCard';
import { ReviewModal } from './ReviewModal';
import { Voucher } from './Voucher';

type DepositAction = { kind: 'approve' | 'reject'; deposit: DepositReview };
type ChainState = NonNullable<DepositReview['on_chain']>;

const CHAIN_STATE_COLOURS: Record<ChainState['status'], string> = { seen: 'processing', credited: 'success', reorged: 'error', below_minimum: 'warning' };

const TABS: readonly QueueStatus[] = ['processing', 'success', 'refused'];

export function DepositsPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const { page, pageSize, update, extras } = usePagedSearch({ extraKeys: ['status'] });
  const status = toQueueStatus(extras.status);
  const deposits = useDeposits(status, page, pageSize);
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const [action, setAction] = useState<DepositAction | null>(null);
  const mayReview = can(staff.roles, 'reviewFunds');
  const busyId = approve.isPending ? approve.variables?.id : reject.isPending ? reject.variables?.id : undefined;

  const openAction = (next: DepositAction) => {
    approve.reset();
    reject.reset();
    setAction(next);
  };
  const columns = useDepositColumns({ status, mayReview, linkUsers: can(staff.roles, 'users'), busyId, onAction: openAction });

  const confirm = (reason: string) => {
    if (!action) return;
    const { deposit } = action;
    const values = { id: deposit.id, amount: format(deposit.amount), asset: deposit.asset, user: deposit.user_id };
    const onSuccess = (key: string) => () => {
      setAction(null);
      void message.success(t(key, values));
    };
    if (action.kind === 'approve') approve.mutate({ id: deposit.id }, { onSuccess: onSuccess('deposits.approved') });
    else reject.mutate({ id: deposit.id, reason }, { onSuccess: onSuccess('deposits.rejected') });
  };

  return (
    <QueueCard
      area="deposits"
      testIdStem="deposit"
      tabs={TABS}
      status={status}
      page={page}
      pageSize={pageSize}
      update={update}
      query={deposits}
      columns={columns}
      actionsWidth={220}
    >
      <DepositReviewModal
        action={action}
        pending={action?.kind === 'approve' ? approve.isPending : reject.isPending}
        error={action?.kind === 'approve' ? approve.error : reject.error}
        onCancel={() => setAction(null)}
        onConfirm={confirm}
      />
    </QueueCard>
  );
}

interface ColumnOptions {
  status: QueueStatus;
  mayReview: boolean;
  linkUsers: boolean;
  busyId: string | undefined;
  onAction: (action: DepositAction) => void;
}

function useDepositColumns({ status, mayReview, linkUsers, busyId, onAction }: ColumnOptions): TableColumnsType<DepositReview> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<DepositReview> = [
    { title: t('deposits.columns.id'), dataIndex: 'id', width: 72, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('deposits.columns.time'), dataIndex: 'created_at', width: 104, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('deposits.columns.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (_value: string, row) => <UserRef id={row.user_id} account={row.account} linkable={linkUsers} />,
    },
    { title: t('deposits.columns.asset'), dataIndex: 'asset', width: 92, render: (value: string) => <CoinLabel asset={value} /> },
    { title: t('deposits.columns.chain'), dataIndex: 'chain', width: 76, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('deposits.columns.amount'), dataIndex: 'amount', width: 120, align: 'end', render: (value: string) => <Amount value={value} strong /> },
    { title: t('deposits.columns.description'), dataIndex: 'description', render: (value: string) => <WrapText text={value} /> },
    {
      title: t('deposits.columns.voucher'),
      key: 'voucher',
      width: 150,
      render: (_value: unknown, row) =>
        row.on_chain ? <ChainDepositCell chain={row.on_chain} /> : <Voucher depositId={row.id} width={56} height={40} testId="deposit-voucher-preview" />,
    },
    { title: t('deposits.columns.status'), dataIndex: 'status', width: 90, render: (value: string) => <FinanceStatusTag kind="deposit" status={value} /> },
  ];
  if (status !== 'processing') {
    columns.push({
      title: t(status === 'refused' ? 'deposits.columns.reviewedReason' : 'deposits.columns.reviewed'),
      key: 'reviewed',
      width: 200,
      render: (_value: unknown, row) => (
        <ReviewedCell at={row.reviewed_at} by={row.reviewed_by}>
          {row.status === 'refused' && row.reason ? <WrapText text={row.reason} /> : null}
        </ReviewedCell>
      ),
    });
  }
  if (status === 'processing' && mayReview) {
    columns.push({
      title: t('deposits.columns.actions'),
      key: 'actions',
      width: 200,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => {
        // The chain watcher credits or closes it after its confirmations; a reviewer's eye never does.
        if (row.source === 'chain') return <Typography.Text type="secondary">{t('deposits.chainWatched')}</Typography.Text>;
        const busy = busyId === row.id;
        const disabled = busyId !== undefined || row.status !== 'processing';
        return (
          <Space size={6}>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              disabled={disabled && !busy}
              onClick={() => onAction({ kind: 'approve', deposit: row })}
              data-testid="deposit-approve"
            >
              {t('deposits.approve')}
            </Button>
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              disabled={disabled}
              onClick={() => onAction({ kind: 'reject', deposit: row })}
              data-testid="deposit-reject"
            >
              {t('deposits.reject')}
            </Button>
          </Space>
        );
      },
    });
  }
  return columns;
}

interface DepositReviewModalProps {
  action: DepositAction | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

function DepositReviewModal({ action, pending, error, onCancel, onConfirm }: DepositReviewModalProps) {
  const { t } = useTranslation('admin');
  const format = useDecimalFormat();
  const deposit = action?.deposit;
  const approving = action?.kind === 'approve';
  const values = deposit ? { id: deposit.id, amount: format(deposit.amount), asset: deposit.asset, user: deposit.user_id, account: deposit.account } : {};
  return (
    <ReviewModal
      open={action !== null}
      width={approving ? 720 : 560}
      title={t(approving ? 'deposits.approveTitle' : 'deposits.rejectTitle', values)}
      okText={t(approving ? 'deposits.approveConfirm' : 'deposits.rejectConfirm')}
      danger={!approving}
      field={approving ? 'none' : 'reason'}
      effect={t(approving ? 'deposits.approveEffect' : 'deposits.rejectEffect', values)}
      effectType={approving ? 'info' : 'warning'}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      summary={
        deposit && (
          <Flex gap={16} align="flex-start">
            <Descriptions
              size="small"
              bordered
              column={1}
              style={{ flex: 1, minWidth: 0 }}
              styles={{ label: { width: 110 } }}
              items={[
                { key: 'user', label: t('deposits.columns.user'), children: <UserRef id={deposit.user_id} account={deposit.account} linkable={false} /> },
                {
                  key: 'amount',
                  label: t('deposits.columns.amount'),
                  children: <Amount value={deposit.amount} asset={deposit.asset} strong style={{ fontSize: 16 }} />,
                },
                { key: 'chain', label: t('deposits.columns.chain'), children: <Mono>{deposit.chain}</Mono> },
                { key: 'time', label: t('deposits.columns.time'), children: <TimeText iso={deposit.created_at} /> },
                { key: 'description', label: t('deposits.columns.description'), children: <WrapText text={deposit.description} /> },
              ]}
            />
            {approving && <Voucher depositId={deposit.id} width={240} height={200} />}
          </Flex>
        )
      }
    />
  );
}

/** A deposit seen on chain, where a voucher would be: its transfer's state, confirmations and hash. */
function ChainDepositCell({ chain }: { chain: ChainState }) {
  const { t } = useTranslation('admin');
  const shown = Math.min(chain.confirmations, chain.required_confirmations);
  return (
    <Flex vertical gap={2} data-testid="deposit-chain-state" data-status={chain.status}>
      <Tag color={CHAIN_STATE_COLOURS[chain.status]} style={{ marginInlineEnd: 0, width: 'fit-content' }}>
        {t(`deposits.chainStates.${chain.status}`)}
      </Tag>
      {chain.status === 'seen' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('deposits.chainConfirmations', { confirmations: shown, required: chain.required_confirmations })}
        </Typography.Text>
      ) : null}
      <Mono wrap>{`${chain.tx_hash.slice(0, 10)}…${chain.tx_hash.slice(-6)}`}</Mono>
    </Flex>
  );
}
