export { antiPhishingFooter, composeCodeMessage } from './composeCodeMessage.js';
export { escapeLike, listOutbox } from './listOutbox.js';
export type { MailSender, OutgoingMail, SmsSender } from './ports.js';
export { type OutboxView, type OutboxViewer, readOutbox } from './readOutbox.js';
export { recordOutboxMessage, redactCodes } from './recordOutboxMessage.js';
export { httpSmsSender, outboxSmsSender, smtpMailSender } from './senders.js';
export { type SmtpSink, startSmtpSink } from './smtpSink.js';
export { type InboxKind, listUserMessages, markMessagesRead, postUserMessage } from './userInbox.js';
