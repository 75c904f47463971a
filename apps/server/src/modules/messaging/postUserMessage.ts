import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { notifyInboxChanged } from './inboxEvents.js';
import { groupOfKind } from './inboxKinds.js';
import { isGroupMailed } from './notifyPrefs.js';
import { messageMails, userMessages } from './schema.js';

/**
 * Kinds of inbox message; each has `inbox:<kind>.title` and `.body` in every language, and its
 * group and page in inboxKinds.ts (KIND_SPECS).
 */
export type InboxKind =
  | 'kyc_approved'
  | 'kyc_rejected'
  | 'earn_matured'
  | 'earn_paid'
  | 'earn_redeemed'
  | 'loan_approved'
  | 'loan_rejected'
  | 'loan_due_soon'
  | 'loan_overdue'
  | 'loan_repaid'
  | 'loan_voucher_rejected'
  | 'collateral_margin_call'
  | 'collateral_liquidated'
  | 'p2p_order_opened'
  | 'p2p_order_paid'
  | 'p2p_order_released'
  | 'p2p_order_cancelled'
  | 'p2p_order_expired'
  | 'p2p_order_appealed'
  | 'p2p_appeal_released'
  | 'p2p_appeal_returned'
  | 'merchant_approved'
  | 'merchant_rejected'
  | 'p2p_ad_suspended'
  | 'deposit_credited'
  | 'withdrawal_paid'
  | 'withdrawal_refused'
  | 'position_liquidated'
  | 'position_take_profit'
  | 'position_stop_loss'
  | 'delivery_won'
  | 'delivery_lost'
  | 'delivery_tie'
  | 'security_password'
  | 'security_email'
  | 'security_phone'
  | 'security_two_factor_on'
  | 'security_two_factor_off'
  | 'security_two_factor_reset'
  | 'security_tpwd_set'
  | 'security_tpwd_change'
  | 'security_question'
  | 'security_anti_phishing'
  | 'security_new_device'
  | 'support_replied'
  /** A staff broadcast (modules/broadcast): its own words per language in `title_<lang>`/`body_<lang>`, English the fallback. */
  | 'platform_broadcast';

export interface UserMessageInput {
  userId: bigint;
  kind: InboxKind;
  params: Record<string, string>;
  /** The page the message is about when it is not its kind's page (a path of this site). */
  link?: string;
  /** What the message is about, once: a second message with the same key for the same user is not posted. */
  dedupeKey?: string;
}

/**
 * Puts a message in a user's inbox; call it in the transaction that makes the news. In that same
 * transaction the mail is queued (when the message's group is mailed to this user: security always,
 * the others by their notification settings) and the live socket is told, both only on commit.
 * Answers whether the message was posted (false: its dedupe key was posted before).
 */
export async function postUserMessage(db: DbOrTx, clock: Clock, message: UserMessageInput): Promise<boolean> {
  const now = clock.now();
  const params = message.link ? { ...message.params, link: message.link } : message.params;
  const [row] = await db
    .insert(userMessages)
    .values({ userId: message.userId, kind: message.kind, params, createdAt: now, dedupeKey: message.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: userMessages.id });
  if (!row) return false;
  if (await isGroupMailed(db, message.userId, groupOfKind(message.kind))) {
    await db.insert(messageMails).values({ messageId: row.id, userId: message.userId, nextAttemptAt: now, createdAt: now });
  }
  await notifyInboxChanged(db, message.userId);
  return true;
}
