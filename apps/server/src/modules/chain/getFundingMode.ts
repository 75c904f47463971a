import type { FundingModeView } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ChainWallet } from './chainWallet.js';
import { depositTerms } from './depositTerms.js';

/** web/getFundingMode: chain mode with its terms when configured, else voucher mode (deposits reviewed by finance). */
export async function getFundingMode(db: DbOrTx, wallet: ChainWallet | undefined): Promise<FundingModeView> {
  if (!wallet) return { mode: 'voucher', chain: null };
  return { mode: 'chain', chain: await depositTerms(db, wallet) };
}
