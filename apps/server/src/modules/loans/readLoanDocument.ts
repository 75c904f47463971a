import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { loanUploads } from './schema.js';

/**
 * web/loanDocument and admin/loanDocument: a loan document or repayment voucher for its owner
 * (`userId`) or, without `userId`, for finance. Someone else's upload is `upload_unknown`, like a
 * missing one.
 */
export async function readLoanDocument(
  db: DbOrTx,
  images: ImageStore,
  input: { uploadId: string; userId?: bigint },
): Promise<Result<{ contentType: string; body: Buffer }>> {
  const upload = await db.query.loanUploads.findFirst({ where: eq(loanUploads.id, input.uploadId) });
  if (!upload || (input.userId !== undefined && upload.userId !== input.userId)) return fail('upload_unknown');
  const image = await images.read(upload.storageKey);
  return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('upload_unknown');
}
