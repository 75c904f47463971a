import { type DepositChannel, formatUnits } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { depositChannels } from './schema.js';

/** web/getDepositChannels: where to send each asset; `configured` false means the placeholder address (the page warns). */
export async function listDepositChannels(db: DbOrTx): Promise<{ channels: DepositChannel[] }> {
  const rows = await db.select().from(depositChannels).where(eq(depositChannels.enabled, true));
  return {
    channels: rows.map((c) => ({
      asset: c.asset,
      chain: c.chain,
      address: c.address,
      configured: c.configured,
      min_amount: formatUnits(BigInt(c.minAmount), 0),
      notice: c.asset === 'USDT' ? 'simple_send_only' : '',
    })),
  };
}
