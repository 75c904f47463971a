import { randomBytes } from 'node:crypto';
import { fail, type ImageSlot, ok, type Result } from '@veritex/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { type AcceptedImage, acceptImage, type ImageStore } from '../../../platform/images.js';
import { identityUploads } from '../schema.js';

/** Identity pictures must be legible; a thumbnail is not a document. */
const MIN_SIDE_PX = 64;
/** Uploads a user may make in 24 hours: enough to retry every picture many times, not enough to fill a disk. */
const DAILY_UPLOADS = 60;

/** web/userIdCard: one identity picture, checked and re-encoded, stored under a random key. */
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

/** An identity picture for its owner (`userId`) or, without `userId`, for compliance staff. */
export async function readIdentityImage(db: DbOrTx, images: ImageStore, input: { uploadId: string; userId?: bigint }): Promise<AcceptedImage | undefined> {
  const upload = await db.query.identityUploads.findFirst({ where: eq(identityUploads.id, input.uploadId) });
  if (!upload || (input.userId !== undefined && upload.userId !== input.userId)) return undefined;
  return images.read(upload.storageKey);
}

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
