import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/**
 * PostgreSQL channel told which sessions ended (sent on commit only), so that live sockets
 * authenticated with them close. Payloads: `<userId>:<sessionId>` (one session),
 * `<userId>:*` (every session of the user), `<userId>:*-<sessionId>` (all but that one).
 */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export type SessionEndedNotice = { userId: string; sessionId: string } | { userId: string; allBut: string | undefined };

/** Called inside the transaction that ends the sessions: NOTIFY is delivered only if it commits. */
export async function notifySessionsEnded(tx: DbOrTx, ended: { userId: bigint; sessionId?: bigint; keepSessionId?: bigint }): Promise<void> {
  const which = ended.sessionId !== undefined ? `${ended.sessionId}` : ended.keepSessionId !== undefined ? `*-${ended.keepSessionId}` : '*';
  await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${`${ended.userId}:${which}`})`);
}

/** Undefined for anything malformed. */
export function parseSessionEndedNotice(payload: string): SessionEndedNotice | undefined {
  const match = /^(\d{1,19}):(?:(\d{1,19})|\*(?:-(\d{1,19}))?)$/.exec(payload);
  if (!match?.[1]) return undefined;
  return match[2] ? { userId: match[1], sessionId: match[2] } : { userId: match[1], allBut: match[3] };
}

/** Whether a socket authenticated with `session` belongs to the sessions the notice ended. */
export function sessionEndedBy(notice: SessionEndedNotice, session: { userId: string; sessionId: string }): boolean {
  if (notice.userId !== session.userId) return false;
  return 'sessionId' in notice ? notice.sessionId === session.sessionId : notice.allBut !== session.sessionId;
}
