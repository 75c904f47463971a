/** What the inbox offers the rest of the site: the header's bell with the unread count, and the way to the notification settings. */
export { InboxBell } from './InboxBell';
export { NotifySummary } from './NotifySummary';
