import type { ChainAlertView } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../identity/index.js';
import { chainAlerts, chainDeposits } from './schema.js';

/** admin/chainAlerts: the watcher's alerts for staff, newest first, with the deposit they concern. */
export async function listChainAlerts(db: DbOrTx, options: { page: number; pageSize: number }): Promise<{ items: ChainAlertView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ alert: chainAlerts, deposit: chainDeposits, email: users.email, phone: users.phone })
      .from(chainAlerts)
      .leftJoin(chainDeposits, eq(chainDeposits.id, chainAlerts.chainDepositId))
      .leftJoin(users, eq(users.id, chainDeposits.userId))
      .orderBy(desc(chainAlerts.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(chainAlerts),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map(({ alert, deposit, email, phone }) => ({
      id: String(alert.id),
      kind: alert.kind,
      chain_deposit_id: alert.chainDepositId === null ? null : String(alert.chainDepositId),
      subject: alert.subject,
      detail: alert.detail,
      user_id: deposit ? String(deposit.userId) : null,
      account: email ?? phone ?? '',
      tx_hash: deposit?.txHash ?? alert.detail.tx_hash ?? '',
      amount: deposit ? formatUnits(BigInt(deposit.amount), 6) : '0',
      asset: deposit?.asset ?? '',
      block_number: alert.detail.block_number ?? '',
      credited_block_hash: alert.detail.credited_block_hash ?? '',
      current_block_hash: alert.detail.current_block_hash ?? '',
      raised_at: alert.raisedAt.toISOString(),
    })),
  };
}
