import type { HotWalletView } from '@veritex/shared';
import { formatUnits, PAYOUT_RETURNED_STATES } from '@veritex/shared';
import { and, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { startOfHongKongDay } from '../../funding/index.js';
import { readSettings } from '../../settings/index.js';
import { chainNonces, chainPayouts, chainReconciliations } from './schema.js';

const USDT_SCALE = 6;

/** admin/hotWallet: the hot wallet as finance needs it beside the withdrawal queue. */
export async function getHotWallet(db: DbOrTx, clock: Clock, input: { chainId: number | undefined }): Promise<HotWalletView> {
  const settings = await readSettings(db);
  const chainId = input.chainId ?? -1;
  const [wallet] = await db
    .select()
    .from(chainNonces)
    .where(and(eq(chainNonces.chainId, chainId), eq(chainNonces.role, 'hot_wallet')));
  const [today] = await db
    .select({ total: sql<string>`coalesce(sum(${chainPayouts.amount}), 0)` })
    .from(chainPayouts)
    .where(
      and(
        eq(chainPayouts.source, 'hot_wallet'),
        notInArray(chainPayouts.status, [...PAYOUT_RETURNED_STATES]),
        gte(chainPayouts.queuedAt, startOfHongKongDay(clock.now())),
      ),
    );
  const float = await db.execute<{ balance: string }>(
    sql`select coalesce(sum(available), 0) as balance from ledger_accounts where book = 'real' and owner = 'house' and kind = 'hot_wallet_float' and asset = 'USDT'`,
  );
  const [last] = await db.select().from(chainReconciliations).where(eq(chainReconciliations.chainId, chainId)).orderBy(desc(chainReconciliations.id)).limit(1);
  const usdt = (units: string | bigint) => formatUnits(BigInt(units), USDT_SCALE);
  return {
    chain_mode: input.chainId !== undefined,
    address: wallet?.address ?? null,
    next_nonce: wallet ? String(wallet.nextNonce) : null,
    per_transaction: String(settings.hot_wallet_max_tx_usdt),
    per_day: String(settings.hot_wallet_max_day_usdt),
    used_today: usdt(today?.total ?? '0'),
    required_confirmations: settings.payout_confirmations,
    float: usdt(float.rows[0]?.balance ?? '0'),
    reconciliation: last
      ? {
          ran_at: last.ranAt.toISOString(),
          on_chain: usdt(last.onChain),
          expected: usdt(last.expected),
          difference: usdt(last.difference),
          terms: Object.fromEntries(Object.entries(last.detail).map(([term, units]) => [term, usdt(units)])),
        }
      : null,
  };
}
