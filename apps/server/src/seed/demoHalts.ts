import { eq } from 'drizzle-orm';
import { findInstrument } from '../modules/derivatives/index.js';
import { haltTrading, listHaltDesk, resumeTrading } from '../modules/halts/index.js';
import { markets } from '../modules/marketdata/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import { DEMO_ADMIN } from './demoAccounts.js';

const HOUR_MS = 3_600_000;

/**
 * The halts desk and the trading pages have something to show (issue 19): a spot maintenance
 * halt lifted two days ago, and Brent crude halted now for a price-feed check, so /preciousMetal
 * shows the banner while the other instruments trade. Once: a database with any halt is left alone.
 */
export async function seedDemoHalts(db: Database, clock: Clock): Promise<void> {
  const desk = await listHaltDesk(db, { spot: [], instrument: [], delivery: [] });
  if (desk.history.length > 0) return;
  const now = clock.now().getTime();
  const at = (ms: number) => ({ now: () => new Date(ms) });
  const staffUsername = DEMO_ADMIN.username;
  const [eth] = await db.select({ symbol: markets.symbol }).from(markets).where(eq(markets.symbol, 'ETH_USDT'));
  if (eth) {
    const past = await haltTrading(db, at(now - 50 * HOUR_MS), {
      scope: 'spot',
      target: eth.symbol,
      reason: 'maintenance',
      note: 'Wallet node upgrade; open orders kept.',
      cancelOpen: false,
      staffUsername,
      targetKnown: true,
    });
    if (past.ok) await resumeTrading(db, at(now - 48 * HOUR_MS), { id: past.value.id, note: 'Upgrade finished.', staffUsername });
  }
  if (await findInstrument(db, 'BRENT_USD')) {
    await haltTrading(db, at(now - HOUR_MS), {
      scope: 'instrument',
      target: 'BRENT_USD',
      reason: 'price_feed',
      note: 'The Brent reference feed is being checked; WTI trades as usual.',
      cancelOpen: false,
      staffUsername,
      targetKnown: true,
    });
  }
}
