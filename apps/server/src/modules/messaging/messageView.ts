import { type Catalogue, translate } from '@veritex/i18n';
import type { InboxMessage, Lang } from '@veritex/shared';
import { groupOfKind, linkOfMessage } from './inboxKinds.js';
import type { userMessages } from './schema.js';

type MessageRow = typeof userMessages.$inferSelect;

/** Parameters that name something translatable (`level`, `side`, `direction`, a `local` place) are translated too. */
function renderParams(catalogue: Catalogue, lang: Lang, params: Record<string, string>): Record<string, string> {
  const rendered = { ...params };
  if (params.level) rendered.level = translate(catalogue, lang, `inbox:level.${params.level}`);
  if (params.side) rendered.side = translate(catalogue, lang, `inbox:side.${params.side}`);
  if (params.direction) rendered.direction = translate(catalogue, lang, `inbox:direction.${params.direction}`);
  // A private address has no country: named in the reader's words.
  if (params.place === 'local') rendered.place = translate(catalogue, lang, 'inbox:place.local');
  return rendered;
}

/** A staff broadcast in the words staff wrote for the reader's language, else in English. */
function broadcastWords(lang: Lang, params: Record<string, string>): { title: string; body: string } {
  const title = params[`title_${lang}`];
  const body = params[`body_${lang}`];
  if (title !== undefined && body !== undefined) return { title, body };
  return { title: params.title_en ?? '', body: params.body_en ?? '' };
}

/** A stored message as the reader sees it, in the reader's language. */
export function messageView(catalogue: Catalogue, lang: Lang, row: MessageRow): InboxMessage {
  const params = renderParams(catalogue, lang, row.params);
  const written = row.kind === 'platform_broadcast' ? broadcastWords(lang, row.params) : undefined;
  return {
    id: String(row.id),
    kind: row.kind,
    group: groupOfKind(row.kind),
    title: written?.title ?? translate(catalogue, lang, `inbox:${row.kind}.title`, params),
    body: written?.body ?? translate(catalogue, lang, `inbox:${row.kind}.body`, params),
    link: linkOfMessage(row.kind, row.params),
    created_at: row.createdAt.toISOString(),
    read: row.readAt ? 1 : 0,
  };
}
