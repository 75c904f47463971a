import { STAFF_SIGN_IN_OUTCOMES } from '@veritex/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff, staffRoleRequests, staffSignIns } from '../schema.js';

const RECENT_DECIDED = 20;

type SignInRow = typeof staffSignIns.$inferSelect;

type SignInOutcome = (typeof STAFF_SIGN_IN_OUTCOMES)[number];
const isOutcome = (value: string): value is SignInOutcome => (STAFF_SIGN_IN_OUTCOMES as readonly string[]).includes(value);

export function toSignInRecord(row: Pick<SignInRow, 'at' | 'ip' | 'userAgent' | 'outcome'>) {
  const outcome: SignInOutcome = isOutcome(row.outcome) ? row.outcome : 'staff_login_failed';
  return { at: row.at.toISOString(), ip: row.ip, user_agent: row.userAgent, outcome };
}

/** admin/staffMembers: every member (never a password or a secret) with their last sign-in, and the super-admin grants. */
export async function listStaffDesk(db: DbOrTx) {
  const members = await db.select().from(staff).orderBy(asc(staff.username));
  const lastSignIns = await db
    .selectDistinctOn([staffSignIns.staffId])
    .from(staffSignIns)
    .orderBy(staffSignIns.staffId, desc(staffSignIns.at), desc(staffSignIns.id));
  const lastBy = new Map(lastSignIns.map((row) => [String(row.staffId), row]));
  const target = alias(staff, 'target');
  const requester = alias(staff, 'requester');
  const decider = alias(staff, 'decider');
  const requests = await db
    .select({ request: staffRoleRequests, target: target.username, requester: requester.username, decider: decider.username })
    .from(staffRoleRequests)
    .innerJoin(target, eq(target.id, staffRoleRequests.staffId))
    .innerJoin(requester, eq(requester.id, staffRoleRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, staffRoleRequests.decidedBy))
    .orderBy(sql`${staffRoleRequests.status} <> 'pending'`, desc(staffRoleRequests.id))
    .limit(100);
  const pending = requests.filter((row) => row.request.status === 'pending');
  const decided = requests.filter((row) => row.request.status !== 'pending').slice(0, RECENT_DECIDED);
  return {
    items: members.map((member) => {
      const last = lastBy.get(String(member.id));
      return {
        id: String(member.id),
        username: member.username,
        display_name: member.displayName,
        roles: member.roles,
        status: member.status,
        password_pending: member.mustChangePassword,
        totp_pending: member.totpSecret === null,
        created_at: member.createdAt.toISOString(),
        last_sign_in: last ? toSignInRecord(last) : null,
      };
    }),
    requests: [...pending, ...decided].map(({ request, target: staffUsername, requester: requestedBy, decider: decidedBy }) => ({
      id: String(request.id),
      staff_id: String(request.staffId),
      staff_username: staffUsername,
      role: request.role,
      requested_by: requestedBy,
      requested_at: request.requestedAt.toISOString(),
      status: request.status,
      decided_by: decidedBy,
      decided_at: request.decidedAt?.toISOString() ?? null,
    })),
  };
}
