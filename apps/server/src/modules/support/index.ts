/** Live customer service (issue 16): conversations, messages, pictures, the desk, canned replies, visitors' messages. The only entry to the context. */

export { takeConversation, transferConversation } from './assignConversation.js';
export { deleteCannedReply, listCannedReplies, saveCannedReply, seedCannedReplies } from './cannedReplies.js';
export { closeConversation } from './closeConversation.js';
export { getDeskChat } from './getDeskChat.js';
export { getSupportChat } from './getSupportChat.js';
export { getSupportUserPanel } from './getSupportUserPanel.js';
export { leaveVisitorMessage } from './leaveVisitorMessage.js';
export { listSupportAgents } from './listSupportAgents.js';
export { listSupportMessages } from './listSupportMessages.js';
export { listSupportQueue } from './listSupportQueue.js';
export { markDeskRead } from './markDeskRead.js';
export { markSupportRead } from './markSupportRead.js';
export { notifyUnreadReplies } from './notifyUnreadReplies.js';
export { rateConversation } from './rateConversation.js';
export { readDeskSupportImage, readSupportImage } from './readSupportImage.js';
export { relayAgentTyping, relayUserTyping } from './relayTyping.js';
export { replyToConversation } from './replyToConversation.js';
export { seedDemoConversation } from './seedDemoConversation.js';
export { sendSupportMessage } from './sendSupportMessage.js';
export { parseSupportNotice, parseTypingNotice, SUPPORT_NOTICE_CHANNEL, SUPPORT_TYPING_NOTICE_CHANNEL } from './supportEvents.js';
export { answerTicket, listTickets } from './supportTickets.js';
export { uploadSupportImage } from './uploadSupportImage.js';
