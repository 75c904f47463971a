import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import type { ImageStore } from '../../../platform/images.js';
import { bannerImages } from './schema.js';

/** Banner images never change under their id (a new image is a new upload): browsers and proxies may keep them. */
const CACHE_FOR = 'public, max-age=86400, immutable';

/**
 * web/bannerImage: the bytes of a banner image. Public on purpose: banners are for visitors, and
 * only content staff can upload (checked and re-encoded); an image not yet on a banner is reachable
 * only by its random 128-bit id.
 */
export async function readBannerImage(
  db: DbOrTx,
  images: ImageStore,
  input: { imageId: string },
): Promise<Result<{ contentType: string; body: Buffer; cacheControl: string }>> {
  const [image] = await db.select().from(bannerImages).where(eq(bannerImages.id, input.imageId));
  if (!image) return fail('banner_image_unknown');
  const stored = await images.read(image.storageKey);
  return stored ? ok({ contentType: stored.mime, body: stored.buffer, cacheControl: CACHE_FOR }) : fail('banner_image_unknown');
}
