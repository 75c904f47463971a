import {
  fail,
  ID_NUMBER_MAX,
  JUNIOR_ID_TYPES,
  type JuniorSubmitInput,
  normalizeIdNumber,
  REAL_NAME_MAX,
  type Result,
  type VerificationView,
} from '@veritex/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users, verifications } from '../schema.js';
import { submitVerification } from './submitVerification.js';

/** Letters of any script, with the spaces, dots, apostrophes and hyphens names carry. */
const REAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/;

function checkJuniorFields(input: JuniorSubmitInput): Result<{ idType: number; idNumberNorm: string }> {
  if (!input.nationality || !input.id_type || !input.real_name || !input.id_number) return fail('identity_fields_empty');
  const idType = Number(input.id_type);
  if (!(JUNIOR_ID_TYPES as readonly number[]).includes(idType)) return fail('id_type_invalid', { field: 'id_type' });
  if (input.real_name.length > REAL_NAME_MAX || !REAL_NAME.test(input.real_name)) return fail('real_name_invalid', { field: 'real_name' });
  const idNumberNorm = normalizeIdNumber(input.id_number);
  if (!ID_NUMBER.test(input.id_number) || idNumberNorm.length < 4 || idNumberNorm.length > ID_NUMBER_MAX)
    return fail('id_number_invalid', { field: 'id_number' });
  return { ok: true, value: { idType, idNumberNorm } };
}

/** web/setNameAuth: junior verification (spec §3 Identity, §5 Junior identity). */
export async function submitJunior(db: DbOrTx, clock: Clock, input: { userId: bigint; form: JuniorSubmitInput }): Promise<Result<VerificationView>> {
  const checked = checkJuniorFields(input.form);
  if (!checked.ok) return checked;
  const user = await db.query.users.findFirst({ where: eq(users.id, input.userId), columns: { nationality: true } });
  const nationality = input.form.nationality.toUpperCase();
  if (!user || user.nationality !== nationality) return fail('nationality_mismatch', { field: 'nationality' });
  // One person, one verified account: an ID number approved elsewhere is refused here, and again at approval.
  const taken = await db.query.verifications.findFirst({
    where: and(
      eq(verifications.level, 'junior'),
      eq(verifications.status, 'approved'),
      eq(verifications.nationality, nationality),
      eq(verifications.idNumberNorm, checked.value.idNumberNorm),
      ne(verifications.userId, input.userId),
    ),
  });
  if (taken) return fail('id_number_taken', { field: 'id_number' });
  return submitVerification(db, clock, {
    userId: input.userId,
    level: 'junior',
    images: [
      { slot: 'front', uploadId: input.form.front },
      { slot: 'back', uploadId: input.form.back },
      { slot: 'hold', uploadId: input.form.hold },
    ],
    fields: {
      nationality,
      idType: checked.value.idType,
      realName: input.form.real_name,
      idNumber: input.form.id_number,
      idNumberNorm: checked.value.idNumberNorm,
    },
  });
}
