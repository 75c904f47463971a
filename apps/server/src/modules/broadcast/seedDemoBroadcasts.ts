import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { sendBroadcast } from './sendBroadcast.js';

const DAY_MS = 86_400_000;

/**
 * The demo's broadcast desk (`npm start`): a welcome message sent to every user, in English and
 * French, and a maintenance notice scheduled for tomorrow that staff may still cancel. Once: a
 * desk with any broadcast is left alone.
 */
export async function seedDemoBroadcasts(db: Database, clock: Clock): Promise<void> {
  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from broadcasts`);
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  const everyone = { level: 'any', jurisdiction: '', country: '', product: 'any' } as const;
  await db.transaction(async (tx) => {
    await sendBroadcast(tx, clock, {
      kind: 'message',
      audience: everyone,
      texts: {
        en: {
          title: 'Welcome to Veritex',
          body: 'Every rule that binds you is published at /rules, with its history. Questions? Customer service answers in your language.',
        },
        fr: {
          title: 'Bienvenue sur Veritex',
          body: 'Chaque règle qui vous engage est publiée sur /rules, avec son historique. Une question ? Le service client répond dans votre langue.',
        },
      },
      sendAt: null,
      staffName: 'admin',
    });
    await sendBroadcast(tx, clock, {
      kind: 'message',
      audience: everyone,
      texts: { en: { title: 'Planned maintenance', body: 'Deposits and withdrawals pause for 30 minutes from 02:00 Hong Kong time. Trading continues.' } },
      sendAt: new Date(clock.now().getTime() + DAY_MS),
      staffName: 'admin',
    });
  });
}
