import { fail, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { readStored } from './readP2pImage.js';
import { p2pImages } from './schema.js';

/** admin/p2pDeskImage: any quick-buy picture (chat, proof, appeal evidence), for staff deciding an appeal. */
export async function readDeskImage(db: DbOrTx, images: ImageStore, input: { imageId: string }): Promise<Result<{ contentType: string; body: Buffer }>> {
  const [image] = await db.select().from(p2pImages).where(eq(p2pImages.id, input.imageId));
  return image ? readStored(images, image.storageKey) : fail('p2p_image_unknown');
}
