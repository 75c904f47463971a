import { fail, ok, type Result, type SupportUserPanel, VERIFICATION_LEVELS } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { getUserDetail } from '../admin/index.js';
import { listPositions } from '../derivatives/index.js';
import { listUserDeposits, listUserWithdrawals } from '../funding/index.js';
import { getVerificationStatuses } from '../identity/index.js';
import { listOrders as listP2pOrders } from '../p2p/index.js';
import { listOrders as listSpotOrders, type SpotWriter } from '../spot/index.js';
import { findConversation } from './conversationRecords.js';
import { supportConversations } from './schema.js';

/** Rows of each list the panel shows: enough to see what a question is about. */
const RECENT = 5;

/**
 * admin/supportUserPanel: the account behind a conversation, read only — the same user detail the
 * console's user page reads, the verification level, the latest deposits and withdrawals, open
 * spot orders, positions and quick-buy orders, and the user's earlier conversations. It offers no
 * action: an agent who must change something goes to the desk that owns it.
 */
export async function getSupportUserPanel(
  deps: { db: DbOrTx; clock: Clock; exchange: SpotWriter },
  input: { conversationId: bigint },
): Promise<Result<SupportUserPanel>> {
  const { db, clock } = deps;
  const conversation = await findConversation(db, input.conversationId);
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  const userId = conversation.userId;
  const detail = await getUserDetail(db, clock, { userId });
  if (!detail.ok) return fail('support_conversation_unknown', { field: 'id' });
  const recent = { userId, page: 1, pageSize: RECENT };
  const [statuses, deposits, withdrawals, spot, positions, p2p, earlier] = await Promise.all([
    getVerificationStatuses(db, { userId }),
    listUserDeposits(db, recent),
    listUserWithdrawals(db, recent),
    listSpotOrders({ db, exchange: deps.exchange }, userId, { scope: 'open', page: 1, limit: RECENT }),
    listPositions(db, clock, userId, { tab: 'open', page: 1, limit: RECENT }),
    listP2pOrders(db, clock, { ...recent, status: 'open' }),
    db.select().from(supportConversations).where(eq(supportConversations.userId, userId)).orderBy(desc(supportConversations.id)).limit(10),
  ]);
  const { user } = detail.value;
  const approved = VERIFICATION_LEVELS.filter((level) => statuses[level] === 'approved');
  return ok({
    user_id: user.id,
    account: user.phone || user.email || user.account,
    status: user.status,
    registered_at: user.created_at,
    nationality: user.nationality,
    verification_level: approved.at(-1) ?? 'none',
    verifications: VERIFICATION_LEVELS.map((level) => ({ level, status: statuses[level] })),
    exchange_usdt: user.usdt,
    deposits: deposits.items.map((d) => ({ id: d.id, asset: d.asset, amount: d.amount, status: d.status, created_at: d.created_at })),
    withdrawals: withdrawals.items.map((w) => ({ id: w.id, asset: w.asset, amount: w.amount, status: w.status, created_at: w.created_at })),
    open_orders: [
      ...spot.list.map((o) => ({
        kind: 'spot' as const,
        id: o.id,
        label: `${o.symbol} ${o.side} ${o.quantity ?? ''} @ ${o.price ?? 'market'}`,
        created_at: o.created_at,
      })),
      ...positions.list.map((p) => ({
        kind: 'position' as const,
        id: p.id,
        label: `${p.symbol} ${p.side} ${p.lots} lots ×${p.leverage}`,
        created_at: p.created_at,
      })),
      ...p2p.items.map((o) => ({ kind: 'p2p' as const, id: o.id, label: `${o.order_no} ${o.quantity} USDT ${o.status}`, created_at: o.created_at })),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    previous_conversations: earlier
      .filter((row) => row.id !== conversation.id)
      .map((row) => ({ id: String(row.id), closed_at: row.closedAt?.toISOString() ?? null, close_reason: row.closeReason, rating: row.rating })),
  });
}
