import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnnouncementCategory, LANGUAGES } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { announcements, announcementTranslations } from './schema.js';

const SEED_DIR = join(import.meta.dirname, 'seed');
const DAY_MS = 86_400_000;

/** The shipped announcements (texts in seed/<lang>.json), each published `daysAgo` before the first start. */
const SHIPPED: ReadonlyArray<{ key: string; category: AnnouncementCategory; pinned: boolean; daysAgo: number }> = [
  { key: 'launch', category: 'platform', pinned: true, daysAgo: 20 },
  { key: 'fees', category: 'platform', pinned: false, daysAgo: 19 },
  { key: 'earn', category: 'activity', pinned: false, daysAgo: 12 },
  { key: 'risk', category: 'risk', pinned: false, daysAgo: 6 },
  { key: 'listing', category: 'listing', pinned: false, daysAgo: 3 },
  { key: 'maintenance', category: 'maintenance', pinned: false, daysAgo: 1 },
];

type SeedTexts = Record<string, { title: string; body: string }>;

/** "2026-06-14 02:00 UTC": one spelling every language reads. */
function utcLabel(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The maintenance window: the first Sunday 02:00–03:00 UTC at least three days after the first start. */
export function maintenanceWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 2));
  while (start.getUTCDay() !== 0) start.setUTCDate(start.getUTCDate() + 1);
  return { start, end: new Date(start.getTime() + 3_600_000) };
}

/**
 * Seeds the venue's first announcements in every language. Idempotent by seed key: a restart adds
 * only what is missing, and an announcement staff have edited, archived or re-pinned stays as they left it.
 */
export async function seedAnnouncements(db: DbOrTx, clock: Clock): Promise<number> {
  const now = clock.now();
  const window = maintenanceWindow(now);
  const fill = (text: string) => text.replaceAll('{{start}}', utcLabel(window.start)).replaceAll('{{end}}', utcLabel(window.end));
  const texts = new Map(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(join(SEED_DIR, `${lang}.json`), 'utf8')) as SeedTexts]));
  let seeded = 0;
  for (const shipped of SHIPPED) {
    const publishAt = new Date(now.getTime() - shipped.daysAgo * DAY_MS);
    const [created] = await db
      .insert(announcements)
      .values({
        category: shipped.category,
        pinned: shipped.pinned,
        status: 'published',
        publishAt,
        seedKey: `seed:${shipped.key}`,
        createdAt: publishAt,
        updatedAt: publishAt,
        updatedBy: 'seed',
      })
      .onConflictDoNothing()
      .returning({ id: announcements.id });
    if (!created) continue;
    seeded++;
    for (const [lang, file] of texts) {
      const text = file[shipped.key];
      if (text) await db.insert(announcementTranslations).values({ announcementId: created.id, lang, title: fill(text.title), body: fill(text.body) });
    }
  }
  return seeded;
}
