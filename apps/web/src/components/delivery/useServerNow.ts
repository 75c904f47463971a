import { useSyncExternalStore } from 'react';
import { serverNow } from '../../api/delivery';

/**
 * One shared quarter-second clock for every countdown on the page (one timer, however many rows),
 * on the server's time as far as the samples tell: cosmetic only, the server settles.
 */
const STEP_MS = 250;
const listeners = new Set<() => void>();
let timer: number | undefined;
let snapshot = Math.floor(serverNow() / STEP_MS) * STEP_MS;

function tick(): void {
  const next = Math.floor(serverNow() / STEP_MS) * STEP_MS;
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    tick();
    timer = window.setInterval(tick, STEP_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => snapshot;

/** The server's instant (ms), refreshed four times a second while any component shows it. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
