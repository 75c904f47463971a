import { type LoanDocumentSlot, ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type ImageStore, storeUserImage } from '../../platform/images.js';
import { loanUploads } from './schema.js';

/** Documents must be legible, like identity pictures; a thumbnail is not a bank statement. */
const MIN_SIDE_PX = 64;
/** Uploads a user may make in 24 hours (documents and vouchers together), as for identity pictures. */
const DAILY_UPLOADS = 60;

export type LoanUploadSlot = LoanDocumentSlot | 'voucher';

/**
 * One loan document or repayment voucher: checked by content and re-encoded like identity pictures
 * (platform/images), stored under a random key, recorded under a random 128-bit id.
 */
export async function storeLoanUpload(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; slot: LoanUploadSlot; file: Buffer | undefined },
): Promise<Result<{ upload_id: string }>> {
  const now = clock.now();
  const stored = await storeUserImage(images, {
    file: input.file,
    field: input.slot,
    minSidePx: MIN_SIDE_PX,
    dailyLimit: DAILY_UPLOADS,
    now,
    countSince: async (since) => {
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loanUploads)
        .where(and(eq(loanUploads.userId, input.userId), gt(loanUploads.createdAt, since)));
      return recent?.n ?? 0;
    },
  });
  if (!stored.ok) return stored;
  const { id, storageKey, mime, bytes } = stored.value;
  await db.insert(loanUploads).values({ id, userId: input.userId, slot: input.slot, storageKey, mime, bytes, createdAt: now });
  return ok({ upload_id: id });
}
