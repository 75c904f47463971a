import { type CoinDesk, coinIconUrl, fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../platform/images.js';
import { assets, findAsset } from '../marketdata/index.js';

export interface CreateCoinInput {
  code: string;
  name: string;
  scale: number;
  displayScale: number;
  website: string;
  whitePaper: string;
  introduction: string;
  totalSupply: string;
  circulatingSupply: string;
  releaseDate: string;
  icon: Buffer | undefined;
}

/** Coins added on the desk sort after the seeded ones. */
const NEW_COIN_SORT = 1000;

/**
 * admin/marketsCreateCoin (audited by the route): a coin as an asset with its coin information
 * and, optionally, an icon (PNG/JPG, checked by its bytes and re-encoded without metadata). It
 * trades once staff list its USDT market; balances of it can exist from now on.
 */
export async function createCoin(db: DbOrTx, images: ImageStore, clock: Clock, input: CreateCoinInput): Promise<Result<CoinDesk>> {
  if (await findAsset(db, input.code)) return fail('coin_exists', { field: 'code' });
  if (input.displayScale > input.scale) return fail('invalid_input', { field: 'display_scale' });
  let iconKey: string | null = null;
  if (input.icon && input.icon.length > 0) {
    const image = await acceptImage(input.icon, { field: 'file', minSidePx: 16 });
    if (!image.ok) return image;
    iconKey = await images.save(image.value);
  }
  const blank = (value: string) => (value === '' ? null : value);
  await db.insert(assets).values({
    code: input.code,
    name: input.name,
    scale: input.scale,
    displayScale: input.displayScale,
    sort: NEW_COIN_SORT,
    iconKey,
    website: blank(input.website),
    whitePaper: blank(input.whitePaper),
    introduction: blank(input.introduction),
    totalSupply: blank(input.totalSupply),
    circulatingSupply: blank(input.circulatingSupply),
    releaseDate: blank(input.releaseDate),
    extra: { figures_as_of: String(clock.now().getUTCFullYear()) },
  });
  return ok({
    code: input.code,
    name: input.name,
    scale: input.scale,
    display_scale: input.displayScale,
    icon_url: iconKey ? coinIconUrl(input.code, iconKey) : '',
    website: input.website,
    markets: [],
  });
}
