import type { P2pMessage } from '@veritex/shared';
import type { ChatEvent } from './orderChat.js';
import type { P2pMessageRow } from './schema.js';

/** A chat line as a reader sees it: `from` is the sender's role, `mine` whether the reader (a user, or staff) wrote it. */
export function messageView(row: P2pMessageRow, mine: boolean): P2pMessage {
  return {
    id: String(row.id),
    from: row.senderRole,
    mine,
    text: row.text,
    image_id: row.imageId,
    event: (row.event as ChatEvent | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether a party wrote the line (system and staff lines are nobody's own on the user side). */
export function isPartyLine(row: P2pMessageRow, userId: bigint): boolean {
  return (row.senderRole === 'buyer' || row.senderRole === 'seller') && row.senderId === userId;
}
