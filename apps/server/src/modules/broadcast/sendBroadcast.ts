import { type BroadcastAudience, type BroadcastKind, type BroadcastView, DEFAULT_LANG, fail, LANGUAGES, type Lang, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { EVERYONE } from './audience.js';
import { broadcastView } from './broadcastView.js';
import { countBroadcastRecipients } from './countBroadcastRecipients.js';
import { deliverBroadcast } from './deliverBroadcast.js';
import { broadcasts } from './schema.js';

export interface SendBroadcastInput {
  kind: BroadcastKind;
  audience: BroadcastAudience;
  texts: Partial<Record<Lang, { title?: string; body?: string }>>;
  /** null: now. */
  sendAt: Date | null;
  staffName: string;
}

/** The languages written, each with a title and a body; English required (what the others fall back to). */
function writtenTexts(texts: SendBroadcastInput['texts']): Result<Record<string, { title: string; body: string }>> {
  const written: Record<string, { title: string; body: string }> = {};
  for (const lang of LANGUAGES) {
    const title = texts[lang]?.title?.trim() ?? '';
    const body = texts[lang]?.body?.trim() ?? '';
    if (lang === DEFAULT_LANG && (title === '' || body === '')) return fail('content_english_required', { field: title === '' ? 'title_en' : 'body_en' });
    if ((title === '') !== (body === '')) return fail('invalid_input', { field: title === '' ? `title_${lang}` : `body_${lang}` });
    if (title !== '') written[lang] = { title, body };
  }
  return ok(written);
}

/**
 * admin/sendBroadcast (on the audited action's transaction): records the broadcast; one for now is
 * delivered in this same transaction, a later one by the `broadcast.deliver` job at its time. An
 * inbox message to a group nobody is in is refused (staff saw the count of zero before sending).
 */
export async function sendBroadcast(db: DbOrTx, clock: Clock, input: SendBroadcastInput): Promise<Result<BroadcastView>> {
  const texts = writtenTexts(input.texts);
  if (!texts.ok) return texts;
  const now = clock.now();
  if (input.sendAt !== null && input.sendAt.getTime() <= now.getTime()) return fail('broadcast_time_past', { field: 'send_at' });
  const audience = input.kind === 'announcement' ? EVERYONE : input.audience;
  if (input.kind === 'message' && (await countBroadcastRecipients(db, { kind: input.kind, audience })).count === 0) return fail('broadcast_no_recipients');
  const [row] = await db
    .insert(broadcasts)
    .values({ kind: input.kind, audience, texts: texts.value, status: 'scheduled', sendAt: input.sendAt ?? now, createdBy: input.staffName, createdAt: now })
    .returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return ok(broadcastView(input.sendAt === null ? await deliverBroadcast(db, clock, row) : row));
}
