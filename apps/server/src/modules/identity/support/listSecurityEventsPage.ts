import type { SecurityEventKind, SecurityEventView } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { securityEvents } from '../schema.js';
import { placeOfIp } from '../security/placeOfIp.js';

/** admin/userSecurityEvents: a user's security changes, newest first, a page at a time (the owner's page shows the latest 20). */
export async function listSecurityEventsPage(
  db: DbOrTx,
  options: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: SecurityEventView[]; total: number }> {
  const where = eq(securityEvents.userId, options.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(securityEvents).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map((event) => ({
      kind: event.kind as SecurityEventKind,
      at: event.at.toISOString(),
      ip: event.ip,
      place: placeOfIp(event.ip),
      user_agent: event.userAgent,
    })),
  };
}
