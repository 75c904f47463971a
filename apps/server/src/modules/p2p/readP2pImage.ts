import { fail, ok, type Result } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { p2pImages } from './schema.js';

type ImageAnswer = Result<{ contentType: string; body: Buffer }>;

/**
 * web/p2pImage: a quick-buy picture for its uploader, or for a party of an order whose chat,
 * payment proof or appeal names it. Anyone else gets `p2p_image_unknown`, as for a missing one.
 */
export async function readP2pImage(db: DbOrTx, images: ImageStore, input: { userId: bigint; imageId: string }): Promise<ImageAnswer> {
  const [image] = await db.select().from(p2pImages).where(eq(p2pImages.id, input.imageId));
  if (!image) return fail('p2p_image_unknown');
  if (image.userId !== input.userId && !(await sharedWith(db, input.userId, input.imageId))) return fail('p2p_image_unknown');
  return readStored(images, image.storageKey);
}

/** The stored bytes of a recorded picture. */
export async function readStored(images: ImageStore, storageKey: string): Promise<ImageAnswer> {
  const stored = await images.read(storageKey);
  return stored ? ok({ contentType: stored.mime, body: stored.buffer }) : fail('p2p_image_unknown');
}

/** The user is a party of an order that shows the image (in its chat, as its proof or as appeal evidence). */
async function sharedWith(db: DbOrTx, userId: bigint, imageId: string): Promise<boolean> {
  const { rows } = await db.execute<{ shared: boolean }>(sql`
    select exists (
      select 1 from p2p_orders o
      where (o.buyer_id = ${userId} or o.seller_id = ${userId})
        and (o.proof_image_id = ${imageId} or o.appeal_image_id = ${imageId}
             or exists (select 1 from p2p_messages m where m.order_id = o.id and m.image_id = ${imageId}))
    ) as shared`);
  return rows[0]?.shared === true;
}
