import { fail, isValidEmail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { supportTickets } from './schema.js';

/** Messages one address (IP or e-mail) may leave per hour: enough to add a detail, too few to flood the desk. */
const PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * web/supportLeaveMessage: a visitor who is not signed in leaves a message with their e-mail
 * address; staff answer it by e-mail in the language it was written from. A valid address is
 * required; each IP and each e-mail address may leave a few per hour.
 */
export async function leaveVisitorMessage(
  db: DbOrTx,
  clock: Clock,
  input: { email: string; message: string; lang: Lang; ip: string },
): Promise<Result<{ id: string }>> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return fail('email_invalid', { field: 'email' });
  const now = clock.now();
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(and(gt(supportTickets.createdAt, new Date(now.getTime() - HOUR_MS)), or(eq(supportTickets.ip, input.ip), eq(supportTickets.email, email))));
  if ((recent?.n ?? 0) >= PER_HOUR) return fail('rate_limited', { retry_after: 3600 });
  const [row] = await db
    .insert(supportTickets)
    .values({ email, lang: input.lang, message: input.message, ip: input.ip, status: 'new', createdAt: now })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error('support ticket insert returned nothing');
  return ok({ id: String(row.id) });
}
