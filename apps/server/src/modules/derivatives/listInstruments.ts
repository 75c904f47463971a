import { type MarketStatus, marketStatus } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Instrument, type InstrumentCategory, instruments } from './schema.js';

export interface InstrumentWithStatus extends Instrument {
  status: MarketStatus;
}

/** The catalogue in display order, each instrument with whether it trades at `at`. */
export async function listInstruments(db: DbOrTx, options: { at: Date; category?: InstrumentCategory }): Promise<InstrumentWithStatus[]> {
  const rows = await db
    .select()
    .from(instruments)
    .where(options.category ? eq(instruments.category, options.category) : undefined)
    .orderBy(asc(instruments.sort), asc(instruments.symbol));
  return rows.map((row) => ({ ...row, status: marketStatus(row.tradingHours, options.at) }));
}
