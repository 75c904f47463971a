import { isSupportDeskOpen, type SupportChat } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { findCurrentConversation } from './conversationRecords.js';
import { agentNames, conversationView } from './views.js';

/** web/supportChat: the user's open conversation (else their latest closed one), whether they set an anti-phishing code, whether agents are in. */
export async function getSupportChat(db: DbOrTx, clock: Clock, input: { userId: bigint }): Promise<SupportChat> {
  const [conversation, user] = await Promise.all([findCurrentConversation(db, input.userId), findUserById(db, input.userId)]);
  const names = await agentNames(db, [conversation?.agentId ?? null]);
  return {
    conversation: conversation ? conversationView(conversation, names) : null,
    anti_phishing_set: Boolean(user?.antiPhishingCode),
    desk_open: isSupportDeskOpen(clock.now()),
  };
}
