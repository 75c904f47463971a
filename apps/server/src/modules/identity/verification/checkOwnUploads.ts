import { fail, type ImageSlot, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { identityUploads } from '../schema.js';

/** The uploads named in a submission, each of which must be this user's and of its slot. */
export async function checkOwnUploads(db: DbOrTx, userId: bigint, wanted: Array<{ slot: ImageSlot; uploadId: string | undefined }>): Promise<Result<true>> {
  for (const { slot, uploadId } of wanted) {
    if (!uploadId) return fail('upload_required', { field: slot });
  }
  for (const { slot, uploadId } of wanted) {
    const upload = await db.query.identityUploads.findFirst({ where: eq(identityUploads.id, uploadId as string) });
    if (!upload || upload.userId !== userId || upload.slot !== slot) return fail('upload_unknown', { field: slot });
  }
  return ok(true);
}
