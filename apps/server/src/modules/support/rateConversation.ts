import { fail, ok, type Result, type SupportConversationView } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserConversation } from './conversationRecords.js';
import { supportConversations } from './schema.js';
import { notifyConversationChanged } from './supportEvents.js';
import { agentNames, conversationView } from './views.js';

/** web/supportRate: the user rates one of their conversations once it is closed, 1 to 5 with an optional comment, once. */
export async function rateConversation(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint; conversationId: bigint; rating: number; comment: string },
): Promise<Result<SupportConversationView>> {
  return db.transaction(async (tx) => {
    const conversation = await findUserConversation(tx, input.userId, input.conversationId, { lock: true });
    if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
    if (conversation.status !== 'closed') return fail('support_rating_closed_only');
    if (conversation.rating !== null) return fail('support_already_rated');
    const [rated] = await tx
      .update(supportConversations)
      .set({ rating: input.rating, ratingComment: input.comment, ratedAt: clock.now() })
      .where(eq(supportConversations.id, conversation.id))
      .returning();
    if (!rated) throw new Error('rating update returned nothing');
    await notifyConversationChanged(tx, conversation);
    return ok(conversationView(rated, await agentNames(tx, [rated.agentId])));
  });
}
