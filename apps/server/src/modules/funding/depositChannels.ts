import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { depositChannels } from './schema.js';

/**
 * The burn address: anything sent there is lost, never received by anyone. It stands in until
 * the operator configures a real address, and the page says so in red.
 */
export const PLACEHOLDER_EVM_ADDRESS = '0x000000000000000000000000000000000000dEaD';
export const PLACEHOLDER_BTC_ADDRESS = '1BitcoinEaterAddressDontSendf59kuE';

export interface DepositAddressConfig {
  erc20?: string;
  bitcoin?: string;
}

/** Seeds the channels; a configured address from the environment replaces the placeholder. */
export async function seedDepositChannels(db: DbOrTx, config: DepositAddressConfig): Promise<void> {
  const channels = [
    { asset: 'USDT', chain: 'ERC20', address: config.erc20 ?? PLACEHOLDER_EVM_ADDRESS, configured: Boolean(config.erc20) },
    { asset: 'ETH', chain: 'ERC20', address: config.erc20 ?? PLACEHOLDER_EVM_ADDRESS, configured: Boolean(config.erc20) },
    { asset: 'BTC', chain: 'Bitcoin', address: config.bitcoin ?? PLACEHOLDER_BTC_ADDRESS, configured: Boolean(config.bitcoin) },
  ];
  for (const channel of channels) {
    await db
      .insert(depositChannels)
      .values(channel)
      .onConflictDoUpdate({ target: [depositChannels.asset, depositChannels.chain], set: { address: channel.address, configured: channel.configured } });
  }
}

export async function findDepositChannel(db: DbOrTx, asset: string, chain: string) {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.asset, asset), eq(depositChannels.chain, chain), eq(depositChannels.enabled, true)));
  return row;
}
