import { Card, Descriptions, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components';
import { ADMIN_BASE } from '../../paths';
import { useEarnBook } from '../earn';
import { Amount, RefreshControl } from '../finance/financeUi';
import { useLendingOverview } from './loanQueries';
import { LOAN_ASSET } from './loanUi';

/**
 * Beside the liabilities report: what earn users are owed (principal plus accrued interest, held
 * in their earn accounts and so inside the USDT line of the report) and what borrowers owe the
 * platform (loans outstanding, an asset), with the lending account that funds them.
 */
export function ProductLiabilitiesCard() {
  const { t } = useTranslation('admin');
  const book = useEarnBook();
  const lending = useLendingOverview();
  const refresh = () => {
    void book.refetch();
    void lending.refetch();
  };
  return (
    <Card
      size="small"
      title={t('loanDesk.ledger.title')}
      extra={
        <RefreshControl updatedAt={Math.min(book.dataUpdatedAt, lending.dataUpdatedAt)} fetching={book.isFetching || lending.isFetching} onRefresh={refresh} />
      }
      data-testid="ledger-product-liabilities"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('loanDesk.ledger.explanation')}
      </Typography.Paragraph>
      <Section title={t('loanDesk.ledger.earn')} link={`${ADMIN_BASE}/earn`} query={book}>
        {book.data ? (
          <Figures
            items={[
              row('earnLiability', <Amount value={book.data.liability} asset={book.data.asset} strong />, 'ledger-earn-liability'),
              row('earnPrincipal', <Amount value={book.data.principal} asset={book.data.asset} />),
              row('earnAccrued', <Amount value={book.data.accrued} asset={book.data.asset} />),
              row('earnOrders', book.data.orders_active),
            ]}
          />
        ) : null}
      </Section>
      <Section title={t('loanDesk.ledger.loans')} link={`${ADMIN_BASE}/lending`} query={lending}>
        {lending.data ? (
          <Figures
            items={[
              row('loansOutstanding', <Amount value={lending.data.outstanding_principal} asset={LOAN_ASSET} strong />, 'ledger-loans-outstanding'),
              row('loansReceivable', <Amount value={lending.data.receivable_interest} asset={LOAN_ASSET} />),
              row('loansOverdue', <Amount value={lending.data.overdue_principal} asset={LOAN_ASSET} />),
              row('collateralPrincipal', <Amount value={lending.data.collateral_principal} asset={LOAN_ASSET} />),
              row('lendingBalance', <Amount value={lending.data.lending_balance} asset={LOAN_ASSET} />, 'ledger-lending-balance'),
            ]}
          />
        ) : null}
      </Section>
    </Card>
  );
}

interface Line {
  key: string;
  value: ReactNode;
  testId?: string;
}

function row(key: string, value: ReactNode, testId?: string): Line {
  return { key, value, testId };
}

function Figures({ items }: { items: Line[] }) {
  const { t } = useTranslation('admin');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      styles={{ label: { width: '55%' }, content: { textAlign: 'end' } }}
      items={items.map(({ key, value, testId }) => ({
        key,
        label: t(`loanDesk.ledger.rows.${key}`),
        children: testId ? <span data-testid={testId}>{value}</span> : value,
      }))}
    />
  );
}

interface SectionProps {
  title: string;
  link: string;
  query: { isError: boolean; data: unknown; error: unknown; isFetching: boolean; refetch: () => unknown };
  children: ReactNode;
}

function Section({ title, link, query, children }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {title}{' '}
        <Link to={link} style={{ fontWeight: 400, fontSize: 12, marginInlineStart: 6 }}>
          {t('loanDesk.ledger.open')}
        </Link>
      </Typography.Text>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data ? (
        children
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
    </div>
  );
}
