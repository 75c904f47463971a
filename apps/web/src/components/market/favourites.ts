import { useSyncExternalStore } from 'react';
import type { MarketTicker } from '../../api/types';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';

/** Favourite markets, kept in this browser (spec §2 home "Favourites"), as `kind:symbol`. */
export function favouriteKey(market: Pick<MarketTicker, 'kind' | 'symbol'>): string {
  return `${market.kind}:${market.symbol}`;
}

function read(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.favourites) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

let favourites: readonly string[] = read();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => favourites;

export function toggleFavourite(key: string): void {
  favourites = favourites.includes(key) ? favourites.filter((item) => item !== key) : [...favourites, key];
  storage.set(STORAGE_KEYS.favourites, JSON.stringify(favourites));
  for (const listener of listeners) listener();
}

export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
