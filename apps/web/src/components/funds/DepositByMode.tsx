import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFundingMode } from '../../api/chain';
import { ErrorState } from '../States';
import { ChainDepositPanel } from './ChainDepositPanel';
import { DepositPanel } from './DepositPanel';

/**
 * Deposit as the platform runs it (/recharge and the Deposit tab of /asset): the user's own on-chain
 * address in chain mode, the voucher form otherwise, under a line saying which mode is active.
 */
export function DepositByMode({ recordsTo, initialAsset }: { recordsTo: string; initialAsset?: string | null }) {
  const { t } = useTranslation();
  const mode = useFundingMode();
  if (mode.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mode.isError) return <ErrorState error={mode.error} onRetry={() => void mode.refetch()} retrying={mode.isFetching} />;
  const chain = mode.data.chain;
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="vx-funding-mode"
        data-testid="funding-mode"
        data-mode={mode.data.mode}
        title={chain ? t('funds.chain.modeChain', { n: chain.confirmations, asset: chain.asset }) : t('funds.chain.modeVoucher')}
      />
      {chain ? <ChainDepositPanel /> : <DepositPanel recordsTo={recordsTo} initialAsset={initialAsset} />}
    </>
  );
}
