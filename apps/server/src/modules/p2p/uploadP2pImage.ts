import { ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type ImageStore, storeUserImage } from '../../platform/images.js';
import { p2pImages } from './schema.js';

/** Chat pictures and payment screenshots are small but must be legible. */
const MIN_SIDE_PX = 32;
/** Uploads a user may make in 24 hours: plenty for a few orders' chats and proofs, too few to fill a disk. */
const DAILY_UPLOADS = 50;

/**
 * web/p2pUploadImage: a chat attachment, payment proof or appeal evidence, checked by content and
 * re-encoded like identity pictures (platform/images), stored under a random key and recorded
 * under a random 128-bit id that the user's later calls name. A retried upload (same request_id)
 * is answered by the call's request-id guard with the first id.
 */
export async function uploadP2pImage(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; file: Buffer | undefined },
): Promise<Result<{ image_id: string }>> {
  const now = clock.now();
  const stored = await storeUserImage(images, {
    file: input.file,
    field: 'file',
    minSidePx: MIN_SIDE_PX,
    dailyLimit: DAILY_UPLOADS,
    now,
    countSince: async (since) => {
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(p2pImages)
        .where(and(eq(p2pImages.userId, input.userId), gt(p2pImages.createdAt, since)));
      return recent?.n ?? 0;
    },
  });
  if (!stored.ok) return stored;
  const { id, storageKey, mime, bytes } = stored.value;
  await db.insert(p2pImages).values({ id, userId: input.userId, storageKey, mime, bytes, createdAt: now });
  return ok({ image_id: id });
}
