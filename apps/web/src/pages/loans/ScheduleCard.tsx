import { CalendarOutlined } from '@ant-design/icons';
import type { LoanProduct, LoanSchedule } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { dueDateIfApprovedOn, usdt } from './loanMaths';
import { Percent, Terms, Usdt, useHongKongDate } from './parts';

function Dash() {
  return <span className="vx-muted">—</span>;
}

/**
 * The full schedule of an application before it is sent (issue 13: principal, interest, total to
 * repay, due date, late fee per day), from the shared loanSchedule the server binds at approval.
 */
export function ScheduleCard({
  product,
  schedule,
  sticky = false,
  plain = false,
  testId = 'loan-schedule',
}: {
  product: LoanProduct;
  schedule: LoanSchedule | undefined;
  /** Beside the form on the desktop: stays in view while the documents are chosen. */
  sticky?: boolean;
  /** Inside the confirmation: no frame of its own. */
  plain?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('loans');
  const hkDate = useHongKongDate();
  const due = dueDateIfApprovedOn(product.term_days, Date.now());
  const amount = (units: bigint | undefined, id: string) => (units === undefined ? <Dash /> : <Usdt value={usdt(units)} testId={id} />);
  const rows = [
    { key: 'principal', label: t('schedule.principal'), value: amount(schedule?.principal, `${testId}-principal`) },
    {
      key: 'interest',
      label: (
        <span>
          {t('schedule.interest')}{' '}
          <span className="vx-muted vx-small">
            {t('schedule.interestHow', { count: product.term_days })} × <Percent value={product.daily_rate_pct} />
          </span>
        </span>
      ),
      value: amount(schedule?.interest, `${testId}-interest`),
    },
    { key: 'total', label: t('schedule.total'), value: amount(schedule?.totalRepayment, `${testId}-total`), total: true },
    {
      key: 'due',
      label: t('schedule.due'),
      value: (
        <span className="vx-nowrap" data-testid={`${testId}-due`} data-value={due}>
          <CalendarOutlined /> {hkDate(due)}
        </span>
      ),
    },
    {
      key: 'late',
      label: (
        <span>
          {t('schedule.lateFee')}{' '}
          <span className="vx-muted vx-small">
            <Percent value={product.late_fee_pct} /> {t('product.ofPrincipal')}
          </span>
        </span>
      ),
      value: amount(schedule?.lateFeePerDay, `${testId}-late-fee`),
    },
    { key: 'lender', label: t('schedule.lender'), value: <span data-testid={`${testId}-lender`}>{product.lender}</span> },
  ];
  const body = (
    <>
      <Terms rows={rows} />
      <p className="vx-loan-note vx-muted">{t('schedule.dueNote', { count: product.term_days })}</p>
      <p className="vx-loan-note vx-muted">{t('schedule.earlyNote')}</p>
    </>
  );
  if (plain) return body;
  return (
    <aside className={sticky ? 'vx-loan-schedule vx-loan-schedule--sticky' : 'vx-loan-schedule'} data-testid="loan-schedule-card">
      <h3 className="vx-loan-subtitle">{t('schedule.title')}</h3>
      {body}
    </aside>
  );
}
