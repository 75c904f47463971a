import { displayAccount } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { searchUsers } from '../identity/index.js';

/** admin/users: users matching an e-mail, phone or invitation-code fragment or an exact id, newest first. */
export async function listUserSummaries(db: DbOrTx, options: { query: string; page: number; pageSize: number }) {
  const { rows, total } = await searchUsers(db, options);
  return {
    items: rows.map((user) => ({
      id: String(user.id),
      account: displayAccount(user.phone, user.email),
      email: user.email ?? '',
      phone: user.phone ?? '',
      nationality: user.nationality,
      status: user.status,
      invitation_code: user.invitationCode,
      created_at: user.createdAt.toISOString(),
    })),
    total,
  };
}
