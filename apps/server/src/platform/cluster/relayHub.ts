import type { ClusterBus } from './clusterBus.js';

/** An in-process fan-out (the TickHub): what is published reaches its listeners. */
export interface LocalHub<T> {
  subscribe(listener: (items: readonly T[]) => void): () => void;
  publish(items: readonly T[]): void;
}

/**
 * Joins a process's hub to every other process's over one subject: what this process publishes
 * (the ticks its recorder job stored) goes out, and what another process published comes in as
 * if published here. Messages carry the publisher's id so that nothing comes back round; the
 * answer unjoins.
 */
export function relayHub<T>(bus: ClusterBus, subject: string, hub: LocalHub<T>): () => void {
  let relaying = false;
  const unsubscribeLocal = hub.subscribe((items) => {
    if (!relaying) bus.publish(subject, { origin: bus.nodeId, items });
  });
  const unsubscribeRemote = bus.subscribe(subject, (message) => {
    const { origin, items } = message as { origin: string; items: T[] };
    if (origin === bus.nodeId) return;
    // publish() calls its listeners synchronously, so the flag covers exactly this delivery.
    relaying = true;
    try {
      hub.publish(items);
    } finally {
      relaying = false;
    }
  });
  return () => {
    unsubscribeLocal();
    unsubscribeRemote();
  };
}
