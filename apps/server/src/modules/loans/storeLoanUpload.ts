import { randomBytes } from 'node:crypto';
import { fail, type LoanDocumentSlot, ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../platform/images.js';
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
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loanUploads)
    .where(and(eq(loanUploads.userId, input.userId), gt(loanUploads.createdAt, new Date(now.getTime() - 86_400_000))));
  if ((recent?.n ?? 0) >= DAILY_UPLOADS) return fail('rate_limited', { wait: 3600 });
  const accepted = await acceptImage(input.file, { field: input.slot, minSidePx: MIN_SIDE_PX });
  if (!accepted.ok) return accepted;
  const storageKey = await images.save(accepted.value);
  const id = randomBytes(16).toString('base64url');
  await db.insert(loanUploads).values({
    id,
    userId: input.userId,
    slot: input.slot,
    storageKey,
    mime: accepted.value.mime,
    bytes: accepted.value.buffer.length,
    createdAt: now,
  });
  return ok({ upload_id: id });
}
