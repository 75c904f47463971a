import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFundingMode } from '../../api/chain';
import { ChainDepositPanel } from '../../components/funds/ChainDepositPanel';
import { DepositPanel } from '../../components/funds/DepositPanel';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useTo } from '../../router/layout-context';

/** Deposit (/recharge): the user's own on-chain address in chain mode, the voucher form otherwise; a line says which mode is active. */
export default function RechargePage() {
  const { t } = useTranslation();
  const to = useTo();
  const mode = useFundingMode();
  let body: ReactNode;
  if (mode.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (mode.isError) body = <ErrorState error={mode.error} onRetry={() => void mode.refetch()} retrying={mode.isFetching} />;
  else {
    const chain = mode.data.chain;
    body = (
      <>
        <Alert
          type="info"
          showIcon
          className="vx-funding-mode"
          data-testid="funding-mode"
          data-mode={mode.data.mode}
          title={chain ? t('funds.chain.modeChain', { n: chain.confirmations, asset: chain.asset }) : t('funds.chain.modeVoucher')}
        />
        {chain ? <ChainDepositPanel /> : <DepositPanel recordsTo={to('/cbjl')} />}
      </>
    );
  }
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
      {body}
    </PageFrame>
  );
}
