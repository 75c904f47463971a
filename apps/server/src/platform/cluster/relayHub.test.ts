import { describe, expect, it } from 'vitest';
import type { ClusterBus } from './clusterBus.js';
import { decodeMessage, encodeMessage } from './codec.js';
import { type LocalHub, relayHub } from './relayHub.js';

/** Processes joined by an in-memory bus: a publish reaches every subscriber, through the codec, at once. */
function memoryNetwork() {
  const subscribers = new Map<string, Set<(message: unknown) => void>>();
  let nextNode = 0;
  return (): ClusterBus => ({
    nodeId: `node-${nextNode++}`,
    request: () => Promise.resolve({ answered: false, reason: 'no_responder' }),
    serve: () => () => undefined,
    publish(subject, message) {
      const bytes = encodeMessage(message);
      for (const handler of subscribers.get(subject) ?? []) handler(decodeMessage(bytes));
    },
    subscribe(subject, handler) {
      const set = subscribers.get(subject) ?? new Set();
      set.add(handler);
      subscribers.set(subject, set);
      return () => set.delete(handler);
    },
    close: () => Promise.resolve(),
  });
}

function recordingHub<T>(): LocalHub<T> & { received: T[][] } {
  const listeners = new Set<(items: readonly T[]) => void>();
  const received: T[][] = [];
  return {
    received,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(items) {
      received.push([...items]);
      for (const listener of listeners) listener(items);
    },
  };
}

describe('relayHub', () => {
  it('hands what one process publishes to every other process once, and never back to itself', () => {
    const join = memoryNetwork();
    const hubs = [
      recordingHub<{ symbol: string; priceUnits: bigint }>(),
      recordingHub<{ symbol: string; priceUnits: bigint }>(),
      recordingHub<{ symbol: string; priceUnits: bigint }>(),
    ];
    const unjoin = hubs.map((hub) => relayHub(join(), 'ticks', hub));
    const tick = { symbol: 'BTCUSDT', priceUnits: 96_000_123_456n };
    hubs[0]?.publish([tick]);
    expect(hubs.map((hub) => hub.received)).toEqual([[[tick]], [[tick]], [[tick]]]);

    // Unjoined, a process neither sends nor receives.
    unjoin[2]?.();
    hubs[1]?.publish([{ ...tick, priceUnits: 1n }]);
    expect(hubs[0]?.received).toHaveLength(2);
    expect(hubs[2]?.received).toHaveLength(1);
  });
});
