import type { OutgoingKindValue, OutgoingView } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { readSettings } from '../../settings/index.js';
import { chainOutgoing, chainOutgoingAttempts } from './schema.js';

const USDT_SCALE = 6;
const WEI_DECIMALS = 18;
const GWEI_DECIMALS = 9;

/** admin/chainOutgoing: what the signer sends, newest first, each with every attempt (finance's chain status per withdrawal). */
export async function listChainOutgoing(
  db: DbOrTx,
  filter: { kind?: OutgoingKindValue; withdrawalId?: bigint; page: number; pageSize: number },
): Promise<{ items: OutgoingView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(chainOutgoing.kind, filter.kind));
  if (filter.withdrawalId !== undefined) conditions.push(eq(chainOutgoing.kind, 'payout'), eq(chainOutgoing.subjectId, filter.withdrawalId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chainOutgoing)
      .where(where)
      .orderBy(desc(chainOutgoing.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(chainOutgoing).where(where),
  ]);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(chainOutgoingAttempts)
          .where(
            inArray(
              chainOutgoingAttempts.outgoingId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(chainOutgoingAttempts.attempt));
  const required = (await readSettings(db)).payout_confirmations;
  return {
    total: total?.value ?? 0,
    items: rows.map((row) => {
      const own = attempts.filter((attempt) => attempt.outgoingId === row.id);
      return {
        id: String(row.id),
        kind: row.kind,
        subject_id: String(row.subjectId),
        from_address: row.fromAddress,
        to_address: row.toAddress,
        asset: row.token === '' ? 'ETH' : 'USDT',
        amount: formatUnits(BigInt(row.amount), row.token === '' ? WEI_DECIMALS : USDT_SCALE),
        nonce: row.nonce === null ? null : String(row.nonce),
        status: row.status,
        tx_hash: row.minedTxHash ?? own.at(-1)?.txHash ?? '',
        block_number: row.minedBlock === null ? null : String(row.minedBlock),
        confirmations: row.confirmations,
        required_confirmations: required,
        gas_paid_eth: row.gasPaid === null ? null : formatUnits(BigInt(row.gasPaid), WEI_DECIMALS),
        created_by: row.createdBy,
        created_at: row.createdAt.toISOString(),
        settled_at: row.settledAt?.toISOString() ?? null,
        attempts: own.map((attempt) => ({
          attempt: attempt.attempt,
          tx_hash: attempt.txHash,
          max_fee_gwei: formatUnits(BigInt(attempt.maxFeePerGas), GWEI_DECIMALS),
          max_priority_fee_gwei: formatUnits(BigInt(attempt.maxPriorityFeePerGas), GWEI_DECIMALS),
          signed_at: attempt.signedAt.toISOString(),
          broadcast_at: attempt.broadcastAt?.toISOString() ?? null,
          mined: attempt.txHash === row.minedTxHash,
        })),
      };
    }),
  };
}
