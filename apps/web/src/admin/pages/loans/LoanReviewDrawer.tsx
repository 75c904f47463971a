import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import type { LoanReview } from '@veritex/shared';
import { Alert, App, Button, Descriptions, type DescriptionsProps, Drawer, Flex, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, TimeText } from '../../components';
import { Amount, UserRef, useDecimalFormat } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { LoanDocuments, LoanVoucherImage } from './LoanDocuments';
import { useApproveLoan, useConfirmLoanVoucher, useLendingOverview, useRejectLoan, useRejectLoanVoucher } from './loanQueries';
import { compareDecimals, LOAN_ASSET, LoanStatusTag, Percent, VoucherStatusTag } from './loanUi';

type Decision = 'approve' | 'reject' | 'confirmVoucher' | 'rejectVoucher';

interface LoanReviewDrawerProps {
  /** The loan under review; undefined closes the drawer. */
  loan: LoanReview | undefined;
  /** The staff member may decide (finance.review); otherwise the drawer only shows. */
  mayReview: boolean;
  linkUsers: boolean;
  onClose: () => void;
}

/** One loan with everything needed to decide it: the applicant's credit, the schedule, the documents and, later, the repayment voucher. */
export function LoanReviewDrawer({ loan, mayReview, linkUsers, onClose }: LoanReviewDrawerProps) {
  const { t } = useTranslation('admin');
  // Keeps showing the last loan while the drawer slides shut.
  const [shown, setShown] = useState(loan);
  if (loan !== undefined && loan !== shown) setShown(loan);
  const [decision, setDecision] = useState<Decision | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new loan starts without the previous one's dialog.
  useEffect(() => setDecision(null), [loan?.id]);

  if (!shown) return null;
  const reviewable = mayReview && shown.status === 'unreviewed';
  const voucherPending = mayReview && shown.voucher?.status === 'pending' && (shown.status === 'loaned' || shown.status === 'overdue');

  return (
    <Drawer
      open={loan !== undefined}
      onClose={() => {
        if (decision === null) onClose();
      }}
      size="min(1080px, 100vw, max(760px, 70vw))"
      title={
        <Space size={8}>
          <span>{t('loanDesk.review.title', { id: shown.id })}</span>
          <LoanStatusTag status={shown.status} />
          {shown.voucher ? <VoucherStatusTag status={shown.voucher.status} /> : null}
        </Space>
      }
      footer={
        reviewable || voucherPending ? (
          <Flex justify="flex-end" gap={8}>
            {reviewable ? (
              <>
                <Button danger icon={<CloseOutlined />} onClick={() => setDecision('reject')} data-testid="loan-reject">
                  {t('loanDesk.review.reject')}
                </Button>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setDecision('approve')} data-testid="loan-approve">
                  {t('loanDesk.review.approve')}
                </Button>
              </>
            ) : (
              <>
                <Button danger icon={<CloseOutlined />} onClick={() => setDecision('rejectVoucher')} data-testid="voucher-reject">
                  {t('loanDesk.review.rejectVoucher')}
                </Button>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setDecision('confirmVoucher')} data-testid="voucher-confirm">
                  {t('loanDesk.review.confirmVoucher')}
                </Button>
              </>
            )}
          </Flex>
        ) : null
      }
      data-testid="loan-drawer"
      data-id={shown.id}
    >
      <Flex vertical gap={16}>
        {shown.status === 'rejected' && shown.reject_reason ? (
          <Alert type="error" showIcon title={t('loanDesk.review.rejectedReason')} description={shown.reject_reason} />
        ) : null}
        {shown.voucher?.status === 'rejected' && shown.voucher.reason ? (
          <Alert type="warning" showIcon title={t('loanDesk.review.voucherRejectedReason')} description={shown.voucher.reason} />
        ) : null}
        {mayReview ? null : <Alert type="info" showIcon title={t('loanDesk.review.readOnly')} />}
        <ApplicationFields loan={shown} linkUser={linkUsers} />
        <ScheduleFields loan={shown} />
        {shown.voucher_id ? (
          <Section title={t('loanDesk.review.voucher')}>
            <LoanVoucherImage uploadId={shown.voucher_id} />
          </Section>
        ) : null}
        <Section title={t('loanDesk.review.documents')}>
          <LoanDocuments loan={shown} />
        </Section>
      </Flex>
      <DecisionModal loan={shown} decision={decision} onDone={onClose} onCancel={() => setDecision(null)} />
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

function ApplicationFields({ loan, linkUser }: { loan: LoanReview; linkUser: boolean }) {
  const { t } = useTranslation('admin');
  // The limit matters while the application waits; once decided, today's score says nothing about that decision.
  const over = loan.status === 'unreviewed' && compareDecimals(loan.amount, loan.credit_limit) === 1;
  const field = (key: string, children: ReactNode) => ({ key, label: t(`loanDesk.fields.${key}`), children });
  const items: DescriptionsProps['items'] = [
    field('user', <UserRef id={loan.user_id} account={loan.account} linkable={linkUser} />),
    field('appliedAt', <TimeText iso={loan.applied_at} />),
    field('creditScore', <strong data-testid="loan-credit-score">{loan.credit_score}</strong>),
    field(
      'creditLimit',
      <Typography.Text type={over ? 'warning' : undefined} strong={over}>
        {over ? <WarningOutlined style={{ marginInlineEnd: 4 }} /> : null}
        <Amount value={loan.credit_limit} asset={LOAN_ASSET} />
        {over ? <span style={{ marginInlineStart: 8 }}>{t('loanDesk.overLimit')}</span> : null}
      </Typography.Text>,
    ),
    field('lender', loan.lender),
    field('contractNo', loan.contract_no ? <Typography.Text copyable>{loan.contract_no}</Typography.Text> : EMPTY_VALUE),
  ];
  if (loan.status !== 'unreviewed') items.push(field('reviewedBy', loan.reviewed_by || EMPTY_VALUE), field('approvedAt', <TimeText iso={loan.approved_at} />));
  return (
    <Section title={t('loanDesk.review.application')}>
      <Descriptions size="small" bordered column={2} items={items} styles={{ label: { width: 150 } }} />
    </Section>
  );
}

/** The terms approval binds (server's figures), then what is owed now once the loan runs. */
function ScheduleFields({ loan }: { loan: LoanReview }) {
  const { t } = useTranslation('admin');
  const field = (key: string, children: ReactNode) => ({ key, label: t(`loanDesk.fields.${key}`), children });
  const running = loan.status === 'loaned' || loan.status === 'overdue';
  const items: DescriptionsProps['items'] = [
    field('principal', <Amount value={loan.amount} asset={LOAN_ASSET} strong style={{ fontSize: 15 }} />),
    field('term', t('loanDesk.days', { count: loan.term_days })),
    field('dailyRate', <Percent value={loan.daily_rate_pct} suffix={t('loanDesk.perDay')} />),
    field('interest', <Amount value={loan.interest} asset={LOAN_ASSET} />),
    field('totalRepayment', <Amount value={loan.total_repayment} asset={LOAN_ASSET} strong />),
    field(
      'lateFee',
      <span>
        <Amount value={loan.late_fee_per_day} asset={LOAN_ASSET} /> <Typography.Text type="secondary">({loan.late_fee_pct}%)</Typography.Text>
      </span>,
    ),
  ];
  if (loan.status !== 'unreviewed' && loan.status !== 'rejected') {
    items.push(
      field('dueAt', <TimeText iso={loan.due_at} />),
      field('daysOverdue', loan.days_overdue > 0 ? <Typography.Text type="danger">{t('loanDesk.days', { count: loan.days_overdue })}</Typography.Text> : 0),
      field('lateFees', <Amount value={loan.late_fees} asset={LOAN_ASSET} />),
      running ? field('payoffNow', <Amount value={loan.payoff_now} asset={LOAN_ASSET} strong />) : field('repaidAt', <TimeText iso={loan.repaid_at} />),
    );
  }
  return (
    <Section title={t('loanDesk.review.schedule')}>
      <Descriptions size="small" bordered column={2} items={items} styles={{ label: { width: 150 } }} data-testid="loan-schedule" />
      {loan.status === 'unreviewed' ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 6, marginBottom: 0 }}>
          {t('loanDesk.review.scheduleNote')}
        </Typography.Paragraph>
      ) : null}
    </Section>
  );
}

interface DecisionModalProps {
  loan: LoanReview;
  decision: Decision | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The confirmation of each decision: what it does to money, and a reason where the user will read one. */
function DecisionModal({ loan, decision, onDone, onCancel }: DecisionModalProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const overview = useLendingOverview();
  const approve = useApproveLoan();
  const reject = useRejectLoan();
  const confirmVoucher = useConfirmLoanVoucher();
  const rejectVoucher = useRejectLoanVoucher();
  const mutation = { approve, reject, confirmVoucher, rejectVoucher }[decision ?? 'approve'];

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts without the previous attempt's refusal.
  useEffect(() => {
    approve.reset();
    reject.reset();
    confirmVoucher.reset();
    rejectVoucher.reset();
  }, [decision, loan.id]);

  const values = {
    id: loan.id,
    user: loan.user_id,
    amount: format(loan.amount),
    payoff: format(loan.payoff_now),
    balance: format(overview.data?.lending_balance),
    days: loan.term_days,
    asset: LOAN_ASSET,
  };
  const short = decision === 'approve' && overview.data && compareDecimals(overview.data.lending_balance, loan.amount) === -1;
  const done = (key: string) => () => {
    void message.success(t(key, values));
    onDone();
  };
  const send = (reason: string) => {
    if (decision === 'approve') approve.mutate({ id: loan.id }, { onSuccess: done('loanDesk.review.approved') });
    else if (decision === 'reject') reject.mutate({ id: loan.id, reason }, { onSuccess: done('loanDesk.review.rejected') });
    else if (decision === 'confirmVoucher') confirmVoucher.mutate({ id: loan.id }, { onSuccess: done('loanDesk.review.voucherConfirmed') });
    else if (decision === 'rejectVoucher') rejectVoucher.mutate({ id: loan.id, reason }, { onSuccess: done('loanDesk.review.voucherRejected') });
  };
  const key = decision ?? 'approve';
  const refusing = decision === 'reject' || decision === 'rejectVoucher';

  return (
    <ReviewModal
      open={decision !== null}
      title={t(`loanDesk.decisions.${key}.title`, values)}
      okText={t(`loanDesk.decisions.${key}.ok`, values)}
      danger={refusing}
      field={refusing ? 'reason' : 'none'}
      effect={
        <span>
          {t(`loanDesk.decisions.${key}.effect`, values)}
          {short ? <div style={{ marginTop: 4, fontWeight: 600 }}>{t('loanDesk.decisions.approve.short', values)}</div> : null}
        </span>
      }
      effectType={refusing || short ? 'warning' : 'info'}
      pending={mutation.isPending}
      error={mutation.error}
      onCancel={onCancel}
      onConfirm={send}
      summary={
        <Descriptions
          size="small"
          bordered
          column={1}
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'user', label: t('loanDesk.fields.user'), children: <UserRef id={loan.user_id} account={loan.account} linkable={false} /> },
            {
              key: 'amount',
              label: t(decision === 'confirmVoucher' || decision === 'rejectVoucher' ? 'loanDesk.fields.payoffNow' : 'loanDesk.fields.principal'),
              children: (
                <Amount
                  value={decision === 'confirmVoucher' || decision === 'rejectVoucher' ? loan.payoff_now : loan.amount}
                  asset={LOAN_ASSET}
                  strong
                  style={{ fontSize: 16 }}
                />
              ),
            },
            { key: 'total', label: t('loanDesk.fields.totalRepayment'), children: <Amount value={loan.total_repayment} asset={LOAN_ASSET} /> },
            { key: 'term', label: t('loanDesk.fields.term'), children: t('loanDesk.days', { count: loan.term_days }) },
          ]}
        />
      }
    />
  );
}
