/**
 * The announcement sections, apart from the contract (contract/announcements.ts, which re-exports
 * them): the web's notice pages and header need the list without the contract's zod schemas.
 */

/** Binance's announcement sections, narrowed to what this venue publishes. */
export const ANNOUNCEMENT_CATEGORIES = ['platform', 'listing', 'activity', 'maintenance', 'risk'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];
