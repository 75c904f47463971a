/**
 * The user's messages (/news, /newsDetail, the header bell): the live unread count and the
 * e-mail preferences. Every kind of message belongs to one group; security notices always go
 * by e-mail too, the other groups by the user's choice (web/setNotifyPrefs).
 */

/**
 * WebSocket `inbox` (after auth, no subscription): `{unread}` whenever the user's inbox changes
 * (a message posted, messages read), and once right after `auth`.
 */
export const INBOX_CHANNEL = 'inbox';
export interface InboxNotice {
  unread: number;
}

/** Groups of messages, as the notification settings list them. */
export const NOTIFY_GROUPS = ['security', 'funds', 'trading', 'earn_loans', 'p2p', 'account'] as const;
export type NotifyGroup = (typeof NOTIFY_GROUPS)[number];

/** Security notices are always e-mailed (a changed password must reach the owner even if an intruder switched mails off). */
export const ALWAYS_MAILED_GROUPS: readonly NotifyGroup[] = ['security'];
export const SWITCHABLE_NOTIFY_GROUPS = NOTIFY_GROUPS.filter((group) => !ALWAYS_MAILED_GROUPS.includes(group)) as Exclude<NotifyGroup, 'security'>[];
export type SwitchableNotifyGroup = (typeof SWITCHABLE_NOTIFY_GROUPS)[number];

/**
 * What e-mails a user who never chose gets: money in and out, loans and earn, quick-buy orders and
 * account decisions; not every trade settlement (delivery contracts settle every few minutes).
 */
export const DEFAULT_MAILED_GROUPS: readonly SwitchableNotifyGroup[] = ['funds', 'earn_loans', 'p2p', 'account'];

/** A message's link: a path of this site with an optional query, never an address elsewhere. */
export const INBOX_LINK_PATTERN = /^\/[A-Za-z0-9_/-]*(\?[A-Za-z0-9_=&%.-]*)?$/;
