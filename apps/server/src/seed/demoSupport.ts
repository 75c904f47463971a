import { eq } from 'drizzle-orm';
import { createStaff } from '../modules/admin/index.js';
import { seedDemoConversation } from '../modules/support/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import { staff } from '../platform/db/schema.js';

/**
 * The demo's support agents (role `support` only: the desk, the Outbox, users and verification
 * read-only), stated in the README; sign in at /admin with the TOTP secret in an authenticator.
 */
export const DEMO_SUPPORT_AGENTS = [
  { username: 'anna', password: 'Support#2026anna', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  { username: 'marco', password: 'Support#2026marco', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
] as const;

export async function seedDemoSupportAgents(db: Database): Promise<void> {
  for (const agent of DEMO_SUPPORT_AGENTS) await createStaff(db, { ...agent, roles: ['support'] });
}

/** The demo trader's support history: a closed, rated conversation and one waiting in the queue (modules/support). */
export async function seedDemoSupport(db: Database, clock: Clock, traderId: bigint): Promise<void> {
  const [agent] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, DEMO_SUPPORT_AGENTS[0].username));
  if (!agent) return;
  await seedDemoConversation(db, clock, { userId: traderId, agentId: agent.id });
}
