import type { RecordedTick } from './tickRecorder.js';

type TickListener = (ticks: readonly RecordedTick[]) => void;

/**
 * In-process fan-out of the ticks the recorder has just stored: the risk job and the `mark@`
 * stream react to a stored tick, never to a price that no row can name. A listener that throws
 * is reported and does not stop the others.
 */
export class TickHub {
  private readonly listeners = new Set<TickListener>();
  private latestBySymbol = new Map<string, RecordedTick>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(ticks: readonly RecordedTick[]): void {
    if (ticks.length === 0) return;
    for (const tick of ticks) this.latestBySymbol.set(tick.symbol, tick);
    for (const listener of this.listeners) {
      try {
        listener(ticks);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** The last stored tick of a symbol seen by this process. */
  latest(symbol: string): RecordedTick | undefined {
    return this.latestBySymbol.get(symbol);
  }
}
