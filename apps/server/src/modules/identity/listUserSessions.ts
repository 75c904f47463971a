import type { SessionList } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { listSessions } from './listSessions.js';
import { placeOfIp } from './security/placeOfIp.js';

/** web/getSessions: the user's live sessions, newest activity first, with the place of each address and which one is asking. */
export async function listUserSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; currentSessionId: bigint }): Promise<SessionList> {
  const rows = await listSessions(db, clock, options.userId);
  return {
    sessions: rows.map((s) => ({
      id: String(s.id),
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip: s.ip,
      place: placeOfIp(s.ip),
      user_agent: s.userAgent,
      current: s.id === options.currentSessionId,
    })),
  };
}
