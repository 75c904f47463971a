import { MARK_CHANNEL_PATTERN, MARKET_CHANNEL_PATTERN } from '@veritex/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { session } from '../session/store';
import { SETTINGS } from '../settings';

/**
 * The one WebSocket to `/ws` (same origin): the user streams (balances, orders), pushed after auth,
 * and the market streams (ticker, depth@…, trades@…, kline@…), which a page subscribes to.
 *
 * - It connects while at least one component holds it (`retain`), and closes shortly after the last lets go.
 * - After `open` it authenticates with the session token (`{"op":"auth","token":…}`), then runs every
 *   `onOpen` hook so that streams can subscribe again after a reconnect.
 * - A refused token, or a session that ended elsewhere (the server sends
 *   `{channel:'auth', data:{ok:false, reason:'session_ended'}}` and closes the socket), stops the
 *   private streams: the socket stays, or comes back, as a visitor's (market streams only) and
 *   never authenticates with that token again; a new token (signing in) authenticates. The next
 *   API call answers 2000, whose dialog tells the user why.
 * - A ping every 25 s; no message within the pong timeout counts as a dead link.
 * - After a drop it reconnects with exponential back-off (with jitter), at once when the browser comes
 *   back online or the tab becomes visible, and again when the session token changes.
 * - Market channels are ref-counted (`subscribe`): the first holder sends `subscribe`, the last one
 *   `unsubscribe`, and every held channel is subscribed again on each (re)connection.
 */

export type LiveState = 'connecting' | 'open' | 'closed';

export interface LiveMessage {
  channel: string;
  data?: unknown;
}

type Handler = (data: unknown, message: LiveMessage) => void;
type OpenHook = (info: { reconnect: boolean; send: (message: object) => void }) => void;

/** Let the socket idle this long after the last user leaves (page changes reuse it). */
const RELEASE_GRACE_MS = 5_000;
/** A connection that stayed up this long resets the back-off. */
const STABLE_MS = 10_000;

function isMessage(value: unknown): value is LiveMessage {
  return typeof value === 'object' && value !== null && typeof (value as { channel?: unknown }).channel === 'string';
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private state: LiveState = 'closed';
  private users = 0;
  private started = false;
  private attempt = 0;
  private everOpened = false;
  private openedAt = 0;
  private lastMessageAt = 0;
  private token = '';
  /** A token the server refused or whose session ended; the socket does not authenticate with it again. */
  private rejectedToken: string | null = null;
  private reconnectTimer: number | undefined;
  private pingTimer: number | undefined;
  private pongTimer: number | undefined;
  private releaseTimer: number | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly openHooks = new Set<OpenHook>();
  private readonly stateListeners = new Set<() => void>();
  /** Market channels held, with how many holders each. */
  private readonly subscriptions = new Map<string, number>();

  constructor(
    private readonly url: () => string,
    private readonly getToken: () => string,
    /** How the socket signs in: `auth` (a user's session) or `staff_auth` (the staff console's support desk). */
    private readonly authOp: 'auth' | 'staff_auth' = 'auth',
  ) {}

  getState = (): LiveState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Messages of one channel (`balances`, later market channels). */
  on(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Runs after every (re)connection and authentication; a stream sends its subscription here. */
  onOpen(hook: OpenHook): () => void {
    this.openHooks.add(hook);
    if (this.state === 'open') hook({ reconnect: false, send: (message) => this.send(message) });
    return () => this.openHooks.delete(hook);
  }

  /**
   * Holds a market channel (ticker, depth@BTC_USDT, …) while needed; returns the release. The
   * server is told once per channel, however many components hold it.
   */
  subscribe(channel: string): () => void {
    const holders = this.subscriptions.get(channel) ?? 0;
    this.subscriptions.set(channel, holders + 1);
    if (holders === 0) this.send({ op: 'subscribe', channels: [channel] });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.subscriptions.get(channel) ?? 1) - 1;
      if (left > 0) {
        this.subscriptions.set(channel, left);
        return;
      }
      this.subscriptions.delete(channel);
      this.send({ op: 'unsubscribe', channels: [channel] });
    };
  }

  send(message: object): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Keeps the connection up while held; returns the release. */
  retain(): () => void {
    this.users += 1;
    window.clearTimeout(this.releaseTimer);
    // Within the grace period the connection is still up: keep it.
    if (!this.started) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.releaseTimer = window.setTimeout(() => this.stop(), RELEASE_GRACE_MS);
    };
  }

  private readonly onOnline = () => this.reconnectNow();
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible' && this.state === 'closed') this.reconnectNow();
  };
  private unsubscribeSession: (() => void) | undefined;

  private start(): void {
    this.started = true;
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', this.onVisible);
    this.unsubscribeSession = session.subscribe(() => {
      // Signed in as someone else, or out: the stream must follow the new token.
      if (this.getToken() !== this.token) this.reconnectNow();
    });
    this.connect();
  }

  private stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.unsubscribeSession?.();
    this.unsubscribeSession = undefined;
    window.clearTimeout(this.reconnectTimer);
    this.teardown();
    this.attempt = 0;
    this.everOpened = false;
    this.setState('closed');
  }

  private setState(next: LiveState): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  private connect(): void {
    window.clearTimeout(this.reconnectTimer);
    this.teardown();
    this.token = this.getToken();
    this.openedAt = 0;
    this.setState('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch (error) {
      console.error('[ws] cannot open', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnect = this.everOpened;
      this.everOpened = true;
      this.openedAt = Date.now();
      this.lastMessageAt = Date.now();
      if (this.token && this.token !== this.rejectedToken) this.send({ op: this.authOp, token: this.token });
      // A new connection knows no subscriptions: send every held one again.
      if (this.subscriptions.size > 0) this.send({ op: 'subscribe', channels: [...this.subscriptions.keys()] });
      this.setState('open');
      this.startPing();
      for (const hook of this.openHooks) hook({ reconnect, send: (message) => this.send(message) });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastMessageAt = Date.now();
      window.clearTimeout(this.pongTimer);
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!isMessage(parsed)) return;
      if (parsed.channel === 'auth' && (parsed.data as { ok?: unknown } | undefined)?.ok === false) {
        // Retrying with this token would only be refused again: carry on as a visitor. When the
        // session ended the server closes the socket; the reconnect (first delay, no auth) follows.
        console.warn('[ws] authentication refused or session ended');
        this.rejectedToken = this.token;
        this.attempt = 0;
      }
      for (const handler of this.handlers.get(parsed.channel) ?? []) handler(parsed.data, parsed);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      this.setState('closed');
      if (this.openedAt && Date.now() - this.openedAt >= STABLE_MS) this.attempt = 0;
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
  }

  private teardown(): void {
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    }
  }

  private scheduleReconnect(): void {
    if (this.users === 0) return;
    window.clearTimeout(this.reconnectTimer);
    const base = Math.min(SETTINGS.wsReconnectMaxMs, SETTINGS.wsReconnectFirstMs * 2 ** this.attempt);
    const delay = Math.round(base / 2 + Math.random() * (base / 2));
    this.attempt += 1;
    this.reconnectTimer = window.setTimeout(() => this.connect(), delay);
  }

  private reconnectNow(): void {
    if (this.users === 0) return;
    this.attempt = 0;
    this.connect();
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = window.setInterval(() => {
      const sentAt = Date.now();
      if (!this.send({ op: 'ping' })) return;
      window.clearTimeout(this.pongTimer);
      this.pongTimer = window.setTimeout(() => {
        // Nothing came back since the ping: the link is dead even if the socket has not noticed.
        if (this.lastMessageAt < sentAt) this.socket?.close(4000, 'no pong');
      }, SETTINGS.wsPongTimeoutMs);
    }, SETTINGS.wsPingMs);
  }

  private stopPing(): void {
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.pongTimer);
  }
}

export function sameOriginUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}`;
}

export const liveSocket = new LiveSocket(
  () => sameOriginUrl('/ws'),
  () => session.get().token,
);

/** Holds the connection open while the component is mounted. */
export function useLiveConnection(): LiveState {
  useEffect(() => liveSocket.retain(), []);
  return useSyncExternalStore(liveSocket.subscribeState, liveSocket.getState, liveSocket.getState);
}

/** Market and mark channels are subscribed to; user channels (balances, orders, positions, delivery) come by themselves after auth. */
export function isMarketChannel(channel: string): boolean {
  return MARKET_CHANNEL_PATTERN.test(channel) || MARK_CHANNEL_PATTERN.test(channel);
}

/**
 * Messages of one channel while mounted: keeps the socket up, subscribes to a market channel
 * (ref-counted), and calls the latest `handler` (it need not be stable). `null` listens to nothing.
 */
export function useLiveChannel(channel: string | null, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!channel) return;
    const release = liveSocket.retain();
    const off = liveSocket.on(channel, (data, message) => latest.current(data, message));
    const unsubscribe = isMarketChannel(channel) ? liveSocket.subscribe(channel) : undefined;
    return () => {
      unsubscribe?.();
      off();
      release();
    };
  }, [channel]);
}
