import { type ImageSlot, ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { type ImageStore, storeUserImage } from '../../../platform/images.js';
import { identityUploads } from '../schema.js';

/** Identity pictures must be legible; a thumbnail is not a document. */
const MIN_SIDE_PX = 64;
/** Uploads a user may make in 24 hours: enough to retry every picture many times, not enough to fill a disk. */
const DAILY_UPLOADS = 60;

/**
 * web/userIdCard: one identity picture, checked and re-encoded, stored under a random key. A
 * retried upload (same request_id) is answered by the call's request-id guard with the first id.
 */
export async function uploadIdentityImage(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; slot: ImageSlot; file: Buffer | undefined },
): Promise<Result<{ upload_id: string; slot: ImageSlot }>> {
  const now = clock.now();
  const stored = await storeUserImage(images, {
    file: input.file,
    field: input.slot,
    minSidePx: MIN_SIDE_PX,
    dailyLimit: DAILY_UPLOADS,
    now,
    countSince: async (since) => {
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(identityUploads)
        .where(and(eq(identityUploads.userId, input.userId), gt(identityUploads.createdAt, since)));
      return recent?.n ?? 0;
    },
  });
  if (!stored.ok) return stored;
  const { id, storageKey, mime, bytes } = stored.value;
  await db.insert(identityUploads).values({ id, userId: input.userId, slot: input.slot, storageKey, mime, bytes, createdAt: now });
  return ok({ upload_id: id, slot: input.slot });
}
