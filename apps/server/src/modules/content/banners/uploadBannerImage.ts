import { randomBytes } from 'node:crypto';
import { bannerImageUrl, fail, ok, type Result } from '@veritex/shared';
import sharp from 'sharp';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../../platform/images.js';
import { bannerImages } from './schema.js';

/** A banner spans the page: smaller pictures would be blurred on a wide screen. */
export const BANNER_MIN_WIDTH = 640;
export const BANNER_MIN_HEIGHT = 200;

export interface UploadedBannerImage {
  image_id: string;
  image_url: string;
  width: number;
  height: number;
}

/**
 * admin/uploadBannerImage: a picture for a banner, through the platform's image intake (JPG/PNG by
 * content, under 8 MB, pixel floods refused from the header, re-encoded by sharp without metadata),
 * at least 640×200, stored under a random key and recorded under a random 128-bit id.
 */
export async function uploadBannerImage(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { file: Buffer | undefined; staffName: string },
): Promise<Result<UploadedBannerImage>> {
  const accepted = await acceptImage(input.file, { field: 'file', minSidePx: 1 });
  if (!accepted.ok) return accepted;
  const { width = 0, height = 0 } = await sharp(accepted.value.buffer).metadata();
  if (width < BANNER_MIN_WIDTH || height < BANNER_MIN_HEIGHT)
    return fail('upload_dimensions', { field: 'file', min_width: BANNER_MIN_WIDTH, min_height: BANNER_MIN_HEIGHT });
  const stored = await storeBannerImage(db, images, clock, { ...accepted.value, width, height, staffName: input.staffName });
  return ok(stored);
}

/** Saves an accepted (re-encoded) picture and records it; the seed's generated pictures come this way too. */
export async function storeBannerImage(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  image: { buffer: Buffer; mime: 'image/jpeg' | 'image/png'; width: number; height: number; staffName: string },
): Promise<UploadedBannerImage> {
  const storageKey = await images.save({ buffer: image.buffer, mime: image.mime });
  const id = randomBytes(16).toString('base64url');
  await db.insert(bannerImages).values({
    id,
    storageKey,
    mime: image.mime,
    bytes: image.buffer.length,
    width: image.width,
    height: image.height,
    uploadedBy: image.staffName,
    createdAt: clock.now(),
  });
  return { image_id: id, image_url: bannerImageUrl(id), width: image.width, height: image.height };
}
