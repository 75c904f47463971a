import { REFERRAL_FEE_ASSET, type ReferralSourceKind, splitReferralFee } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { referralKeys } from './referralKeys.js';
import { type ReferralTerms, referralTerms } from './referralRules.js';
import { referralCommissions, referralScanState } from './schema.js';

const BATCH = 200;
const HOUR_MS = 3_600_000;
const WATERMARK = 'fees';
/**
 * Entries younger than this are left for the next run: ids are handed out when a transaction
 * inserts, not when it commits, so a fee posted by a transaction still open could get an id
 * below one already visible. Fee postings are short transactions; this lag outlasts them.
 */
const DEFAULT_LAG_MS = 10_000;

/** The postings that charge trading fees, and what their fee is called on the profit rows. */
const FEE_REASONS: Record<string, ReferralSourceKind> = {
  spot_trade: 'spot_trade',
  position_open_fee: 'position_open_fee',
  position_close: 'position_close_fee',
  position_liquidation: 'position_close_fee',
};

interface FeeEntry {
  entryId: bigint;
  postingId: bigint;
  reason: string;
  fee: bigint;
  sourceId: bigint;
  traderId: bigint | null;
  symbol: string | null;
  young: boolean;
}

export interface CommissionRun {
  /** Fee entries read. */
  fees: number;
  /** Commissions posted. */
  commissions: number;
}

/**
 * The `referral.commissions` job. Reads the house fee account's USDT ledger entries past the
 * watermark, i.e. fees actually received (a spot trade's seller fee on a USDT market, a
 * position's open fee, a close's or liquidation's fee as far as it was paid), finds the trader
 * each came from and pays level k of the trader's inviter chain (up to `referral_depth`) its
 * `referral_level{k}_bp` share, rounded down: house `fees` → the inviter's `commission` account,
 * frozen until the hold ends. A batch's commissions and the watermark commit together; the
 * unique (source kind, source id, level) and each posting's key make a repeated run harmless.
 */
export async function payReferralCommissions(db: Database, clock: Clock, options: { lagMs?: number } = {}): Promise<CommissionRun> {
  const lagMs = options.lagMs ?? DEFAULT_LAG_MS;
  const run: CommissionRun = { fees: 0, commissions: 0 };
  for (;;) {
    const { read, more } = await db.transaction(async (tx) => {
      const watermark = await readWatermark(tx);
      const entries = await feeEntries(tx, watermark, lagMs);
      const ready = entries.slice(0, firstYoung(entries));
      if (ready.length === 0) return { read: 0, more: false };
      const terms = referralTerms(await readSettings(tx));
      const now = clock.now();
      const chains = new Map<bigint, Inviter[]>();
      for (const entry of ready) {
        if (entry.traderId === null || entry.symbol === null) continue;
        let chain = chains.get(entry.traderId);
        if (!chain) {
          chain = await inviterChain(tx, entry.traderId, terms.depth);
          chains.set(entry.traderId, chain);
        }
        run.commissions += await payFee(tx, { entry, chain, terms, now });
      }
      const last = ready[ready.length - 1] as FeeEntry;
      await tx
        .insert(referralScanState)
        .values({ name: WATERMARK, lastEntryId: last.entryId, updatedAt: now })
        .onConflictDoUpdate({ target: referralScanState.name, set: { lastEntryId: last.entryId, updatedAt: now } });
      return { read: ready.length, more: ready.length === entries.length && entries.length === BATCH };
    });
    run.fees += read;
    if (!more) return run;
  }
}

function firstYoung(entries: FeeEntry[]): number {
  const index = entries.findIndex((entry) => entry.young);
  return index === -1 ? entries.length : index;
}

async function readWatermark(tx: DbOrTx): Promise<bigint> {
  // Locked, so two runs (the job's lock aside) cannot both pay past the same watermark.
  const [row] = await tx.select().from(referralScanState).where(eq(referralScanState.name, WATERMARK)).for('update');
  return row?.lastEntryId ?? 0n;
}

/**
 * Fee entries after `afterId`, with the trader: the seller of a spot trade on a USDT-quoted
 * market (the seller's fee is charged in the quote; on a USDT-based market, the buyer's), the
 * holder of a position. Read through SQL: the ledger, spot and derivatives contexts own these tables.
 */
async function feeEntries(tx: DbOrTx, afterId: bigint, lagMs: number): Promise<FeeEntry[]> {
  const reasons = Object.keys(FEE_REASONS);
  const { rows } = await tx.execute<{
    entry_id: string;
    posting_id: string;
    reason: string;
    amount: string;
    source_id: string;
    trader_id: string | null;
    symbol: string | null;
    young: boolean;
  }>(sql`
    select e.id as entry_id, e.posting_id, p.reason, e.amount, f.source_id,
      case when p.reason = 'spot_trade' then
        case when (m.quote = ${REFERRAL_FEE_ASSET}) = (t.taker_side = 'sell') then t.taker_user_id else t.maker_user_id end
      else pos.user_id end as trader_id,
      coalesce(t.symbol, pos.symbol) as symbol,
      p.created_at > clock_timestamp() - make_interval(secs => ${lagMs / 1000}::double precision) as young
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_postings p on p.id = e.posting_id
    cross join lateral (select case when p.cause_id ~ '^[0-9]{1,18}$' then p.cause_id::bigint end as source_id) f
    left join spot_trades t on p.reason = 'spot_trade' and t.id = f.source_id
    left join markets m on m.symbol = t.symbol
    left join positions pos on p.reason <> 'spot_trade' and pos.id = f.source_id
    where e.id > ${afterId} and a.book = 'real' and a.owner = 'house' and a.kind = 'fees' and a.asset = ${REFERRAL_FEE_ASSET}
      and e.bucket = 'available' and e.amount > 0
      and p.reason in (${sql.join(
        reasons.map((r) => sql`${r}`),
        sql`, `,
      )})
    order by e.id
    limit ${BATCH}`);
  return rows.map((row) => ({
    entryId: BigInt(row.entry_id),
    postingId: BigInt(row.posting_id),
    reason: row.reason,
    fee: BigInt(row.amount),
    sourceId: BigInt(row.source_id ?? '0'),
    traderId: row.trader_id === null ? null : BigInt(row.trader_id),
    symbol: row.symbol,
    young: row.young,
  }));
}

interface Inviter {
  level: number;
  userId: bigint;
}

/** The trader's inviters, level 1 (who invited the trader) up to `depth`. The tree is fixed at registration and has no cycles. */
async function inviterChain(tx: DbOrTx, traderId: bigint, depth: number): Promise<Inviter[]> {
  if (depth <= 0) return [];
  const { rows } = await tx.execute<{ level: number; user_id: string }>(sql`
    with recursive chain(level, user_id) as (
      select 1, inviter_id from users where id = ${traderId} and inviter_id is not null
      union all
      select c.level + 1, u.inviter_id from chain c join users u on u.id = c.user_id
      where c.level < ${depth} and u.inviter_id is not null
    )
    select level, user_id from chain order by level`);
  return rows.map((row) => ({ level: Number(row.level), userId: BigInt(row.user_id) }));
}

async function payFee(tx: DbOrTx, input: { entry: FeeEntry; chain: Inviter[]; terms: ReferralTerms; now: Date }): Promise<number> {
  const { entry, chain, terms, now } = input;
  const kind = FEE_REASONS[entry.reason] as ReferralSourceKind;
  const amounts = splitReferralFee(entry.fee, terms.sharesBp.slice(0, terms.depth));
  const availableAt = new Date(now.getTime() + terms.holdHours * HOUR_MS);
  let paid = 0;
  for (const { level, userId } of chain) {
    const amount = amounts[level - 1] ?? 0n;
    if (amount <= 0n) continue;
    const [row] = await tx
      .insert(referralCommissions)
      .values({
        beneficiaryId: userId,
        level,
        sourceUserId: entry.traderId as bigint,
        sourceKind: kind,
        sourceId: entry.sourceId,
        feePostingId: entry.postingId,
        symbol: entry.symbol as string,
        asset: REFERRAL_FEE_ASSET,
        fee: entry.fee.toString(),
        shareBp: terms.sharesBp[level - 1] ?? 0,
        amount: amount.toString(),
        availableAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: referralCommissions.id });
    if (!row) continue;
    const posted = await postEntries(tx, {
      reason: 'referral_commission',
      actor: 'system',
      cause: { type: 'referral_commission', id: row.id.toString() },
      idempotencyKey: referralKeys.commission(kind, entry.sourceId, level),
      memo: `${entry.symbol} level ${level}`,
      movements: [
        { account: { owner: 'house', kind: 'fees', asset: REFERRAL_FEE_ASSET }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId, kind: 'commission', asset: REFERRAL_FEE_ASSET }, bucket: 'frozen', amount },
      ],
    });
    if (!posted.ok) throw new Error(`referral commission ${row.id} could not be posted: ${posted.error}`);
    paid += 1;
  }
  return paid;
}
