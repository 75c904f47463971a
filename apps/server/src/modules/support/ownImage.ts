import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { supportImages } from './schema.js';

/** Whether the picture was uploaded by this user (web/supportUploadImage): nobody sends someone else's picture. */
export async function isOwnImage(db: DbOrTx, userId: bigint, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportImages.id })
    .from(supportImages)
    .where(and(eq(supportImages.id, imageId), eq(supportImages.userId, userId)));
  return row !== undefined;
}
