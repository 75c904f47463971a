import { useMemo, useRef } from 'react';

/** A v4 UUID: crypto.randomUUID where the page is a secure context, the same from getRandomValues elsewhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface RequestIds {
  /**
   * The `request_id` for this submit: a fresh one, or the previous one when the same
   * payload is sent again after an attempt that got no answer (so the server does it once).
   */
  take(payload: unknown): string;
  /** The server answered (done or refused): the next submit is a new action with a new id. */
  settle(): void;
}

/** One `request_id` per user action of a form (docs/api.md: new per action, reused on retry). */
export function useRequestIds(): RequestIds {
  const pending = useRef<{ key: string; id: string } | null>(null);
  return useMemo(
    () => ({
      take(payload: unknown): string {
        const key = JSON.stringify(payload);
        if (pending.current?.key === key) return pending.current.id;
        const id = newRequestId();
        pending.current = { key, id };
        return id;
      },
      settle(): void {
        pending.current = null;
      },
    }),
    [],
  );
}
