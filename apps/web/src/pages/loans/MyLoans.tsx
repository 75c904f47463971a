import type { LoanView } from '@veritex/shared';
import type { TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListState, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { dueDayOf } from './loanMaths';
import { useMyLoans } from './loansApi';
import { LoanCard, LoanStatusTag, Usdt, useHongKongDate } from './parts';

export const MY_LOANS_PAGE_SIZE = 10;

function StatusCell({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  return (
    <div className="vx-status-cell">
      <LoanStatusTag status={loan.status} />
      {loan.status === 'rejected' && loan.reject_reason ? (
        <span className="vx-muted vx-small" data-testid="loan-reject-reason">
          {loan.reject_reason}
        </span>
      ) : null}
      {loan.voucher?.status === 'pending' ? <span className="vx-muted vx-small">{t('voucher.pendingShort')}</span> : null}
      {loan.status === 'overdue' ? <span className="vx-small vx-loan-overdue">{t('mine.daysOverdue', { count: loan.days_overdue })}</span> : null}
    </div>
  );
}

function ActionLink({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const to = useTo();
  const owed = loan.status === 'loaned' || loan.status === 'overdue';
  return (
    <Link to={to(`/repayment2?id=${loan.id}`)} data-testid={`loan-row-${loan.id}-open`} className={owed ? 'vx-strong' : undefined}>
      {owed ? t('mine.repay') : t('mine.details')}
    </Link>
  );
}

function useColumns(): TableColumnsType<LoanView> {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const hkDate = useHongKongDate();
  return [
    { key: 'applied', title: t('mine.applied'), render: (_, loan) => <span className="vx-num vx-nowrap">{format.dateTime(loan.applied_at)}</span> },
    { key: 'amount', title: t('mine.amount'), align: 'end', render: (_, loan) => <Usdt value={loan.amount} /> },
    { key: 'term', title: t('mine.term'), render: (_, loan) => t('product.days', { count: loan.term_days }) },
    { key: 'total', title: t('mine.total'), align: 'end', render: (_, loan) => <Usdt value={loan.total_repayment} /> },
    {
      key: 'due',
      title: t('mine.due'),
      render: (_, loan) => (loan.due_at ? <span className="vx-nowrap">{hkDate(dueDayOf(loan.due_at))}</span> : <span className="vx-muted">—</span>),
    },
    { key: 'contract', title: t('mine.contract'), render: (_, loan) => <span className="vx-ltr vx-num">{loan.contract_no ?? '—'}</span> },
    { key: 'status', title: t('mine.status'), render: (_, loan) => <StatusCell loan={loan} /> },
    { key: 'action', align: 'end', render: (_, loan) => <ActionLink loan={loan} /> },
  ];
}

function LoanRow({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const hkDate = useHongKongDate();
  return (
    <li className="vx-mrow" data-testid={`loan-row-${loan.id}`} data-status={loan.status}>
      <div className="vx-mrow__head">
        <strong>
          <Usdt value={loan.amount} /> · {t('product.days', { count: loan.term_days })}
        </strong>
        <StatusCell loan={loan} />
      </div>
      <RowLine label={t('mine.total')}>
        <Usdt value={loan.total_repayment} />
      </RowLine>
      <RowLine label={t('mine.due')}>{loan.due_at ? hkDate(dueDayOf(loan.due_at)) : '—'}</RowLine>
      <RowLine label={t('mine.applied')}>
        <span className="vx-num">{format.dateTime(loan.applied_at)}</span>
      </RowLine>
      <div className="vx-mrow__actions">
        <ActionLink loan={loan} />
      </div>
    </li>
  );
}

/** The user's loans (web/lendMy), newest first; each opens its repayment detail. */
export function MyLoans() {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const [page, setPage] = useState(1);
  const query = useMyLoans(page, MY_LOANS_PAGE_SIZE);
  const columns = useColumns();
  const state: ListState<LoanView> = {
    rows: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize: MY_LOANS_PAGE_SIZE,
    onPage: setPage,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty: t('mine.empty'),
  };
  return (
    <LoanCard title={t('mine.title')} testId="loan-mine" flush>
      {phone ? (
        <PagedRows state={state} testId="loan-mine-list" renderRow={(loan) => <LoanRow key={loan.id} loan={loan} />} />
      ) : (
        <PagedTable
          state={state}
          testId="loan-mine-list"
          columns={columns}
          className="vx-loan-table"
          onRow={(loan) => ({ 'data-testid': `loan-row-${loan.id}`, 'data-status': loan.status }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </LoanCard>
  );
}
