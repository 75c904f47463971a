import { useTranslation } from 'react-i18next';
import { DealLog } from '../../components/funds/DealLog';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { DepositRecords, WithdrawalRecords } from '../../components/funds/records';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { useTo } from '../../router/layout-context';

/** Account details (/deallog): the account log. */
export function DealLogPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.deallog')} testId="page-deallog">
      <p className="vx-page-lead">{t('funds.log.lead')}</p>
      <DealLog />
    </PageFrame>
  );
}

/** Deposit records (/cbjl): live, like the assets page (a credit or a confirmation re-reads them). */
export function DepositRecordsPage() {
  const { t } = useTranslation();
  const to = useTo();
  useLiveBalances();
  return (
    <PageFrame
      title={t('routes.cbjl')}
      testId="page-cbjl"
      extra={
        <LinkButton type="primary" to={to('/recharge')} data-testid="cbjl-deposit">
          {t('funds.tabs.deposit')}
        </LinkButton>
      }
    >
      <DepositRecords />
    </PageFrame>
  );
}

/** Withdrawal records (/tbjl): live, like the assets page (a decision, or a chain payout's progress, re-reads them). */
export function WithdrawalRecordsPage() {
  const { t } = useTranslation();
  const to = useTo();
  useLiveBalances();
  return (
    <PageFrame
      title={t('routes.tbjl')}
      testId="page-tbjl"
      extra={
        <LinkButton type="primary" to={to('/money')} data-testid="tbjl-withdraw">
          {t('funds.tabs.withdraw')}
        </LinkButton>
      }
    >
      <WithdrawalRecords />
    </PageFrame>
  );
}
