import { ArrowLeftOutlined, CheckCircleFilled, ClockCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { earnDayNumber, type LateFeeCharge, type LoanView } from '@veritex/shared';
import { Alert, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { dueDayOf } from './loanMaths';
import { useLoan } from './loansApi';
import { LoanCard, LoanStatusTag, Percent, Terms, Usdt, useHongKongDate } from './parts';
import { RepayByVoucher, RepayFromBalance, VoucherState } from './RepayPanels';
import './loans.css';

/** The spec's repayment fields (§2 /repayment2) and the terms the loan was approved with. */
function LoanDetails({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const hkDate = useHongKongDate();
  const dash = <span className="vx-muted">—</span>;
  return (
    <LoanCard title={t('detail.title')} testId="repay-detail">
      <Terms
        testId="repay-field"
        className="vx-loan-terms--columns"
        rows={[
          { key: 'applied', label: t('detail.applied'), value: <span className="vx-num">{format.dateTime(loan.applied_at)}</span> },
          { key: 'principal', label: t('detail.principal'), value: <Usdt value={loan.amount} /> },
          {
            key: 'interest',
            label: (
              <span>
                {t('detail.interest')}{' '}
                <span className="vx-muted vx-small">
                  {t('schedule.interestHow', { count: loan.term_days })} × <Percent value={loan.daily_rate_pct} />
                </span>
              </span>
            ),
            value: <Usdt value={loan.interest} />,
          },
          { key: 'total', label: t('detail.total'), value: <Usdt value={loan.total_repayment} /> },
          {
            key: 'lateFee',
            label: (
              <span>
                {t('detail.lateFee')}{' '}
                <span className="vx-muted vx-small">{t('detail.lateFeeEach', { amount: trim(loan.late_fee_per_day), rate: trim(loan.late_fee_pct) })}</span>
              </span>
            ),
            value: <Usdt value={loan.late_fees} />,
          },
          { key: 'overdue', label: t('detail.daysOverdue'), value: <span className="vx-num">{loan.days_overdue}</span> },
          { key: 'contract', label: t('detail.contract'), value: loan.contract_no ? <span className="vx-ltr vx-num">{loan.contract_no}</span> : dash },
          { key: 'lender', label: t('detail.lender'), value: loan.lender },
          { key: 'due', label: t('detail.due'), value: loan.due_at ? hkDate(dueDayOf(loan.due_at)) : dash },
          { key: 'status', label: t('detail.status'), value: <LoanStatusTag status={loan.status} /> },
          { key: 'term', label: t('detail.term'), value: t('product.days', { count: loan.term_days }) },
          {
            key: 'approved',
            label: t('detail.approved'),
            value: loan.approved_at ? <span className="vx-num">{format.dateTime(loan.approved_at)}</span> : dash,
          },
          ...(loan.repaid_at ? [{ key: 'repaid', label: t('detail.repaid'), value: <span className="vx-num">{format.dateTime(loan.repaid_at)}</span> }] : []),
        ]}
      />
    </LoanCard>
  );
}

/** Whole Hong Kong days from today to the due day, the due day counting (0 once it has passed). */
function daysLeft(dueAt: string): number {
  return Math.max(0, earnDayNumber(Date.parse(dueAt) - 1) - earnDayNumber(Date.now()) + 1);
}

/** The loan's headline: what repaying now takes, or where the application stands. */
function Headline({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const hkDate = useHongKongDate();
  const owed = loan.status === 'loaned' || loan.status === 'overdue';
  return (
    <section className={`vx-loan-head vx-loan-head--${loan.status}`} data-testid="repay-head" data-status={loan.status}>
      <div className="vx-loan-head__main">
        <span className="vx-muted">{owed ? t('repay.payoffNow') : t('detail.principal')}</span>
        <Usdt value={owed ? loan.payoff_now : loan.amount} testId="repay-payoff-now" className="vx-loan-head__amount" />
        <LoanStatusTag status={loan.status} />
      </div>
      <div className="vx-loan-head__side">
        {loan.status === 'overdue' ? (
          <Alert
            type="error"
            showIcon
            title={t('repay.overdueTitle', { count: loan.days_overdue, fee: trim(loan.late_fee_per_day) })}
            data-testid="repay-overdue"
          />
        ) : null}
        {loan.status === 'loaned' && loan.due_at ? (
          <p className="vx-loan-note">
            <ClockCircleOutlined /> {t('repay.dueOn', { date: hkDate(dueDayOf(loan.due_at)), fee: trim(loan.late_fee_per_day) })}{' '}
            <strong data-testid="repay-days-left">{t('repay.daysLeft', { count: daysLeft(loan.due_at) })}</strong>
          </p>
        ) : null}
        {loan.status === 'unreviewed' ? <Alert type="info" showIcon title={t('repay.underReview')} data-testid="repay-under-review" /> : null}
        {loan.status === 'rejected' ? (
          <Alert type="warning" showIcon title={t('repay.rejected')} description={loan.reject_reason ?? undefined} data-testid="repay-rejected" />
        ) : null}
        {loan.status === 'repaid' ? (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleFilled />}
            title={t('repay.repaid')}
            description={loan.days_overdue === 0 ? t('repay.repaidCredit') : undefined}
            data-testid="repay-repaid"
          />
        ) : null}
      </div>
    </section>
  );
}

function LateFees({ items }: { items: readonly LateFeeCharge[] }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const hkDate = useHongKongDate();
  const columns: TableColumnsType<LateFeeCharge> = [
    { key: 'date', title: t('lateFees.date'), render: (_, item) => hkDate(item.date) },
    { key: 'amount', title: t('lateFees.amount'), align: 'end', render: (_, item) => <Usdt value={item.amount} /> },
    {
      key: 'at',
      title: t('lateFees.chargedAt'),
      align: 'end',
      render: (_, item) => <span className="vx-num vx-muted">{format.dateTime(item.charged_at)}</span>,
    },
  ];
  return (
    <LoanCard title={t('lateFees.title')} sub={t('lateFees.sub')} testId="repay-late-fees" flush={items.length > 0}>
      {items.length ? (
        <Table<LateFeeCharge> className="vx-quiet-table" rowKey="date" size="small" columns={columns} dataSource={[...items]} pagination={false} />
      ) : (
        <p className="vx-muted vx-loan-none" data-testid="repay-late-fees-empty">
          {t('lateFees.none')}
        </p>
      )}
    </LoanCard>
  );
}

function RepaymentBody({ id }: { id: string }) {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const query = useLoan(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { loan, late_fees: lateFees } = query.data;
  const owed = loan.status === 'loaned' || loan.status === 'overdue';
  return (
    <div className="vx-loan-stack" data-testid="repay-loan" data-loan-id={loan.id} data-status={loan.status}>
      <Headline loan={loan} />
      {owed ? (
        <div className={phone ? 'vx-loan-top vx-loan-top--one vx-loan-top--even' : 'vx-loan-top vx-loan-top--even'}>
          <RepayFromBalance loan={loan} />
          <RepayByVoucher loan={loan} />
        </div>
      ) : (
        <VoucherState loan={loan} />
      )}
      <LoanDetails loan={loan} />
      {loan.status === 'unreviewed' || loan.status === 'rejected' ? null : <LateFees items={lateFees} />}
      <p className="vx-loan-note vx-muted">
        <InfoCircleOutlined /> {t('repay.onceNote')}
      </p>
    </div>
  );
}

function RepaymentContent() {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageFrame
      title={t('repay.title')}
      testId="page-repayment2"
      extra={
        <LinkButton to={to('/repayment')} icon={<ArrowLeftOutlined className="vx-flip-rtl" />} size={phone ? 'small' : undefined} data-testid="repay-back">
          {t('repay.back')}
        </LinkButton>
      }
    >
      {/^\d+$/.test(id) ? (
        <RepaymentBody id={id} />
      ) : (
        <EmptyState
          text={t('repay.noLoan')}
          action={
            <LinkButton to={to('/repayment')} type="primary">
              {t('repay.back')}
            </LinkButton>
          }
          testId="repay-no-loan"
        />
      )}
    </PageFrame>
  );
}

/** Repayment detail (/repayment2?id=…, spec §2): what is owed, how to repay, the late fees, the voucher. */
export default function RepaymentPage() {
  return (
    <NamespaceFrame titleKey="repayment2" testId="page-repayment2">
      <RepaymentContent />
    </NamespaceFrame>
  );
}
