import type { AssetOverview, UserLedgerAccount } from '@veritex/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssetOverview } from '../../../api/funds';
import { add } from '../../../lib/decimal';
import { useTo } from '../../../router/layout-context';
import { Usdt } from './parts';

/** The merchant's USDT by ledger account: spendable in the exchange account, held for ads, in escrow, as deposit. */
export interface UsdtBalances {
  exchange: string;
  reserve: string;
  escrow: string;
  deposit: string;
}

function usdtIn(overview: AssetOverview | undefined, type: UserLedgerAccount, bucket: 'available' | 'held'): string {
  const row = overview?.accounts.find((account) => account.type === type)?.rows.find((entry) => entry.asset === 'USDT');
  if (!row) return '0';
  return bucket === 'available' ? row.available : add(row.available, row.frozen);
}

/** The balances the merchant centre shows, read like every page reads them (web/getAsset2, kept live by the `balances` push). */
export function useUsdtBalances(): { balances: UsdtBalances; loaded: boolean } {
  const overview = useAssetOverview();
  const data = overview.data;
  return {
    loaded: data !== undefined,
    balances: {
      exchange: usdtIn(data, 'exchange', 'available'),
      reserve: usdtIn(data, 'p2p_reserve', 'held'),
      escrow: usdtIn(data, 'p2p_escrow', 'held'),
      deposit: usdtIn(data, 'merchant_deposit', 'held'),
    },
  };
}

function Cell({ label, hint, value, testId }: { label: string; hint: string; value: string; testId: string }) {
  return (
    <Tooltip title={hint}>
      <div className="vx-mc-wallet__cell" data-testid={testId} data-value={value}>
        <span className="vx-mc-wallet__label">{label}</span>
        <strong className="vx-mc-wallet__value">
          <Usdt value={value} />
        </strong>
      </div>
    </Tooltip>
  );
}

/** Where the merchant's USDT is: the exchange account (ads draw from it), the ad reserve, escrow and the deposit. */
export function WalletStrip({ balances }: { balances: UsdtBalances }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  return (
    <div className="vx-mc-wallet" data-testid="merchant-wallet">
      <Cell label={t('ads.wallet.exchange')} hint={t('ads.wallet.exchangeHint')} value={balances.exchange} testId="merchant-wallet-exchange" />
      <Cell label={t('ads.wallet.reserve')} hint={t('ads.wallet.reserveHint')} value={balances.reserve} testId="merchant-wallet-reserve" />
      <Cell label={t('ads.wallet.escrow')} hint={t('ads.wallet.escrowHint')} value={balances.escrow} testId="merchant-wallet-escrow" />
      <Cell label={t('ads.wallet.deposit')} hint={t('ads.wallet.depositHint')} value={balances.deposit} testId="merchant-wallet-deposit" />
      <Link to={to('/asset')} className="vx-mc-wallet__link vx-small">
        {t('ads.wallet.assets')}
      </Link>
    </div>
  );
}
