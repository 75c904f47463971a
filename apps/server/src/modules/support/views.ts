import type { SupportCloseReason, SupportConversationView, SupportDeskConversation, SupportEvent, SupportMessage } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { staffUsernames } from '../admin/index.js';
import type { SupportConversationRow, SupportMessageRow } from './schema.js';

/** Staff usernames for the agents named by these rows (their own lines, system lines, the holder). */
export function agentNames(db: DbOrTx, ids: ReadonlyArray<bigint | null>): Promise<Map<string, string>> {
  return staffUsernames(
    db,
    ids.filter((id): id is bigint => id !== null),
  );
}

/**
 * A chat line. On the user's side agent lines carry the user's anti-phishing code (`antiPhishing`:
 * null when the user has none); the desk's side never shows it.
 */
export function messageView(row: SupportMessageRow, names: ReadonlyMap<string, string>, side: { antiPhishing: string | null } | 'desk'): SupportMessage {
  const agent = row.staffId === null ? null : (names.get(String(row.staffId)) ?? null);
  return {
    id: String(row.id),
    conversation_id: String(row.conversationId),
    from: row.sender,
    agent,
    text: row.text,
    image_id: row.imageId,
    event: (row.event as SupportEvent | null) ?? null,
    close_reason: (row.params.reason as SupportCloseReason | undefined) ?? null,
    anti_phishing: side !== 'desk' && row.sender === 'agent' ? side.antiPhishing : null,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

export function conversationView(row: SupportConversationRow, names: ReadonlyMap<string, string>): SupportConversationView {
  return {
    id: String(row.id),
    status: row.status,
    agent: row.agentId === null ? null : (names.get(String(row.agentId)) ?? null),
    close_reason: row.closeReason,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    user_read_through: String(row.userReadThrough),
    agent_read_through: String(row.agentReadThrough),
    rating: row.rating,
    rating_comment: row.ratingComment,
    can_rate: row.status === 'closed' && row.rating === null,
  };
}

export interface DeskExtras {
  account: string;
  lang: string;
  preview: string;
  unread: number;
}

export function deskConversationView(row: SupportConversationRow, names: ReadonlyMap<string, string>, extras: DeskExtras): SupportDeskConversation {
  return {
    id: String(row.id),
    user_id: String(row.userId),
    account: extras.account,
    lang: extras.lang,
    status: row.status,
    agent_id: row.agentId === null ? null : String(row.agentId),
    agent: row.agentId === null ? null : (names.get(String(row.agentId)) ?? null),
    waiting_since: row.waitingSince?.toISOString() ?? null,
    last_message_at: row.lastMessageAt.toISOString(),
    preview: extras.preview,
    unread: extras.unread,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    close_reason: row.closeReason,
    close_note: row.closeNote,
    rating: row.rating,
    rating_comment: row.ratingComment,
    user_read_through: String(row.userReadThrough),
    agent_read_through: String(row.agentReadThrough),
  };
}
