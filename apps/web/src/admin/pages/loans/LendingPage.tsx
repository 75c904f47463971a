import type { LendingOverview, StaffView } from '@veritex/shared';
import { Card, Flex, Row, Skeleton, Space, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FigureTile, LoadError } from '../../components';
import { ADMIN_BASE } from '../../paths';
import { can } from '../../roles';
import { Amount, RefreshControl } from '../finance/financeUi';
import { LoanProductsCard } from './LoanProductsCard';
import { useLendingOverview } from './loanQueries';
import { LOAN_ASSET } from './loanUi';
import { MoveCapitalCard } from './MoveCapitalCard';

/** The lending account and its exposure, moving capital in and out, and the loan products. */
export function LendingPage({ staff }: { staff: StaffView }) {
  return (
    <Flex vertical gap={16}>
      <LendingOverviewCard />
      {can(staff.roles, 'moveLendingCapital') ? <MoveCapitalCard /> : null}
      <LoanProductsCard mayEdit={can(staff.roles, 'configureProducts')} />
    </Flex>
  );
}

function LendingOverviewCard() {
  const { t } = useTranslation('admin');
  const overview = useLendingOverview();
  return (
    <Card
      size="small"
      title={t('loanDesk.lending.title')}
      extra={<RefreshControl updatedAt={overview.dataUpdatedAt} fetching={overview.isFetching} onRefresh={() => void overview.refetch()} />}
      data-testid="lending-overview"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('loanDesk.lending.explanation')}
      </Typography.Paragraph>
      {overview.isError && !overview.data ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : !overview.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </Card>
  );
}

function OverviewFigures({ overview }: { overview: LendingOverview }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Figure span={6} label={t('loanDesk.lending.balance')} help={t('loanDesk.lending.balanceHelp')} testId="lending-balance">
          <Amount value={overview.lending_balance} asset={LOAN_ASSET} strong style={{ fontSize: 20 }} />
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.outstanding')} help={t('loanDesk.lending.outstandingHelp')} testId="lending-outstanding">
          <Amount value={overview.outstanding_principal} asset={LOAN_ASSET} strong style={{ fontSize: 18 }} />
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.receivable')} help={t('loanDesk.lending.receivableHelp')} testId="lending-receivable">
          <Amount value={overview.receivable_interest} asset={LOAN_ASSET} style={{ fontSize: 18 }} />
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.income')} help={t('loanDesk.lending.incomeHelp')} testId="lending-income">
          <Amount value={overview.income_to_date} asset={LOAN_ASSET} style={{ fontSize: 18, color: token.colorSuccessText }} />
        </Figure>
      </Row>
      <Row gutter={[16, 16]}>
        <Figure span={6} label={t('loanDesk.lending.open')} testId="lending-open">
          <Count value={overview.loans_open} />
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.overdue')} testId="lending-overdue">
          <Space size={8} align="baseline" wrap>
            <Count value={overview.loans_overdue} color={overview.loans_overdue > 0 ? token.colorErrorText : undefined} />
            <Amount value={overview.overdue_principal} asset={LOAN_ASSET} style={{ color: token.colorTextSecondary }} />
          </Space>
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.waiting')} testId="lending-waiting">
          <Space size={12} wrap>
            <Link to={`${ADMIN_BASE}/loans`}>{t('loanDesk.lending.applications', { count: overview.pending_applications })}</Link>
            <Link to={`${ADMIN_BASE}/loans?status=vouchers`}>{t('loanDesk.lending.vouchers', { count: overview.pending_vouchers })}</Link>
          </Space>
        </Figure>
        <Figure span={6} label={t('loanDesk.lending.collateral')} help={t('loanDesk.lending.collateralHelp')} testId="lending-collateral">
          <div>
            {t('loanDesk.lending.collateralLoans', { count: overview.collateral_open })} · <Amount value={overview.collateral_principal} asset={LOAN_ASSET} />
          </div>
          <Space size={4} wrap style={{ marginTop: 4 }}>
            {overview.collateral_held.length === 0 ? (
              <Typography.Text type="secondary">{t('loanDesk.lending.noCollateral')}</Typography.Text>
            ) : (
              overview.collateral_held.map((held) => (
                <Tag key={held.asset} style={{ marginInlineEnd: 0 }}>
                  <Amount value={held.amount} asset={held.asset} />
                </Tag>
              ))
            )}
          </Space>
        </Figure>
      </Row>
    </Flex>
  );
}

function Figure({ span, ...props }: { span: number; label: string; help?: string; testId: string; children: ReactNode }) {
  return <FigureTile {...props} col={{ xs: 24, sm: 12, xl: span }} />;
}

function Count({ value, color }: { value: number; color?: string }) {
  return <span style={{ fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums', color }}>{value}</span>;
}
