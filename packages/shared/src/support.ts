/**
 * Live customer service (issue 16, spec §2 /service): one conversation per user at a time with
 * support staff, over the WebSocket; visitors leave a message with an e-mail address instead.
 * Server, pages and the staff console share these names and limits.
 */

/**
 * A conversation's life: `open` (the user wrote, no agent holds it yet: it is in the queue),
 * `assigned` (an agent holds it and the user's last message awaits their answer), `waiting` (the
 * agent answered; the ball is with the user), `closed` (an agent closed it with a reason; the
 * user may rate it once, and their next message opens a new conversation).
 */
export const SUPPORT_CONVERSATION_STATUSES = ['open', 'assigned', 'waiting', 'closed'] as const;
export type SupportConversationStatus = (typeof SUPPORT_CONVERSATION_STATUSES)[number];

/** Why an agent closed a conversation (shown to the user). */
export const SUPPORT_CLOSE_REASONS = ['resolved', 'no_reply', 'duplicate', 'other'] as const;
export type SupportCloseReason = (typeof SUPPORT_CLOSE_REASONS)[number];

/** Lines the chat shows between messages: an agent joined, the conversation moved to another agent, it was closed. */
export const SUPPORT_EVENTS = ['assigned', 'transferred', 'closed'] as const;
export type SupportEvent = (typeof SUPPORT_EVENTS)[number];

/** A chat message is at most this long (characters). */
export const SUPPORT_MESSAGE_MAX = 2000;
/** A visitor's message (left with an e-mail address) is at most this long. */
export const SUPPORT_TICKET_MAX = 2000;
/** A canned reply's title and each of its texts. */
export const SUPPORT_CANNED_TITLE_MAX = 60;
export const SUPPORT_CANNED_TEXT_MAX = 1000;
/** The CSAT scale: 1 (very unsatisfied) to 5 (very satisfied). */
export const SUPPORT_RATING_MIN = 1;
export const SUPPORT_RATING_MAX = 5;

/**
 * When agents are at their desks: every day 09:00–22:00 Hong Kong time (UTC+8, no daylight
 * saving). Outside these hours messages wait in the queue and are answered when the desk opens;
 * the page says which it is. Set by the platform.
 */
export const SUPPORT_HOURS = { utcOffsetHours: 8, opensAtHour: 9, closesAtHour: 22 } as const;

/** Whether agents are at their desks at this instant. */
export function isSupportDeskOpen(at: Date): boolean {
  const hour = (at.getUTCHours() + SUPPORT_HOURS.utcOffsetHours) % 24;
  return hour >= SUPPORT_HOURS.opensAtHour && hour < SUPPORT_HOURS.closesAtHour;
}

/**
 * WebSocket frames (after `auth`, no subscription): `support` — the user's conversation changed
 * (a message, a read mark, assignment, closing): the page re-reads it and the messages after the
 * last one it holds; `support_typing` — the agent is typing (or stopped).
 * A staff socket (`staff_auth` with a staff token whose role may chat) gets `support_desk` for
 * every conversation that changed and `support_typing` when a user types.
 */
export const SUPPORT_CHANNEL = 'support';
export const SUPPORT_DESK_CHANNEL = 'support_desk';
export const SUPPORT_TYPING_CHANNEL = 'support_typing';
export interface SupportNotice {
  conversation_id: string;
}
export interface SupportTypingNotice {
  conversation_id: string;
  from: 'user' | 'agent';
  typing: boolean;
}
/** A typing client says so at most this often; the indicator goes away this long after the last. */
export const SUPPORT_TYPING_REPEAT_MS = 3_000;
export const SUPPORT_TYPING_SHOW_MS = 6_000;
