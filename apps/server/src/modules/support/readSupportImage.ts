import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { supportImages } from './schema.js';

type ImageAnswer = Result<{ contentType: string; body: Buffer }>;

/** web/supportImage: a support-chat picture for its uploader; anyone else gets `support_image_unknown`, as for a missing one. */
export async function readSupportImage(db: DbOrTx, images: ImageStore, input: { userId: bigint; imageId: string }): Promise<ImageAnswer> {
  const [image] = await db.select().from(supportImages).where(eq(supportImages.id, input.imageId));
  if (image?.userId !== input.userId) return fail('support_image_unknown');
  return readStored(images, image.storageKey);
}

/** admin/supportDeskImage: any support-chat picture, for the agents answering. */
export async function readDeskSupportImage(db: DbOrTx, images: ImageStore, input: { imageId: string }): Promise<ImageAnswer> {
  const [image] = await db.select().from(supportImages).where(eq(supportImages.id, input.imageId));
  return image ? readStored(images, image.storageKey) : fail('support_image_unknown');
}

async function readStored(images: ImageStore, storageKey: string): Promise<ImageAnswer> {
  const stored = await images.read(storageKey);
  return stored ? ok({ contentType: stored.mime, body: stored.buffer }) : fail('support_image_unknown');
}
