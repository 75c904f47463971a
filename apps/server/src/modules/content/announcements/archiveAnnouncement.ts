import type { DeskAnnouncementFull, Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { changeAnnouncement } from './changeAnnouncement.js';

/** admin/archiveAnnouncement: readers no longer see it (its read marks are kept); publishing it again brings it back. */
export function archiveAnnouncement(db: DbOrTx, clock: Clock, input: { id: bigint; staffName: string }): Promise<Result<DeskAnnouncementFull>> {
  return changeAnnouncement(db, clock, input.id, { status: 'archived' }, input.staffName);
}
