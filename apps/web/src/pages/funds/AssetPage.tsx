import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAssetOverview } from '../../api/funds';
import { AddressBook } from '../../components/funds/AddressBook';
import { AccountBalances, AssetSummary, type FundsAction } from '../../components/funds/AssetBalances';
import { DepositByMode } from '../../components/funds/DepositByMode';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { RecordsTabs } from '../../components/funds/RecordsTabs';
import { TransferPanel } from '../../components/funds/TransferPanel';
import { WithdrawPanel } from '../../components/funds/WithdrawPanel';
import { LiveIndicator } from '../../components/LiveIndicator';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { StatementsTab, StatementsTabLabel } from '../../components/statements';
import { useDemoMode } from '../../demo/demoApi';
import { useLayout, useTo } from '../../router/layout-context';
import { ProofAssetPanel, ProofTabLabel } from '../proof';

const TABS = ['balances', 'deposit', 'withdraw', 'transfer', 'records', 'addresses', 'statements', 'proof'] as const;
type AssetTab = (typeof TABS)[number];
/** Demo money never enters or leaves: the demo account has its balances, transfers and the account log. */
const DEMO_TABS: ReadonlySet<AssetTab> = new Set(['balances', 'transfer', 'records']);
/** The accounts a demo identity can hold anything in: trading, contracts, futures and earn (no P2P, commissions or locked coins). */
const DEMO_ACCOUNTS: ReadonlySet<string> = new Set(['exchange', 'contract', 'futures', 'earn']);

function isTab(value: string | null): value is AssetTab {
  return TABS.includes(value as AssetTab);
}

/**
 * My assets (/asset): the total in USDT, each account type with its rows (live over the
 * WebSocket), and the tabs Deposit, Withdraw, Transfer, Records and Address management.
 * The tab lives in the address (`?tab=`), so every tab can be linked and survives a reload.
 */
export default function AssetPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const live = useLiveBalances();
  const overview = useAssetOverview();
  const [params, setParams] = useSearchParams();
  const demo = useDemoMode();
  const asked = params.get('tab');
  const shown =
    demo && overview.data ? { ...overview.data, accounts: overview.data.accounts.filter((account) => DEMO_ACCOUNTS.has(account.type)) } : overview.data;
  const tab: AssetTab = isTab(asked) && (!demo || DEMO_TABS.has(asked)) ? asked : 'balances';

  function open(next: AssetTab, extra: Record<string, string | undefined> = {}) {
    const search: Record<string, string> = { tab: next };
    for (const [key, value] of Object.entries(extra)) if (value) search[key] = value;
    setParams(search, { replace: false });
    if (phone) window.scrollTo({ top: 0 });
  }

  function onAction(action: FundsAction, extra: { from?: string; asset?: string } = {}) {
    open(action, extra);
  }

  const balances = overview.isPending ? (
    <div className="vx-funds-card" aria-busy="true" data-testid="asset-loading">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  ) : overview.isError ? (
    <ErrorState error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
  ) : (
    <AccountBalances overview={shown ?? overview.data} onAction={onAction} />
  );

  const label = (key: AssetTab) => <span data-testid={`asset-tab-${key}`}>{t(`funds.tabs.${key}`)}</span>;
  return (
    <PageFrame title={t('funds.asset.title')} testId="page-asset">
      <AssetSummary overview={shown} live={<LiveIndicator state={live} />} onAction={(action) => onAction(action)} />
      <Tabs
        activeKey={tab}
        onChange={(key) => open(key as AssetTab)}
        className="vx-funds-tabs"
        items={[
          // The balances stay mounted on every tab: their rows are what the other tabs change.
          { key: 'balances', label: label('balances'), forceRender: true, children: balances },
          {
            key: 'deposit',
            label: label('deposit'),
            children: (
              <DepositByMode key={params.get('asset') ?? ''} recordsTo={to('/asset?tab=records&records=deposits')} initialAsset={params.get('asset')} />
            ),
          },
          {
            key: 'withdraw',
            label: label('withdraw'),
            children: (
              <WithdrawPanel
                recordsTo={to('/asset?tab=records&records=withdrawals')}
                addressesTo={to('/asset?tab=addresses')}
                passwordRedirect={to('/asset?tab=withdraw')}
              />
            ),
          },
          {
            key: 'transfer',
            label: label('transfer'),
            children: (
              <TransferPanel key={`${params.get('from')}-${params.get('asset')}`} initialFrom={params.get('from')} initialAsset={params.get('asset')} />
            ),
          },
          {
            key: 'records',
            label: label('records'),
            children: <RecordsTabs active={params.get('records')} onChange={(records) => open('records', { records })} />,
          },
          { key: 'addresses', label: label('addresses'), children: <AddressBook /> },
          // Hash-chained statements of the real account (the demo account has none).
          { key: 'statements', label: <StatementsTabLabel />, children: <StatementsTab /> },
          // Proof of liabilities: the inclusion check of the real account's balances (demo money is in no tree).
          { key: 'proof', label: <ProofTabLabel />, children: <ProofAssetPanel /> },
        ].filter((item) => !demo || DEMO_TABS.has(item.key as AssetTab))}
      />
    </PageFrame>
  );
}
