import { randomBytes } from 'node:crypto';
import { fail, type ImageSlot, ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../../platform/images.js';
import { identityUploads } from '../schema.js';

/** Identity pictures must be legible; a thumbnail is not a document. */
const MIN_SIDE_PX = 64;
/** Uploads a user may make in 24 hours: enough to retry every picture many times, not enough to fill a disk. */
const DAILY_UPLOADS = 60;

/**
 * web/userIdCard: one identity picture, checked and re-encoded, stored under a random key. A
 * retried upload (same request_id) is answered by the call's request-id guard with the first id.
 */
export async function uploadIdentityImage(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; slot: ImageSlot; file: Buffer | undefined },
): Promise<Result<{ upload_id: string; slot: ImageSlot }>> {
  const now = clock.now();
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(identityUploads)
    .where(and(eq(identityUploads.userId, input.userId), gt(identityUploads.createdAt, new Date(now.getTime() - 86_400_000))));
  if ((recent?.n ?? 0) >= DAILY_UPLOADS) return fail('rate_limited', { wait: 3600 });
  const accepted = await acceptImage(input.file, { field: input.slot, minSidePx: MIN_SIDE_PX });
  if (!accepted.ok) return accepted;
  const storageKey = await images.save(accepted.value);
  const id = randomBytes(16).toString('base64url');
  await db.insert(identityUploads).values({
    id,
    userId: input.userId,
    slot: input.slot,
    storageKey,
    mime: accepted.value.mime,
    bytes: accepted.value.buffer.length,
    createdAt: now,
  });
  return ok({ upload_id: id, slot: input.slot });
}
