import { fail, type ImageSlot, ok, type Result, type VerificationLevel, type VerificationView } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users, verifications } from '../schema.js';
import { checkOwnUploads } from './checkOwnUploads.js';
import { toVerificationView } from './views.js';

export interface Submission {
  userId: bigint;
  level: VerificationLevel;
  images: Array<{ slot: ImageSlot; uploadId: string | undefined }>;
  fields: { nationality?: string; idType?: number; realName?: string; idNumber?: string; idNumberNorm?: string; address?: string };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505' || (error as { cause?: { code?: string } } | undefined)?.cause?.code === '23505';
}

/**
 * Opens a submission for review. Under the user's row lock: a level under review or approved
 * cannot be submitted again (approved data cannot be modified, spec §4), a rejected one can;
 * senior and address need junior approved. The partial unique index backs the same rule.
 */
export async function submitVerification(db: DbOrTx, clock: Clock, submission: Submission): Promise<Result<VerificationView>> {
  const owned = await checkOwnUploads(db, submission.userId, submission.images);
  if (!owned.ok) return owned;
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, submission.userId)).for('update');
      const open = await tx.query.verifications.findMany({
        where: and(eq(verifications.userId, submission.userId), sql`${verifications.status} in ('pending','approved')`),
      });
      const same = open.find((row) => row.level === submission.level);
      if (same) return fail(same.status === 'approved' ? 'verification_done' : 'verification_pending');
      if (submission.level !== 'junior' && !open.some((row) => row.level === 'junior' && row.status === 'approved'))
        return fail('junior_required', { fix: '/smauth' });
      const [row] = await tx
        .insert(verifications)
        .values({
          userId: submission.userId,
          level: submission.level,
          status: 'pending',
          nationality: submission.fields.nationality ?? '',
          idType: submission.fields.idType ?? null,
          realName: submission.fields.realName ?? '',
          idNumber: submission.fields.idNumber ?? '',
          idNumberNorm: submission.fields.idNumberNorm ?? '',
          address: submission.fields.address ?? '',
          images: submission.images.map((image) => ({ slot: image.slot, upload_id: image.uploadId as string })),
          submittedAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return ok(toVerificationView(row));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail('verification_pending');
    throw error;
  }
}

export { isUniqueViolation };
