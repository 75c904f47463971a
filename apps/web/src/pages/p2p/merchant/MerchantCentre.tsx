import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { ErrorState } from '../../../components/States';
import { useMerchantStanding, useP2pRules } from '../p2pApi';
import { Application } from './Application';
import { MerchantProfile } from './MerchantProfile';
import { MyAds } from './MyAds';
import { useUsdtBalances } from './WalletStrip';
import './merchant.css';

function Loading() {
  return <Skeleton active paragraph={{ rows: 8 }} data-testid="merchant-loading" />;
}

function Centre() {
  const standing = useMerchantStanding();
  const rules = useP2pRules();
  const { balances } = useUsdtBalances();
  if (standing.isPending) return <Loading />;
  if (standing.isError) return <ErrorState error={standing.error} onRetry={() => void standing.refetch()} retrying={standing.isFetching} />;
  if (standing.data.status !== 'approved') return <Application standing={standing.data} />;
  return (
    <div className="vx-mc-stack" data-testid="merchant-approved">
      <MerchantProfile standing={standing.data} />
      {rules.data ? (
        <MyAds rules={rules.data} balances={balances} />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} retrying={rules.isFetching} compact />
      ) : (
        <Loading />
      )}
    </div>
  );
}

/**
 * The merchant centre (a tab of /kjmbSelect, issue 15): the published criteria with the user's
 * progress and the application; once approved, the public profile, "Stop being a merchant" and
 * the merchant's ads with their editor.
 */
export function MerchantCentre() {
  return (
    <div className="vx-mc" data-testid="merchant-centre">
      <Suspense fallback={<Loading />}>
        <Centre />
      </Suspense>
    </div>
  );
}
