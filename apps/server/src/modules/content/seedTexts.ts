import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLang } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { contentTexts } from './schema.js';

const TEXTS_DIR = join(import.meta.dirname, 'texts');

type TextFile = Record<string, { title: string; body: string }>;

/** Seeds the shipped texts; a text staff have edited (newer than the seed) is kept. */
export async function seedTexts(db: DbOrTx): Promise<number> {
  let seeded = 0;
  for (const file of readdirSync(TEXTS_DIR)) {
    const lang = file.replace(/\.json$/, '');
    if (!isLang(lang)) continue;
    const texts = JSON.parse(readFileSync(join(TEXTS_DIR, file), 'utf8')) as TextFile;
    for (const [id, text] of Object.entries(texts)) {
      const inserted = await db
        .insert(contentTexts)
        .values({ id: Number(id), lang, title: text.title, body: text.body })
        .onConflictDoNothing()
        .returning({ id: contentTexts.id });
      seeded += inserted.length;
    }
  }
  return seeded;
}
