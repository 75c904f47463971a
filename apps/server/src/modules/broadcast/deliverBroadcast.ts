import { type BroadcastAudience, broadcastAudienceSchema, type Lang } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { publishAnnouncement, saveAnnouncement } from '../content/index.js';
import { postUserMessage } from '../messaging/index.js';
import { audienceCondition } from './audience.js';
import { broadcasts } from './schema.js';

type BroadcastRow = typeof broadcasts.$inferSelect;

/** The inbox message's parameters: `title_<lang>` and `body_<lang>` for each language written (read in the reader's language, else English). */
export function messageParams(texts: BroadcastRow['texts']): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [lang, text] of Object.entries(texts)) {
    params[`title_${lang}`] = text.title;
    params[`body_${lang}`] = text.body;
  }
  return params;
}

/**
 * Sends one broadcast, in the caller's transaction with the row locked: an inbox message to every
 * user of its group (dedupe key `broadcast:<id>`: at most once per user whatever re-runs), or the
 * announcement published now; then marks it sent with its recipient count.
 */
export async function deliverBroadcast(tx: DbOrTx, clock: Clock, row: BroadcastRow): Promise<BroadcastRow> {
  let recipients: number | null = null;
  let announcementId: bigint | null = null;
  if (row.kind === 'message') {
    recipients = await postToGroup(tx, clock, row, broadcastAudienceSchema.parse(row.audience));
  } else {
    const saved = await saveAnnouncement(tx, clock, {
      category: 'platform',
      texts: row.texts as Partial<Record<Lang, { title: string; body: string }>>,
      staffName: row.createdBy,
    });
    if (!saved.ok) throw new Error(`broadcast ${row.id}: its announcement was refused (${saved.error})`);
    announcementId = BigInt(saved.value.id);
    const published = await publishAnnouncement(tx, clock, { id: announcementId, publishAt: null, staffName: row.createdBy });
    if (!published.ok) throw new Error(`broadcast ${row.id}: its announcement could not be published (${published.error})`);
  }
  const [sent] = await tx
    .update(broadcasts)
    .set({ status: 'sent', sentAt: clock.now(), recipients, announcementId })
    .where(eq(broadcasts.id, row.id))
    .returning();
  if (!sent) throw new Error(`broadcast ${row.id} vanished while being sent`);
  return sent;
}

async function postToGroup(tx: DbOrTx, clock: Clock, row: BroadcastRow, audience: BroadcastAudience): Promise<number> {
  const users = await tx.execute<{ id: string }>(sql`select u.id::text as id from users u where ${audienceCondition(audience)} order by u.id`);
  const params = messageParams(row.texts);
  let posted = 0;
  for (const user of users.rows) {
    const fresh = await postUserMessage(tx, clock, { userId: BigInt(user.id), kind: 'platform_broadcast', params, dedupeKey: `broadcast:${row.id}` });
    if (fresh) posted += 1;
  }
  return posted;
}
