import type { DeskAnnouncementFull, Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { changeAnnouncement } from './changeAnnouncement.js';

/**
 * admin/publishAnnouncement: readers see it from `publishAt` on (now when absent; a later time is
 * a schedule, which needs no job: visibility is decided when it is read). An archived one comes back.
 */
export function publishAnnouncement(
  db: DbOrTx,
  clock: Clock,
  input: { id: bigint; publishAt: Date | null; staffName: string },
): Promise<Result<DeskAnnouncementFull>> {
  return changeAnnouncement(db, clock, input.id, { status: 'published', publishAt: input.publishAt ?? clock.now() }, input.staffName);
}
