import { ADDRESS_MAX, type AddressSubmitInput, fail, type Result, type VerificationView } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { submitVerification } from './submitVerification.js';

/** web/addressAuth: the address and a utility bill (spec §3 Address verification). */
export async function submitAddress(db: DbOrTx, clock: Clock, input: { userId: bigint; form: AddressSubmitInput }): Promise<Result<VerificationView>> {
  if (!input.form.address) return fail('address_empty', { field: 'address' });
  if (input.form.address.length > ADDRESS_MAX) return fail('invalid_input', { field: 'address' });
  return submitVerification(db, clock, {
    userId: input.userId,
    level: 'address',
    images: [{ slot: 'bill', uploadId: input.form.bill }],
    fields: { address: input.form.address },
  });
}
