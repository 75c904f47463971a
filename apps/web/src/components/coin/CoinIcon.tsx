import { type ReactNode, useEffect, useState } from 'react';
import { useCurrencies } from '../../api/assets';
import { ENERGY, iconLoader, isFiat, loadedIcon, loadIcon, METALS } from './coinIcons';
import './coin.css';

/** xs: pair selector rows; sm: tables and pickers; md: the asset list; lg: project cards and headers. */
export type CoinIconSize = 'xs' | 'sm' | 'md' | 'lg';

interface CoinIconProps {
  asset: string;
  size?: CoinIconSize;
  className?: string;
}

/**
 * An asset's icon as a disc: the coin's mark, a currency's flag, a metal's chemical symbol, oil's
 * drop, the icon staff uploaded for a coin they added (markets desk), or, for anything without
 * artwork (shares, the demo coin), a monogram. Decorative: the code is always written next to it.
 */
export function CoinIcon({ asset, size = 'sm', className }: CoinIconProps) {
  const code = asset.toUpperCase();
  const classes = ['vx-coin-icon', `vx-coin-icon--${size}`, className].filter(Boolean).join(' ');
  const metal = METALS[code];
  if (metal) {
    return (
      <span className={`${classes} vx-coin-icon--${metal.tone}`} data-coin={code} data-icon="metal" aria-hidden="true">
        {metal.symbol}
      </span>
    );
  }
  if (ENERGY.has(code)) {
    return (
      <span className={`${classes} vx-coin-icon--energy`} data-coin={code} data-icon="energy" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <path d="M12 3.2c-.3 0-.5.1-.7.4C9.6 5.9 6.6 10.3 6.6 13.9a5.4 5.4 0 0 0 10.8 0c0-3.6-3-8-4.7-10.3-.2-.3-.4-.4-.7-.4z" fill="currentColor" />
          <path d="M9.4 14.2a2.6 2.6 0 0 0 2.6 2.6" fill="none" stroke="var(--vx-coin-energy-bg)" strokeWidth="1.3" strokeLinecap="round" />
        </svg>
      </span>
    );
  }
  return <ArtworkIcon code={code} classes={classes} />;
}

function ArtworkIcon({ code, classes }: { code: string; classes: string }) {
  const source = useIconSource(code);
  const uploaded = useCurrencies().data?.find((coin) => coin.code === code)?.icon_url;
  if (source === null && uploaded) {
    return (
      <span className={`${classes} vx-coin-icon--art`} data-coin={code} data-icon="uploaded" aria-hidden="true">
        <img src={uploaded} alt="" draggable={false} decoding="async" />
      </span>
    );
  }
  if (source === null) {
    return (
      <span className={`${classes} vx-coin-icon--monogram`} data-coin={code} data-icon="monogram" aria-hidden="true">
        {monogram(code)}
      </span>
    );
  }
  // Until the file arrives the disc keeps its place (no layout shift), empty rather than lettered.
  return (
    <span className={`${classes} vx-coin-icon--art`} data-coin={code} data-icon={source ? 'artwork' : 'loading'} aria-hidden="true">
      {source ? <img src={source} alt="" draggable={false} decoding="async" /> : null}
    </span>
  );
}

/** undefined while loading, null when the asset has no icon (or it could not be fetched). */
function useIconSource(code: string): string | null | undefined {
  const hasArtwork = iconLoader(code) !== undefined;
  const [loaded, setLoaded] = useState<{ code: string; source: string | null }>();
  useEffect(() => {
    if (!hasArtwork || loadedIcon(code)) return;
    let current = true;
    void loadIcon(code).then((source) => {
      if (current) setLoaded({ code, source });
    });
    return () => {
      current = false;
    };
  }, [code, hasArtwork]);
  if (!hasArtwork) return null;
  const ready = loadedIcon(code);
  if (ready) return ready;
  return loaded?.code === code ? loaded.source : undefined;
}

/** Letters that read as the asset: `VRTX` → V, `1INCH` → 1. */
function monogram(code: string): string {
  return Array.from(code)[0] ?? '?';
}

/**
 * A pair's icon: the base asset's, and for a currency pair (EUR/USD) both flags, the quote's
 * smaller and overlapping, so that USD/JPY and USD/CHF are told apart at a glance.
 */
export function PairIcon({ base, quote, size = 'sm' }: { base: string; quote: string; size?: CoinIconSize }) {
  if (!isFiat(base) || !isFiat(quote)) return <CoinIcon asset={base} size={size} />;
  return (
    <span className={`vx-pair-icon vx-pair-icon--${size}`} aria-hidden="true">
      <CoinIcon asset={base} size={size} />
      <CoinIcon asset={quote} size={size} className="vx-pair-icon__quote" />
    </span>
  );
}

/** An asset as pickers and compact lists name it: its icon, then its code. */
export function CoinLabel({ asset, size = 'xs' }: { asset: string; size?: CoinIconSize }) {
  return (
    <span className="vx-coin-label">
      <CoinIcon asset={asset} size={size} />
      <span className="vx-coin-label__code vx-ltr">{asset}</span>
    </span>
  );
}

/** A Select's options for assets, each labelled with its icon (search still matches the code). */
export function assetOptions(assets: readonly string[]): { value: string; label: ReactNode }[] {
  return assets.map((value) => ({ value, label: <CoinLabel asset={value} /> }));
}
