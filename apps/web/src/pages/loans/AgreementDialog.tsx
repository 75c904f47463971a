import type { LoanProduct, LoanSchedule } from '@veritex/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { trim } from '../../lib/decimal';
import { usdt } from './loanMaths';
import { LoanDialog } from './parts';

const CLAUSES = ['parties', 'amount', 'interest', 'repayment', 'late', 'review', 'credit'] as const;

/**
 * The loan agreement the user ticks, with this product's terms written in (and the amount once it
 * is typed): who lends, for how long, at what daily rate, what is owed at the end and after it.
 */
export function AgreementDialog({
  open,
  onClose,
  product,
  schedule,
}: {
  open: boolean;
  onClose: () => void;
  product: LoanProduct;
  schedule: LoanSchedule | undefined;
}) {
  const { t } = useTranslation('loans');
  const values = {
    lender: product.lender,
    days: product.term_days,
    rate: trim(product.daily_rate_pct),
    late: trim(product.late_fee_pct),
    amount: schedule ? trim(usdt(schedule.principal)) : t('agreement.amountTyped'),
    total: schedule ? trim(usdt(schedule.totalRepayment)) : '—',
  };
  return (
    <LoanDialog open={open} title={t('agreement.title')} onClose={onClose} testId="loan-agreement">
      <ol className="vx-loan-agreement">
        {CLAUSES.map((clause) => (
          <li key={clause}>{t(`agreement.${clause}`, values)}</li>
        ))}
      </ol>
      <div className="vx-loan-dialog__actions">
        <Button type="primary" onClick={onClose} data-testid="loan-agreement-close">
          {t('agreement.close')}
        </Button>
      </div>
    </LoanDialog>
  );
}
