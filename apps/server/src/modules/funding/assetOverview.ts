import { formatUnits, USER_LEDGER_ACCOUNTS } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { userBalances } from '../ledger/index.js';
import { listAssets, type MarketFeed, usdtPriceTicks, usdtValueUnits } from '../marketdata/index.js';

const USDT_DECIMALS = 6;
const USDT_ONLY: ReadonlySet<string> = new Set(['earn', 'commission', 'p2p_reserve', 'p2p_escrow', 'merchant_deposit']);

/**
 * web/getAsset2 and the live push: every account type with every asset and its USDT value, and the
 * earn account (custody principal and its interest), so the total is everything the user owns.
 */
export async function assetOverview(db: DbOrTx, clock: Clock, feed: MarketFeed, userId: bigint) {
  const assets = await listAssets(db);
  const prices = new Map<string, Awaited<ReturnType<typeof usdtPriceTicks>>>();
  for (const asset of assets) prices.set(asset.code, await usdtPriceTicks(db, clock, feed, asset.code));
  const balances = await userBalances(db, userId);
  let grandTotal = 0n;
  const accounts = USER_LEDGER_ACCOUNTS.map((type) => {
    let total = 0n;
    // Earn products and referral commissions are USDT only: those accounts list that one asset.
    const listed = USDT_ONLY.has(type) ? assets.filter((asset) => asset.code === 'USDT') : assets;
    const rows = listed.map((asset) => {
      const balance = balances.find((b) => b.kind === type && b.asset === asset.code);
      const available = balance?.available ?? 0n;
      const frozen = balance?.frozen ?? 0n;
      const price = prices.get(asset.code);
      const value = price ? usdtValueUnits(available + frozen, asset.scale, price) : 0n;
      total += value;
      return {
        asset: asset.code,
        name: asset.name,
        display_scale: asset.displayScale,
        available: formatUnits(available, asset.scale),
        frozen: formatUnits(frozen, asset.scale),
        value_usdt: formatUnits(value, USDT_DECIMALS),
      };
    });
    grandTotal += total;
    return { type, total_usdt: formatUnits(total, USDT_DECIMALS), rows };
  });
  return { total_usdt: formatUnits(grandTotal, USDT_DECIMALS), accounts };
}
