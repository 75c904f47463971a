import { readDepositRules } from './depositTerms.js';
import { recordTransfers, type WatchDeps } from './recordTransfers.js';
import { settleChainDeposits } from './settleChainDeposits.js';
import { watchCreditedDeposits } from './watchCreditedDeposits.js';

export type { WatchDeps } from './recordTransfers.js';

const verifiedNodes = new WeakSet<object>();

/**
 * THE chain watcher (the `chain.watch-deposits` job): reads new Transfer logs of the configured USDT
 * contract to users' addresses, settles what was seen (credit after the confirmations, or reorged),
 * and alerts staff about credited deposits whose block left the chain. Safe to run twice or in two
 * processes: the scheduler runs it once at a time across processes, and every write is idempotent
 * (observation key, row locks with status checks, the credit's exactly-once key).
 */
export async function watchChainDeposits(deps: WatchDeps): Promise<{ seen: number; credited: number; reorged: number; alerts: number }> {
  if (!verifiedNodes.has(deps.node)) {
    const chainId = await deps.node.chainId();
    if (chainId !== deps.wallet.config.chainId) throw new Error(`CHAIN_RPC_URL serves chain ${chainId}, not CHAIN_ID ${deps.wallet.config.chainId}`);
    verifiedNodes.add(deps.node);
  }
  const head = await deps.node.headNumber();
  const rules = await readDepositRules(deps.db, deps.wallet);
  const seen = await recordTransfers(deps, head, rules);
  const { credited, reorged } = await settleChainDeposits(deps, head, rules.confirmations);
  const alerts = await watchCreditedDeposits(deps, head, rules.confirmations);
  return { seen, credited, reorged, alerts };
}
