import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CurrencyInfo, coinIconUrl, fail, LANGUAGES, type Lang, ok, type Result } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.js';
import { assets } from '../schema.js';

/**
 * web/getCurrencyAll and web/getCurrencyMessage. Supplies are a dated snapshot, not a live feed:
 * `figures_as_of` (a year) lets the page say so.
 */
export interface CoinInfo extends CurrencyInfo {
  figures_as_of: string;
}

const wholeCoins = z.string().regex(/^\d+(\.\d+)?$/);
const httpsUrl = z.url({ protocol: /^https$/ });

/** One asset's entry in coins.json; the introduction must exist in every spec language. */
const coinEntrySchema = z.object({
  release_date: z.iso.date(),
  total_supply: wholeCoins,
  circulating_supply: wholeCoins,
  figures_as_of: z.string().min(1),
  website: httpsUrl,
  white_paper: httpsUrl,
  introduction: z.record(z.enum(LANGUAGES), z.string().min(1)),
});
type CoinEntry = z.infer<typeof coinEntrySchema>;

/** Read and checked once at import: a malformed file stops the server at start, not a request. */
const COINS: Record<string, CoinEntry> = z.record(z.string(), coinEntrySchema).parse(JSON.parse(readFileSync(join(import.meta.dirname, 'coins.json'), 'utf8')));

type AssetRow = typeof assets.$inferSelect;

/** "21000000.000000000000000000" → "21000000". */
function plainNumber(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** What staff entered on the markets desk for a coin they added (coins.json has the seeded coins'). */
function deskEntry(asset: AssetRow): Omit<CoinInfo, 'code' | 'name' | 'scale' | 'display_scale' | 'icon_url'> {
  const extra = (asset.extra ?? {}) as { figures_as_of?: unknown };
  return {
    release_date: asset.releaseDate ?? '',
    total_supply: plainNumber(asset.totalSupply),
    circulating_supply: plainNumber(asset.circulatingSupply),
    figures_as_of: typeof extra.figures_as_of === 'string' ? extra.figures_as_of : '',
    website: asset.website ?? '',
    white_paper: asset.whitePaper ?? '',
    introduction: asset.introduction ?? '',
  };
}

/** A seeded coin's information from coins.json, a desk-added coin's from its row; an asset with neither answers empty fields rather than failing. */
function coinInfo(asset: AssetRow, lang: Lang): CoinInfo {
  const entry = COINS[asset.code];
  const fields = entry
    ? {
        release_date: entry.release_date,
        total_supply: entry.total_supply,
        circulating_supply: entry.circulating_supply,
        figures_as_of: entry.figures_as_of,
        website: entry.website,
        white_paper: entry.white_paper,
        introduction: entry.introduction[lang] ?? '',
      }
    : deskEntry(asset);
  return {
    code: asset.code,
    name: asset.name,
    scale: asset.scale,
    display_scale: Math.max(0, Math.min(asset.displayScale, asset.scale)),
    ...fields,
    icon_url: asset.iconKey ? coinIconUrl(asset.code, asset.iconKey) : '',
  };
}

/** A coin's stored profile (icon key and desk-entered information), for the icon route. */
export async function findCoinProfile(db: DbOrTx, code: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.code, code)).limit(1);
  return row;
}

/** Every asset, in the assets' display order. */
export async function listCurrencies(db: DbOrTx, options: { lang: Lang }): Promise<CoinInfo[]> {
  const rows = await db.select().from(assets).orderBy(asc(assets.sort), asc(assets.code));
  return rows.map((row) => coinInfo(row, options.lang));
}

export async function getCurrency(db: DbOrTx, options: { code: string; lang: Lang }): Promise<Result<CoinInfo>> {
  const row = await findCoinProfile(db, options.code);
  if (!row) return fail('asset_unknown', { field: 'code' });
  return ok(coinInfo(row, options.lang));
}
