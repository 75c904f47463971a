import type { DeskAnnouncementFull, Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { changeAnnouncement } from './changeAnnouncement.js';

/** admin/pinAnnouncement: pinned announcements lead every list, newest pinned first. */
export function setAnnouncementPinned(
  db: DbOrTx,
  clock: Clock,
  input: { id: bigint; pinned: boolean; staffName: string },
): Promise<Result<DeskAnnouncementFull>> {
  return changeAnnouncement(db, clock, input.id, { pinned: input.pinned }, input.staffName);
}
