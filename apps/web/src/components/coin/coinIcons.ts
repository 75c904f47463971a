/**
 * Where each asset's icon comes from. Every icon is its own lazily loaded file (a dynamic import:
 * a small fingerprinted chunk, cached for good), fetched the first time a page shows that asset;
 * nothing here is in the main bundle but this table.
 *
 * - Coins: `@web3icons/core` (MIT, maintained), its "background" style (the brand's colour field with
 *   the mark in white), shown as a disc. Only the coins the venue lists (the seed) and the majors
 *   staff are most likely to add are shipped; any other coin gets the monogram.
 * - Fiat currencies: the issuer's flag from `circle-flags` (MIT), already round.
 * - Metals and energy: drawn here (CoinIcon.tsx); shares, the demo coin VRTX and anything unknown:
 *   a monogram, since a company's logo is its trademark and a made-up coin has none.
 */
type SvgModule = { default: string };
type Loader = () => Promise<SvgModule>;

const COINS: Record<string, Loader> = {
  // The seeded markets (apps/server/src/modules/marketdata/seedMarkets.ts).
  USDT: () => import('@web3icons/core/svgs/tokens/background/USDT.svg.js'),
  BTC: () => import('@web3icons/core/svgs/tokens/background/BTC.svg.js'),
  ETH: () => import('@web3icons/core/svgs/tokens/background/ETH.svg.js'),
  BNB: () => import('@web3icons/core/svgs/tokens/background/BNB.svg.js'),
  SOL: () => import('@web3icons/core/svgs/tokens/background/SOL.svg.js'),
  XRP: () => import('@web3icons/core/svgs/tokens/background/XRP.svg.js'),
  DOGE: () => import('@web3icons/core/svgs/tokens/background/DOGE.svg.js'),
  ADA: () => import('@web3icons/core/svgs/tokens/background/ADA.svg.js'),
  TRX: () => import('@web3icons/core/svgs/tokens/background/TRX.svg.js'),
  LTC: () => import('@web3icons/core/svgs/tokens/background/LTC.svg.js'),
  DOT: () => import('@web3icons/core/svgs/tokens/background/DOT.svg.js'),
  LINK: () => import('@web3icons/core/svgs/tokens/background/LINK.svg.js'),
  AVAX: () => import('@web3icons/core/svgs/tokens/background/AVAX.svg.js'),
  // Majors a venue commonly lists next.
  USDC: () => import('@web3icons/core/svgs/tokens/background/USDC.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/background/DAI.svg.js'),
  FDUSD: () => import('@web3icons/core/svgs/tokens/background/FDUSD.svg.js'),
  WBTC: () => import('@web3icons/core/svgs/tokens/background/WBTC.svg.js'),
  BCH: () => import('@web3icons/core/svgs/tokens/background/BCH.svg.js'),
  ETC: () => import('@web3icons/core/svgs/tokens/background/ETC.svg.js'),
  XLM: () => import('@web3icons/core/svgs/tokens/background/XLM.svg.js'),
  XMR: () => import('@web3icons/core/svgs/tokens/background/XMR.svg.js'),
  SHIB: () => import('@web3icons/core/svgs/tokens/background/SHIB.svg.js'),
  PEPE: () => import('@web3icons/core/svgs/tokens/background/PEPE.svg.js'),
  NEAR: () => import('@web3icons/core/svgs/tokens/background/NEAR.svg.js'),
  UNI: () => import('@web3icons/core/svgs/tokens/background/UNI.svg.js'),
  AAVE: () => import('@web3icons/core/svgs/tokens/background/AAVE.svg.js'),
  ATOM: () => import('@web3icons/core/svgs/tokens/background/ATOM.svg.js'),
  FIL: () => import('@web3icons/core/svgs/tokens/background/FIL.svg.js'),
  APT: () => import('@web3icons/core/svgs/tokens/background/APT.svg.js'),
  SUI: () => import('@web3icons/core/svgs/tokens/background/SUI.svg.js'),
  ARB: () => import('@web3icons/core/svgs/tokens/background/ARB.svg.js'),
  OP: () => import('@web3icons/core/svgs/tokens/background/OP.svg.js'),
  POL: () => import('@web3icons/core/svgs/tokens/background/POL.svg.js'),
  HBAR: () => import('@web3icons/core/svgs/tokens/background/HBAR.svg.js'),
  ICP: () => import('@web3icons/core/svgs/tokens/background/ICP.svg.js'),
};

/** Currencies of the FX instruments and quick-buy ads (P2P_FIATS), and their issuers' flags. */
const FIATS: Record<string, Loader> = {
  USD: () => import('circle-flags/flags/us.svg?raw'),
  EUR: () => import('circle-flags/flags/european_union.svg?raw'),
  GBP: () => import('circle-flags/flags/gb.svg?raw'),
  JPY: () => import('circle-flags/flags/jp.svg?raw'),
  AUD: () => import('circle-flags/flags/au.svg?raw'),
  CHF: () => import('circle-flags/flags/ch.svg?raw'),
  CNY: () => import('circle-flags/flags/cn.svg?raw'),
  CNH: () => import('circle-flags/flags/cn.svg?raw'),
  HKD: () => import('circle-flags/flags/hk.svg?raw'),
  CAD: () => import('circle-flags/flags/ca.svg?raw'),
};

/** Drawn in CoinIcon.tsx: precious metals by their chemical symbol, crude oil as a drop. */
export const METALS: Record<string, { symbol: string; tone: 'gold' | 'silver' | 'platinum' }> = {
  XAU: { symbol: 'Au', tone: 'gold' },
  XAG: { symbol: 'Ag', tone: 'silver' },
  XPT: { symbol: 'Pt', tone: 'platinum' },
  XPD: { symbol: 'Pd', tone: 'platinum' },
};
export const ENERGY = new Set(['WTI', 'BRENT', 'OIL', 'USOIL', 'UKOIL']);

export type IconKind = 'coin' | 'fiat';

export function iconLoader(asset: string): { kind: IconKind; load: Loader } | undefined {
  const code = asset.toUpperCase();
  const coin = COINS[code];
  if (coin) return { kind: 'coin', load: coin };
  const fiat = FIATS[code];
  if (fiat) return { kind: 'fiat', load: fiat };
  return undefined;
}

export function isFiat(asset: string): boolean {
  return asset.toUpperCase() in FIATS;
}

const sources = new Map<string, string>();
const pending = new Map<string, Promise<string | null>>();

const toDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** An icon already loaded in this page (so a list that re-renders never flashes its placeholder). */
export function loadedIcon(asset: string): string | undefined {
  return sources.get(asset.toUpperCase());
}

/** Loads an asset's icon once per page; null when it has none or its file could not be fetched. */
export function loadIcon(asset: string): Promise<string | null> {
  const code = asset.toUpperCase();
  const known = sources.get(code);
  if (known) return Promise.resolve(known);
  const entry = iconLoader(code);
  if (!entry) return Promise.resolve(null);
  let request = pending.get(code);
  if (!request) {
    request = entry.load().then(
      (module) => {
        const source = toDataUrl(module.default);
        sources.set(code, source);
        return source;
      },
      // Offline or a release replaced the file: the monogram stands in, and a later page may retry.
      () => {
        pending.delete(code);
        return null;
      },
    );
    pending.set(code, request);
  }
  return request;
}
