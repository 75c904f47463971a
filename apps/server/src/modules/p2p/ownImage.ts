import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { p2pImages } from './schema.js';

/** Whether the image was uploaded by this user (web/p2pUploadImage): nobody attaches someone else's picture. */
export async function isOwnImage(db: DbOrTx, userId: bigint, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: p2pImages.id })
    .from(p2pImages)
    .where(and(eq(p2pImages.id, imageId), eq(p2pImages.userId, userId)));
  return row !== undefined;
}
