import pg from 'pg';

export type NoticeHandler = (payload: string) => void;

export interface NoticeLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

/** Channel names are interpolated into LISTEN (an identifier, not a parameter). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * The process's one PostgreSQL LISTEN connection: committed changes (postings, positions,
 * delivery orders, ended sessions) reach every consumer through it. It is a connection of its
 * own, outside the pool, so it never holds a pooled client nor can be released twice.
 *
 * A lost connection (PostgreSQL restarted, the backend terminated) never reaches the process
 * as an error: the channel reconnects with growing delays (250 ms doubling to 10 s), LISTENs
 * again to every channel with a subscriber, and then runs the `afterReconnect` hooks, because
 * notices sent while it was away are lost: a consumer that keeps state re-reads it there.
 */
export class NoticeChannel {
  private readonly handlers = new Map<string, Set<NoticeHandler>>();
  private readonly reconnectHooks = new Set<() => void>();
  /** The live connection, LISTENing to every channel in `handlers` (or about to, see `listening`). */
  private client: pg.Client | undefined;
  /** LISTEN/UNLISTEN statements queued on `client`, in order. */
  private listening: Promise<void> = Promise.resolve();
  private readonly waiters: Array<() => void> = [];
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly settings: pg.ClientConfig,
    private readonly log: NoticeLog,
  ) {}

  /** Connects once (a failure here fails the start); from then on it keeps itself connected. */
  static async start(settings: pg.ClientConfig, log: NoticeLog): Promise<NoticeChannel> {
    const channel = new NoticeChannel(settings, log);
    await channel.connect();
    return channel;
  }

  /** Calls `handler` with the payload of every notice on `channel`; returns the unsubscribe. */
  subscribe(channel: string, handler: NoticeHandler): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.queue(`LISTEN ${channel}`);
    }
    set.add(handler);
    const subscribers = set;
    return () => {
      subscribers.delete(handler);
      if (subscribers.size > 0 || this.handlers.get(channel) !== subscribers) return;
      this.handlers.delete(channel);
      this.queue(`UNLISTEN ${channel}`);
    };
  }

  /** Runs `hook` after every reconnection (not the first connection); returns the removal. */
  afterReconnect(hook: () => void): () => void {
    this.reconnectHooks.add(hook);
    return () => this.reconnectHooks.delete(hook);
  }

  /**
   * Resolves once every channel subscribed so far is being listened to, so that a consumer can
   * subscribe, wait, and then read its state without missing a change in between.
   */
  ready(): Promise<void> {
    if (this.client || this.stopped) return this.listening;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.release();
    const client = this.client;
    this.client = undefined;
    // UNLISTENs of consumers that stopped just before finish first (they never reject).
    await this.listening;
    await client?.end().catch(() => undefined);
  }

  /** A statement that fails here fails because the connection did; its 'error' reconnects. */
  private queue(statement: string): void {
    const client = this.client;
    if (!client) return; // the next connection LISTENs to every subscribed channel
    this.listening = this.listening
      .then(() => client.query(statement))
      .then(
        () => undefined,
        (error: unknown) => this.log.warn(`[notices] ${statement} failed: ${String(error)}`),
      );
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.settings);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      // Channels subscribed while this runs are in the map by the time the loop reaches them.
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    const reconnected = this.failures > 0;
    this.client = client;
    this.listening = Promise.resolve();
    this.failures = 0;
    this.release();
    if (!reconnected) return;
    this.log.warn('[notices] LISTEN connection re-established; consumers re-read what they may have missed');
    for (const hook of this.reconnectHooks) {
      try {
        hook();
      } catch (error) {
        this.log.error('[notices] an after-reconnect hook failed', error);
      }
    }
  }

  /** pg may report one dying connection more than once ('error', then 'end'): only the first counts. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.log.warn(`[notices] LISTEN connection lost (${error.message}); reconnecting`);
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    const delayMs = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.log.warn(`[notices] reconnecting failed (${String(error)}); next try in ${Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures)} ms`);
        this.retry();
      });
    }, delayMs);
    this.retryTimer.unref();
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.error(`[notices] a ${channel} handler failed`, error);
      }
    }
  }

  /** Wakes the callers of ready() that waited for a connection. */
  private release(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
