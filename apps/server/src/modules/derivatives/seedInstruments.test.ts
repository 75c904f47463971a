import { isValidTradingHours } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { listInstruments } from './listInstruments.js';
import { instruments } from './schema.js';
import { SEEDED_INSTRUMENT_SYMBOLS, seedInstruments } from './seedInstruments.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedInstruments(database.db);
});
afterAll(() => database.close());

describe('seedInstruments', () => {
  it('is idempotent and keeps what staff changed', async () => {
    await database.db.execute(sql`update instruments set max_leverage = 10 where symbol = 'BTC_USDT_PERP'`);
    await seedInstruments(database.db);
    const rows = await database.db.select().from(instruments);
    expect(rows.map((r) => r.symbol).sort()).toEqual([...SEEDED_INSTRUMENT_SYMBOLS].sort());
    expect(rows.find((r) => r.symbol === 'BTC_USDT_PERP')?.maxLeverage).toBe(10);
    await database.db.execute(sql`update instruments set max_leverage = 100 where symbol = 'BTC_USDT_PERP'`);
  });

  it('seeds every category the issue names', async () => {
    const rows = await database.db.select().from(instruments);
    const symbols = rows.map((r) => r.symbol);
    for (const symbol of ['BTC_USDT_PERP', 'ETH_USDT_PERP', 'XAU_USD', 'XAG_USD', 'WTI_USD', 'BRENT_USD', 'EUR_USD', 'USD_JPY', 'AAPL_USD', 'NVDA_USD']) {
      expect(symbols).toContain(symbol);
    }
  });

  it('gives every instrument sane numbers', async () => {
    for (const row of await database.db.select().from(instruments)) {
      const label = row.symbol;
      expect(row.maxLeverage, label).toBeGreaterThanOrEqual(1);
      expect(Number(row.lotSize), label).toBeGreaterThan(0);
      expect(Number(row.referencePrice), label).toBeGreaterThan(0);
      expect(Number(row.exposureCapUsdt), label).toBeGreaterThan(0);
      expect(row.volatilityBp, label).toBeGreaterThan(0);
      // Maintenance margin below initial margin at full leverage: a new position is never liquidated at once.
      expect(row.maintenanceMarginBp * row.maxLeverage, label).toBeLessThan(10_000);
      // The spread and a round trip of fees cost less than the maintenance margin.
      expect(row.spreadBp + row.openFeeBp + row.closeFeeBp, label).toBeLessThan(row.maintenanceMarginBp);
      expect(isValidTradingHours(row.tradingHours), label).toBe(true);
      const lotValue = Number(row.lotSize) * Number(row.referencePrice);
      const lotValueUsd = row.quote === 'JPY' || row.quote === 'CHF' ? lotValue / Number(row.referencePrice) : lotValue;
      expect(lotValueUsd, `${label}: one lot in USD`).toBeGreaterThanOrEqual(50);
      expect(lotValueUsd, `${label}: one lot in USD`).toBeLessThanOrEqual(10_000);
      if (row.category === 'crypto') {
        expect([row.kind, row.maxLeverage, row.carryPeriod, row.tradingHours], label).toEqual(['perpetual', 100, '8h', '24/7']);
      } else {
        expect(row.kind, label).toBe('cfd');
        expect(row.maxLeverage, label).toBeLessThan(100);
        expect(row.carryPeriod, label).toBe('1d');
        expect(row.tradingHours, label).not.toBe('24/7');
      }
    }
  });

  it('refuses an instrument the database rules out', async () => {
    const broken = { ...(await database.db.select().from(instruments))[0], symbol: 'BROKEN' } as typeof instruments.$inferInsert;
    await expect(database.db.insert(instruments).values({ ...broken, maxLeverage: 0 })).rejects.toThrow();
    await expect(database.db.insert(instruments).values({ ...broken, lotSize: '0' })).rejects.toThrow();
    await expect(database.db.insert(instruments).values({ ...broken, maxLeverage: 100, maintenanceMarginBp: 100 })).rejects.toThrow();
  });
});

describe('listInstruments', () => {
  it('shows crypto open and forex closed with its reopening time on a Saturday', async () => {
    const saturday = new Date('2025-11-22T12:00:00Z');
    const list = await listInstruments(database.db, { at: saturday });
    expect(list.map((i) => i.symbol)).toEqual(SEEDED_INSTRUMENT_SYMBOLS);
    expect(list.find((i) => i.symbol === 'BTC_USDT_PERP')?.status).toEqual({ open: true });
    expect(list.find((i) => i.symbol === 'EUR_USD')?.status).toEqual({ open: false, reopensAt: new Date('2025-11-23T22:00:00Z') });
    expect(list.find((i) => i.symbol === 'AAPL_USD')?.status).toEqual({ open: false, reopensAt: new Date('2025-11-24T14:30:00Z') });
  });
  it('filters by category', async () => {
    const metals = await listInstruments(database.db, { at: new Date('2025-11-19T10:00:00Z'), category: 'metal' });
    expect(metals.map((i) => i.symbol)).toEqual(['XAU_USD', 'XAG_USD']);
    expect(metals.every((i) => i.status.open)).toBe(true);
  });
});
