import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DepositByMode } from '../../components/funds/DepositByMode';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { useTo } from '../../router/layout-context';

/** Deposit (/recharge): the user's own on-chain address in chain mode, the voucher form otherwise; a line says which mode is active. */
export default function RechargePage() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <PageFrame
      title={t('routes.recharge')}
      testId="page-recharge"
      extra={
        <LinkButton to={to('/cbjl')} icon={<HistoryOutlined />} data-testid="recharge-records">
          {t('funds.records.kinds.deposits')}
        </LinkButton>
      }
    >
      <DepositByMode recordsTo={to('/cbjl')} />
    </PageFrame>
  );
}
