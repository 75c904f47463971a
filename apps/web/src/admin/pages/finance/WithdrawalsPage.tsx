import { BankOutlined, CloseOutlined, InfoCircleOutlined, LinkOutlined, SendOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BankDetails, payoutReturned, type QueueStatus, type StaffView, type WithdrawalReview } from '@veritex/shared';
import {
  App,
  Button,
  type ButtonProps,
  Descriptions,
  type DescriptionsProps,
  Popconfirm,
  Space,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { CoinLabel } from '../../../components/coin/CoinIcon';
import { trim } from '../../../lib/decimal';
import { adminAction, adminCall } from '../../api';
import { EMPTY_VALUE, Mono, TimeText } from '../../components';
import { ADMIN_KEY, adminKeys, usePayWithdrawal, useRejectWithdrawal, useWithdrawals } from '../../queries';
import { can } from '../../roles';
import { usePagedSearch } from '../usePagedSearch';
import { Amount, CompactTime, FinanceStatusTag, ReviewedCell, toQueueStatus, UserRef, useDecimalFormat, useOpaqueHeaderCell, WrapText } from './financeUi';
import { OUTGOING_STATE_COLORS } from './HotWalletPage';
import { QueueCard } from './QueueCard';
import { ReviewModal } from './ReviewModal';

type WithdrawalAction = { kind: 'pay' | 'reject'; withdrawal: WithdrawalReview };

const TABS: readonly QueueStatus[] = ['processing', 'success', 'refused'];

/** Bank fields in the order a payer reads them; anything else the server sends follows. */
const BANK_FIELDS = ['payee_name', 'bank_name', 'bank_account', 'swift', 'bank_address', 'payee_phone', 'payee_address'] as const;

export function WithdrawalsPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const { page, pageSize, update, extras } = usePagedSearch({ extraKeys: ['status'] });
  const status = toQueueStatus(extras.status);
  const withdrawals = useWithdrawals(status, page, pageSize);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const mayReview = can(staff.roles, 'reviewFunds');
  const busyId = pay.isPending ? pay.variables?.id : reject.isPending ? reject.variables?.id : undefined;

  const openAction = (next: WithdrawalAction) => {
    pay.reset();
    reject.reset();
    setAction(next);
  };
  const wallet = useQuery({ queryKey: [ADMIN_KEY, 'hotWallet'], queryFn: () => adminCall('hotWallet'), staleTime: 30_000 });
  const hotWallet = Boolean(wallet.data?.chain_mode && wallet.data.address);
  const columns = useWithdrawalColumns({ status, hotWallet, mayReview, linkUsers: can(staff.roles, 'users'), busyId, onAction: openAction });

  const confirm = (value: string) => {
    if (!action) return;
    const { withdrawal } = action;
    const values = {
      id: withdrawal.id,
      amount: format(withdrawal.amount),
      arrive: format(withdrawal.arrive),
      asset: withdrawal.asset,
      user: withdrawal.user_id,
    };
    const onSuccess = (key: string) => () => {
      setAction(null);
      void message.success(t(key, values));
    };
    if (action.kind === 'reject') reject.mutate({ id: withdrawal.id, reason: value }, { onSuccess: onSuccess('withdrawals.rejected') });
    else if (withdrawal.method === 'bank') pay.mutate({ id: withdrawal.id, reference: value }, { onSuccess: onSuccess('withdrawals.paid') });
    else pay.mutate({ id: withdrawal.id, tx_hash: value }, { onSuccess: onSuccess('withdrawals.paid') });
  };

  return (
    <QueueCard
      area="withdrawals"
      testIdStem="withdrawal"
      tabs={TABS}
      status={status}
      page={page}
      pageSize={pageSize}
      update={update}
      query={withdrawals}
      columns={columns}
      actionsWidth={hotWallet ? 280 : 180}
    >
      <WithdrawalReviewModal
        action={action}
        pending={action?.kind === 'pay' ? pay.isPending : reject.isPending}
        error={action?.kind === 'pay' ? pay.error : reject.error}
        onCancel={() => setAction(null)}
        onConfirm={confirm}
      />
    </QueueCard>
  );
}

interface ColumnOptions {
  status: QueueStatus;
  /** Chain mode with a signer: chain withdrawals can be sent from the hot wallet. */
  hotWallet: boolean;
  mayReview: boolean;
  linkUsers: boolean;
  busyId: string | undefined;
  onAction: (action: WithdrawalAction) => void;
}

function useWithdrawalColumns({ status, hotWallet, mayReview, linkUsers, busyId, onAction }: ColumnOptions): TableColumnsType<WithdrawalReview> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<WithdrawalReview> = [
    { title: t('withdrawals.columns.id'), dataIndex: 'id', width: 72, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('withdrawals.columns.time'), dataIndex: 'created_at', width: 104, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('withdrawals.columns.user'),
      dataIndex: 'user_id',
      width: 126,
      render: (_value: string, row) => <UserRef id={row.user_id} account={row.account} linkable={linkUsers} />,
    },
    { title: t('withdrawals.columns.method'), dataIndex: 'method', width: 114, render: (_value: string, row) => <MethodCell withdrawal={row} /> },
    { title: t('withdrawals.columns.destination'), key: 'destination', render: (_value: unknown, row) => <Destination withdrawal={row} /> },
    { title: t('withdrawals.columns.amount'), dataIndex: 'amount', width: 112, align: 'end', render: (value: string) => <Amount value={value} /> },
    { title: t('withdrawals.columns.fee'), dataIndex: 'fee', width: 80, align: 'end', render: (value: string) => <Amount value={value} /> },
    { title: t('withdrawals.columns.arrive'), dataIndex: 'arrive', width: 116, align: 'end', render: (value: string) => <Amount value={value} strong /> },
    {
      title: t('withdrawals.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: string, row) => (
        <>
          <FinanceStatusTag kind="withdrawal" status={value} />
          <SecondReviewTag withdrawal={row} />
          <OnChainTag withdrawal={row} />
        </>
      ),
    },
  ];
  if (status !== 'processing') {
    columns.push({
      title: t(
        status === 'success'
          ? 'withdrawals.columns.reviewedPayment'
          : status === 'refused'
            ? 'withdrawals.columns.reviewedReason'
            : 'withdrawals.columns.reviewed',
      ),
      key: 'reviewed',
      width: 200,
      render: (_value: unknown, row) => (
        <ReviewedCell at={row.reviewed_at} by={row.reviewed_by}>
          {row.status === 'success' ? <PaymentProof withdrawal={row} /> : row.reason ? <WrapText text={row.reason} /> : null}
        </ReviewedCell>
      ),
    });
  }
  if (status === 'processing' && mayReview) {
    columns.push({
      title: t('withdrawals.columns.actions'),
      key: 'actions',
      width: hotWallet ? 276 : 176,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => {
        const busy = busyId === row.id;
        const disabled = busyId !== undefined || row.status !== 'processing';
        if (row.second_review && !row.first_approved_by) return <FirstApprovalButtons withdrawal={row} disabled={disabled} onAction={onAction} />;
        // With the hot wallet (and not reverted): the signer pays it; nothing to decide until its transaction settles.
        if (row.on_chain?.source === 'hot_wallet' && !payoutReturned(row.on_chain.status))
          return <Typography.Text type="secondary">{t('withdrawals.withHotWallet')}</Typography.Text>;
        return (
          <Space size={6}>
            {hotWallet && row.method === 'chain' && !row.on_chain ? <HotWalletButton withdrawal={row} disabled={disabled} /> : null}
            <Button
              size="small"
              type="primary"
              icon={<SendOutlined />}
              loading={busy}
              disabled={disabled && !busy}
              onClick={() => onAction({ kind: 'pay', withdrawal: row })}
              data-testid="withdrawal-pay"
            >
              {t('withdrawals.pay')}
            </Button>
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              disabled={disabled}
              onClick={() => onAction({ kind: 'reject', withdrawal: row })}
              data-testid="withdrawal-reject"
            >
              {t('withdrawals.reject')}
            </Button>
          </Space>
        );
      },
    });
  }
  return columns;
}

/** Chain mode: where the withdrawal's transaction is (hot wallet or a typed cold-wallet hash) and its confirmations. */
function OnChainTag({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('admin');
  const chain = withdrawal.on_chain;
  if (!chain) return null;
  const source = t(`withdrawals.onChain.${chain.source}`);
  const state = t(`hotWallet.states.${chain.status}`);
  const counted = chain.status === 'mined' ? ` ${chain.confirmations}/${chain.required_confirmations}` : '';
  return (
    <Tag color={OUTGOING_STATE_COLORS[chain.status]} style={{ marginTop: 4 }} data-testid="withdrawal-on-chain" data-status={chain.status}>
      {`${source} · ${state}${counted}`}
    </Tag>
  );
}

/**
 * Sends the withdrawal from the hot wallet (admin/sendWithdrawalOnChain): within the limits it is queued
 * for the signer; above them the server refuses with the limits, and finance pays it from the cold wallet.
 */
function HotWalletButton({ withdrawal, disabled }: { withdrawal: WithdrawalReview; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const send = useMutation({
    mutationFn: () => adminAction('sendWithdrawalOnChain', { id: withdrawal.id }, requestIds),
    onSuccess: () => {
      void message.success(t('withdrawals.sentHotWallet', { id: withdrawal.id }));
      return queryClient.invalidateQueries({ queryKey: adminKeys.withdrawalsAll });
    },
  });
  // A transaction on chain cannot be called back: what goes where is confirmed first.
  return (
    <Popconfirm
      title={t('withdrawals.hotWalletConfirmTitle')}
      description={
        <Space orientation="vertical" size={4} style={{ maxWidth: 320 }}>
          <span>{t('withdrawals.hotWalletConfirm', { amount: trim(withdrawal.arrive), asset: withdrawal.asset })}</span>
          <Mono wrap>{withdrawal.address}</Mono>
        </Space>
      }
      okText={t('withdrawals.hotWalletSend')}
      onConfirm={() => send.mutate()}
      okButtonProps={{ 'data-testid': 'withdrawal-hot-wallet-confirm' } as ButtonProps}
      disabled={disabled}
    >
      <Button size="small" icon={<WalletOutlined />} loading={send.isPending} disabled={disabled} data-testid="withdrawal-hot-wallet">
        {t('withdrawals.sendHotWallet')}
      </Button>
    </Popconfirm>
  );
}

/** A flagged owner's withdrawal (surveillance): who approved it first, or that a first approval is due. */
function SecondReviewTag({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('admin');
  if (!withdrawal.second_review || withdrawal.status !== 'processing') return null;
  return (
    <Tag color="orange" style={{ marginTop: 4 }} data-testid="withdrawal-second-review">
      {withdrawal.first_approved_by ? t('surveillance.finance.approvedBy', { name: withdrawal.first_approved_by }) : t('surveillance.finance.needsTwo')}
    </Tag>
  );
}

/** The first of two reviews of a flagged owner's withdrawal; a different finance member then pays it. */
function FirstApprovalButtons({
  withdrawal,
  disabled,
  onAction,
}: {
  withdrawal: WithdrawalReview;
  disabled: boolean;
  onAction: (action: WithdrawalAction) => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const approve = useMutation({
    mutationFn: () => adminAction('approveFlaggedWithdrawal', { id: withdrawal.id }, requestIds),
    onSuccess: () => {
      void message.success(t('surveillance.finance.approved'));
      return queryClient.invalidateQueries({ queryKey: adminKeys.withdrawalsAll });
    },
  });
  return (
    <Space size={6}>
      <Button
        size="small"
        type="primary"
        loading={approve.isPending}
        disabled={disabled}
        onClick={() => approve.mutate()}
        data-testid="withdrawal-first-approve"
      >
        {t('surveillance.finance.approve')}
      </Button>
      {/* Icon only: the fixed actions column has room for one labelled button. */}
      <Tooltip title={t('withdrawals.reject')}>
        <Button
          size="small"
          danger
          icon={<CloseOutlined />}
          aria-label={t('withdrawals.reject')}
          disabled={disabled}
          onClick={() => onAction({ kind: 'reject', withdrawal })}
          data-testid="withdrawal-reject"
        />
      </Tooltip>
    </Space>
  );
}

function MethodCell({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('admin');
  const bank = withdrawal.method === 'bank';
  return (
    <div style={{ lineHeight: 1.5 }}>
      <Tag color={bank ? 'purple' : 'blue'} icon={bank ? <BankOutlined /> : <LinkOutlined />} style={{ marginInlineEnd: 0 }}>
        {t(`withdrawals.methods.${withdrawal.method}`, { defaultValue: withdrawal.method })}
      </Tag>
      <div>
        <CoinLabel asset={withdrawal.asset} />
        {!bank && withdrawal.chain ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {' · '}
            {withdrawal.chain}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}

/** Where the money goes: the chain address (and memo tag), or the payee's bank details. */
function Destination({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  if (withdrawal.method === 'bank') {
    const bank = withdrawal.bank;
    return (
      <div style={{ lineHeight: 1.4, minWidth: 0 }}>
        <Space size={4}>
          <Typography.Text strong>{bank?.payee_name || EMPTY_VALUE}</Typography.Text>
          <Tooltip title={<BankDetailsList bank={bank} />} styles={{ container: { maxWidth: 420 } }}>
            <InfoCircleOutlined style={{ color: token.colorTextTertiary }} aria-label={t('withdrawals.bankDetails')} />
          </Tooltip>
        </Space>
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {[bank?.bank_name, bank?.swift].filter(Boolean).join(' · ') || EMPTY_VALUE}
        </div>
        {bank?.bank_account ? (
          <Typography.Text copyable={{ text: bank.bank_account }}>
            <Mono>{bank.bank_account}</Mono>
          </Typography.Text>
        ) : null}
      </div>
    );
  }
  return (
    <div style={{ lineHeight: 1.4, minWidth: 0 }}>
      {withdrawal.address ? (
        <Typography.Text copyable={{ text: withdrawal.address }} style={{ wordBreak: 'break-all' }}>
          <Mono style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>{withdrawal.address}</Mono>
        </Typography.Text>
      ) : (
        EMPTY_VALUE
      )}
      {withdrawal.tag ? (
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {t('withdrawals.tag')}: <Mono>{withdrawal.tag}</Mono>
        </div>
      ) : null}
    </div>
  );
}

function BankDetailsList({ bank }: { bank: BankDetails | null }) {
  const { t } = useTranslation('admin');
  const keys = BANK_FIELDS.filter((key) => bank?.[key]);
  if (!bank || keys.length === 0) return <span>{EMPTY_VALUE}</span>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
      {keys.map((key) => (
        <FragmentRow key={key} label={t(`withdrawals.bank.${key}`)} value={bank[key]} />
      ))}
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span style={{ opacity: 0.75 }}>{label}</span>
      <span dir="auto" style={{ wordBreak: 'break-word' }}>
        {value}
      </span>
    </>
  );
}

/** The chain transaction hash or the bank's payment reference recorded when the withdrawal was paid. */
function PaymentProof({ withdrawal }: { withdrawal: WithdrawalReview }) {
  // A bank payment's reference is recorded in tx_hash too.
  const proof = withdrawal.tx_hash;
  if (!proof) return <span>{EMPTY_VALUE}</span>;
  return (
    <Typography.Text copyable={{ text: proof }} style={{ maxWidth: '100%' }}>
      <Tooltip title={<span style={{ wordBreak: 'break-all' }}>{proof}</span>}>
        <span>
          <Mono>{proof.length > 18 ? `${proof.slice(0, 10)}…${proof.slice(-6)}` : proof}</Mono>
        </span>
      </Tooltip>
    </Typography.Text>
  );
}

interface WithdrawalReviewModalProps {
  action: WithdrawalAction | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (value: string) => void;
}

function WithdrawalReviewModal({ action, pending, error, onCancel, onConfirm }: WithdrawalReviewModalProps) {
  const { t } = useTranslation('admin');
  const format = useDecimalFormat();
  const withdrawal = action?.withdrawal;
  const paying = action?.kind === 'pay';
  const bank = withdrawal?.method === 'bank';
  const values = withdrawal
    ? {
        id: withdrawal.id,
        amount: format(withdrawal.amount),
        arrive: format(withdrawal.arrive),
        fee: format(withdrawal.fee),
        asset: withdrawal.asset,
        user: withdrawal.user_id,
      }
    : {};
  const effectKey = !paying ? 'withdrawals.rejectEffect' : bank ? 'withdrawals.payBankEffect' : 'withdrawals.payChainEffect';
  return (
    <ReviewModal
      open={action !== null}
      width={640}
      title={t(paying ? 'withdrawals.payTitle' : 'withdrawals.rejectTitle', values)}
      okText={t(paying ? 'withdrawals.payConfirm' : 'withdrawals.rejectConfirm')}
      danger={!paying}
      field={!paying ? 'reason' : bank ? 'reference' : 'txHash'}
      effect={t(effectKey, values)}
      effectType={paying ? 'info' : 'warning'}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      summary={withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
    />
  );
}

function WithdrawalSummary({ withdrawal }: { withdrawal: WithdrawalReview }) {
  const { t } = useTranslation('admin');
  const destination: ReactNode =
    withdrawal.method === 'bank' ? (
      <BankDetailsList bank={withdrawal.bank} />
    ) : (
      <>
        <Typography.Text copyable={{ text: withdrawal.address }}>
          <Mono style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>{withdrawal.address}</Mono>
        </Typography.Text>
        {withdrawal.tag ? (
          <div>
            {t('withdrawals.tag')}: <Mono>{withdrawal.tag}</Mono>
          </div>
        ) : null}
      </>
    );
  const items: DescriptionsProps['items'] = [
    { key: 'user', label: t('withdrawals.columns.user'), children: <UserRef id={withdrawal.user_id} account={withdrawal.account} linkable={false} /> },
    { key: 'method', label: t('withdrawals.columns.method'), children: <MethodCell withdrawal={withdrawal} /> },
    { key: 'destination', label: t('withdrawals.columns.destination'), children: destination },
    {
      key: 'amounts',
      label: t('withdrawals.columns.amount'),
      children: (
        <span>
          <Amount value={withdrawal.amount} asset={withdrawal.asset} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {' '}
            ({t('withdrawals.columns.fee')} <Amount value={withdrawal.fee} asset={withdrawal.asset} />)
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'arrive',
      label: t('withdrawals.toSend'),
      children: (
        <Typography.Text copyable={{ text: withdrawal.arrive }}>
          <Amount value={withdrawal.arrive} asset={withdrawal.asset} strong style={{ fontSize: 16 }} />
        </Typography.Text>
      ),
    },
    { key: 'time', label: t('withdrawals.columns.time'), children: <TimeText iso={withdrawal.created_at} /> },
  ];
  return <Descriptions size="small" bordered column={1} styles={{ label: { width: 130 } }} items={items} />;
}
