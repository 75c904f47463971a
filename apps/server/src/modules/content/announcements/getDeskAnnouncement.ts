import { type DeskAnnouncementFull, fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskFull } from './deskAnnouncementView.js';

/** admin/deskAnnouncement: one announcement in any state, with every translation and its rendered preview. */
export async function getDeskAnnouncement(db: DbOrTx, clock: Clock, input: { id: bigint }): Promise<Result<DeskAnnouncementFull>> {
  const found = await deskFull(db, input.id, clock.now());
  return found ? ok(found) : fail('not_found');
}
