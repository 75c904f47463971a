import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DepositPanel } from '../../components/funds/DepositPanel';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { useTo } from '../../router/layout-context';

/** Deposit (/recharge). */
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
      <DepositPanel recordsTo={to('/cbjl')} />
    </PageFrame>
  );
}
