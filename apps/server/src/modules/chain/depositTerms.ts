import type { ChainDepositTerms } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import type { ChainWallet } from './chainWallet.js';
import { networkName } from './chainWallet.js';

/** USDT cents (the setting's unit) in the token's smallest units. */
export function centsToUnits(cents: number, decimals: number): bigint {
  return decimals >= 2 ? BigInt(cents) * 10n ** BigInt(decimals - 2) : BigInt(cents) / 10n ** BigInt(2 - decimals);
}

/** The numbers that bind a chain deposit now: confirmations before credit and the minimum (settings, shown on /recharge). */
export async function readDepositRules(db: DbOrTx, wallet: ChainWallet): Promise<{ confirmations: number; minUnits: bigint }> {
  const settings = await readSettings(db);
  return {
    confirmations: Number(settings.deposit_confirmations),
    minUnits: centsToUnits(Number(settings.deposit_min_usdt_cents), wallet.config.tokenDecimals),
  };
}

/** What the deposit page states in chain mode. */
export async function depositTerms(db: DbOrTx, wallet: ChainWallet): Promise<ChainDepositTerms> {
  const rules = await readDepositRules(db, wallet);
  return {
    network: networkName(wallet.config.chainId),
    chain_id: wallet.config.chainId,
    standard: 'ERC-20',
    asset: wallet.asset,
    token_contract: wallet.config.usdtContract,
    min_amount: formatUnits(rules.minUnits, wallet.config.tokenDecimals),
    confirmations: rules.confirmations,
  };
}
