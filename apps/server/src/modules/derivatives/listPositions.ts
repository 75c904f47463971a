import type { Paged, PositionView } from '@veritex/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { contractSpecOf } from './contractSpec.js';
import { type CurrentQuote, currentQuote } from './currentQuote.js';
import { positionView } from './positionView.js';
import { instruments, positions } from './schema.js';

const TABS = {
  pending: ['pending'],
  open: ['open', 'closing'],
  closed: ['closed', 'liquidated'],
  cancelled: ['cancelled'],
} as const;

/** web/getPositions: one of the spec §4 tabs, newest first, open ones with live figures. */
export async function listPositions(
  db: DbOrTx,
  clock: Clock,
  userId: bigint,
  filter: { tab: keyof typeof TABS; symbol?: string; page: number; limit: number },
): Promise<Paged<PositionView>> {
  const where = and(
    eq(positions.userId, userId),
    inArray(positions.status, [...TABS[filter.tab]]),
    filter.symbol ? eq(positions.symbol, filter.symbol) : sql`true`,
  );
  const rows = await db
    .select()
    .from(positions)
    .where(where)
    .orderBy(desc(positions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [count] = await db.select({ total: sql<string>`count(*)::text` }).from(positions).where(where);
  const catalogue = new Map((await db.select().from(instruments)).map((i) => [i.symbol, i]));
  const quotes = new Map<string, CurrentQuote | undefined>();
  const now = clock.now();
  const list: PositionView[] = [];
  for (const row of rows) {
    const instrument = catalogue.get(row.symbol);
    if (!instrument) continue;
    if (row.status === 'open' && !quotes.has(row.symbol)) {
      const quote = await currentQuote(db, row.symbol, contractSpecOf(instrument), now);
      quotes.set(row.symbol, quote.ok ? quote.value : undefined);
    }
    list.push(positionView(row, instrument, quotes.get(row.symbol)));
  }
  return { list, total: Number(count?.total ?? 0) };
}
