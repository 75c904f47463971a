/** What the inbox offers the rest of the site: the header's bell with the unread count. */
export { InboxBell } from './InboxBell';
