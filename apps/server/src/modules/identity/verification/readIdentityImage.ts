import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import type { ImageStore } from '../../../platform/images.js';
import { identityUploads } from '../schema.js';

/**
 * web/idImage and admin/kycImage: an identity picture for its owner (`userId`) or, without
 * `userId`, for compliance staff. Someone else's upload is `upload_unknown`, like a missing one.
 */
export async function readIdentityImage(
  db: DbOrTx,
  images: ImageStore,
  input: { uploadId: string; userId?: bigint },
): Promise<Result<{ contentType: string; body: Buffer }>> {
  const upload = await db.query.identityUploads.findFirst({ where: eq(identityUploads.id, input.uploadId) });
  if (!upload || (input.userId !== undefined && upload.userId !== input.userId)) return fail('upload_unknown');
  const image = await images.read(upload.storageKey);
  return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('upload_unknown');
}
