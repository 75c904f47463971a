import { BookOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { WithdrawPanel } from '../../components/funds/WithdrawPanel';
import { LinkButton } from '../../components/LinkButton';
import { LiveIndicator } from '../../components/LiveIndicator';
import { PageFrame } from '../../components/PageFrame';
import { useLayout, useTo } from '../../router/layout-context';

/** Withdraw (/money): the rules, then the on-chain or bank-card form. */
export default function MoneyPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const live = useLiveBalances();
  return (
    <PageFrame
      title={t('routes.money')}
      testId="page-money"
      extra={
        <div className="vx-page-actions">
          <LiveIndicator state={live} />
          <LinkButton to={to('/asset?tab=addresses')} icon={<BookOutlined />} size={phone ? 'small' : undefined} data-testid="money-addresses">
            {t('funds.tabs.addresses')}
          </LinkButton>
          <LinkButton to={to('/tbjl')} icon={<HistoryOutlined />} size={phone ? 'small' : undefined} data-testid="money-records">
            {t('funds.records.kinds.withdrawals')}
          </LinkButton>
        </div>
      }
    >
      <WithdrawPanel recordsTo={to('/tbjl')} addressesTo={to('/asset?tab=addresses')} passwordRedirect={to('/money')} />
    </PageFrame>
  );
}
