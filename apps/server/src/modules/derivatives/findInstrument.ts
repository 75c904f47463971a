import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Instrument, instruments } from './schema.js';

export async function findInstrument(db: DbOrTx, symbol: string): Promise<Instrument | undefined> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
  return row;
}

/** The instrument of a position, which a foreign key guarantees. */
export async function instrumentOf(db: DbOrTx, symbol: string): Promise<Instrument> {
  const found = await findInstrument(db, symbol);
  if (!found) throw new Error(`instrument ${symbol} vanished`);
  return found;
}
