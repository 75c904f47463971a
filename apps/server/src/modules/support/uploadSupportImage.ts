import { ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type ImageStore, storeUserImage } from '../../platform/images.js';
import { supportImages } from './schema.js';

/** Screenshots must be legible. */
const MIN_SIDE_PX = 32;
/** Pictures a user may send support in 24 hours: plenty for a conversation's screenshots, too few to fill a disk. */
const DAILY_UPLOADS = 30;

/**
 * web/supportUploadImage: a picture for the support chat, checked by content and re-encoded like
 * identity pictures (platform/images), stored under a random key and recorded under a random
 * 128-bit id that the user's supportSend names.
 */
export async function uploadSupportImage(
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
        .from(supportImages)
        .where(and(eq(supportImages.userId, input.userId), gt(supportImages.createdAt, since)));
      return recent?.n ?? 0;
    },
  });
  if (!stored.ok) return stored;
  const { id, storageKey, mime, bytes } = stored.value;
  await db.insert(supportImages).values({ id, userId: input.userId, storageKey, mime, bytes, createdAt: now });
  return ok({ image_id: id });
}
