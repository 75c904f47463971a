import type { SupportAgent } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { listStaffMembers } from '../admin/index.js';

/** admin/supportAgents: the active staff whose roles may chat, each with how many open conversations they hold (transfer targets). */
export async function listSupportAgents(db: DbOrTx): Promise<{ items: SupportAgent[] }> {
  const [members, held] = await Promise.all([
    listStaffMembers(db, { permission: 'support.chat' }),
    db.execute<{ agent_id: string; n: number }>(
      sql`select agent_id::text, count(*)::int as n from support_conversations where status <> 'closed' and agent_id is not null group by agent_id`,
    ),
  ]);
  const heldBy = new Map(held.rows.map((row) => [row.agent_id, row.n]));
  return { items: members.map((member) => ({ id: String(member.id), username: member.username, active_conversations: heldBy.get(String(member.id)) ?? 0 })) };
}
