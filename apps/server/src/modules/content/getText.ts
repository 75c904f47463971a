import { DEFAULT_LANG, fail, type Lang, ok, type Result, type TextView } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { renderMarkdown } from './renderMarkdown.js';
import { contentTexts } from './schema.js';

/** web/getText: a content text in the requested language (English only if it has no translation). */
export async function getText(db: DbOrTx, options: { id: number; lang: Lang }): Promise<Result<TextView>> {
  for (const lang of [options.lang, DEFAULT_LANG]) {
    const row = await db.query.contentTexts.findFirst({ where: and(eq(contentTexts.id, options.id), eq(contentTexts.lang, lang)) });
    if (row)
      return ok({ id: row.id, lang: row.lang, title: row.title, body: row.body, html: renderMarkdown(row.body), updated_at: row.updatedAt.toISOString() });
  }
  return fail('not_found');
}
