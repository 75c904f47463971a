import { type LoanDocumentSlot, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { storeLoanUpload } from './storeLoanUpload.js';

/**
 * web/lend_img: one document of a loan application (spec §3). A retried upload (same request_id)
 * is answered by the call's request-id guard with the first id.
 */
export async function uploadLoanDocument(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; slot: LoanDocumentSlot; file: Buffer | undefined },
): Promise<Result<{ upload_id: string; slot: LoanDocumentSlot }>> {
  const stored = await storeLoanUpload(db, images, clock, input);
  return stored.ok ? ok({ upload_id: stored.value.upload_id, slot: input.slot }) : stored;
}
