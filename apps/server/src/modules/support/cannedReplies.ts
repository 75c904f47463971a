import { fail, LANGUAGES, ok, type Result, type SupportCanned } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { CANNED_SEED } from './cannedSeed.js';
import { type SupportCannedRow, supportCannedReplies } from './schema.js';

function cannedView(row: SupportCannedRow): SupportCanned {
  return { id: String(row.id), title: row.title, texts: row.texts, updated_at: row.updatedAt.toISOString() };
}

/** admin/supportCanned: every canned reply, by title. */
export async function listCannedReplies(db: DbOrTx): Promise<{ items: SupportCanned[] }> {
  const rows = await db.select().from(supportCannedReplies).orderBy(asc(supportCannedReplies.id));
  return { items: rows.map(cannedView) };
}

/**
 * admin/supportSaveCanned: creates or changes a canned reply. English is required (the console
 * inserts it when the user's language has no text); empty languages are left out.
 */
export async function saveCannedReply(
  db: DbOrTx,
  clock: Clock,
  input: { id?: bigint; title: string; texts: Partial<Record<string, string>>; staffId: bigint },
): Promise<Result<SupportCanned>> {
  const texts = Object.fromEntries(LANGUAGES.flatMap((lang) => (input.texts[lang] ? [[lang, input.texts[lang]]] : [])));
  if (!texts.en) return fail('invalid_input', { field: 'text_en' });
  const values = { title: input.title, texts, updatedBy: input.staffId, updatedAt: clock.now() };
  const [row] =
    input.id === undefined
      ? await db.insert(supportCannedReplies).values(values).returning()
      : await db.update(supportCannedReplies).set(values).where(eq(supportCannedReplies.id, input.id)).returning();
  return row ? ok(cannedView(row)) : fail('support_canned_unknown', { field: 'id' });
}

/** admin/supportDeleteCanned. */
export async function deleteCannedReply(db: DbOrTx, input: { id: bigint }): Promise<Result<{ id: string }>> {
  const [row] = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, input.id)).returning({ id: supportCannedReplies.id });
  return row ? ok({ id: String(row.id) }) : fail('support_canned_unknown', { field: 'id' });
}

/** The desk's starting canned replies (cannedSeed.ts); a key already present (perhaps edited by staff) is left alone. */
export async function seedCannedReplies(db: DbOrTx, clock: Clock): Promise<void> {
  for (const reply of CANNED_SEED) {
    await db
      .insert(supportCannedReplies)
      .values({ title: reply.title, texts: reply.texts, seedKey: reply.key, updatedAt: clock.now() })
      .onConflictDoNothing({ target: supportCannedReplies.seedKey });
  }
}
