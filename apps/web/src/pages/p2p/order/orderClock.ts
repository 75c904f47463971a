import { useSyncExternalStore } from 'react';

/**
 * The payment window's countdown runs on the server's clock as far as the page can tell (cosmetic:
 * the server decides whether "paid" still counts). Every server stamp the page reads (the order's
 * times, chat messages) was made before it arrived, so `stamp − local now` can only be too low: the
 * largest such sample is the best estimate of how far the local clock lags. Never below zero: a
 * local clock that runs ahead then shows less time left, never more.
 */
let offsetMs = 0;

/** A server instant from an answer (never a future one such as `pay_by`). */
export function noteServerStamp(iso: string | null | undefined, localMs = Date.now()): void {
  if (!iso) return;
  const serverMs = Date.parse(iso);
  if (Number.isFinite(serverMs)) offsetMs = Math.max(offsetMs, serverMs - localMs);
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

// One shared one-second clock for every countdown shown (one timer, however many readers).
const STEP_MS = 1000;
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
    // A quarter-second poll keeps the displayed second from lagging the real one by up to a second.
    timer = window.setInterval(tick, 250);
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

/** The server's instant (ms, whole seconds), refreshed each second while shown. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** "14:59", or "1:02:03" past an hour: the time left, tabular, left to right. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
