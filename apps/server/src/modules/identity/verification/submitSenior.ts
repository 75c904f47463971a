import { fail, type Result, SENIOR_ID_TYPES, type SeniorSubmitInput, type VerificationView } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { submitVerification } from './submitVerification.js';

/** web/seniorAuth: a portrait and a photo holding the document (spec §5 Senior images). */
export async function submitSenior(db: DbOrTx, clock: Clock, input: { userId: bigint; form: SeniorSubmitInput }): Promise<Result<VerificationView>> {
  if (!input.form.id_type) return fail('identity_fields_empty');
  const idType = Number(input.form.id_type);
  if (!(SENIOR_ID_TYPES as readonly number[]).includes(idType)) return fail('id_type_invalid', { field: 'id_type' });
  return submitVerification(db, clock, {
    userId: input.userId,
    level: 'senior',
    images: [
      { slot: 'face', uploadId: input.form.face },
      { slot: 'hold', uploadId: input.form.hold },
    ],
    fields: { idType },
  });
}
