import { KLINE_INTERVALS, type KlineInterval } from '@veritex/shared';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';

// The chosen candle interval, kept in this browser: one choice for every chart (spot, contract, delivery).

function storedInterval(): KlineInterval {
  const stored = storage.get(STORAGE_KEYS.klineInterval) as KlineInterval;
  return KLINE_INTERVALS.includes(stored) ? stored : '15m';
}

let chosenInterval: KlineInterval = storedInterval();
const intervalListeners = new Set<() => void>();

export function useChartInterval(): [KlineInterval, (next: KlineInterval) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      intervalListeners.add(listener);
      return () => intervalListeners.delete(listener);
    },
    () => chosenInterval,
  );
  return [
    value,
    (next) => {
      chosenInterval = next;
      storage.set(STORAGE_KEYS.klineInterval, next);
      for (const listener of intervalListeners) listener();
    },
  ];
}
