import { type DeskAnnouncementFull, fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskFull } from './deskAnnouncementView.js';
import { announcements } from './schema.js';

type Change = Partial<Pick<typeof announcements.$inferInsert, 'status' | 'publishAt' | 'pinned'>>;

/** One staff change of an announcement's state, stamped with who made it; the caller's transaction carries its audit entry. */
export async function changeAnnouncement(db: DbOrTx, clock: Clock, id: bigint, change: Change, staffName: string): Promise<Result<DeskAnnouncementFull>> {
  const now = clock.now();
  const changed = await db
    .update(announcements)
    .set({ ...change, updatedAt: now, updatedBy: staffName })
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (changed.length === 0) return fail('not_found');
  const view = await deskFull(db, id, now);
  return view ? ok(view) : fail('not_found');
}
