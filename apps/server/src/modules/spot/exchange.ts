import { EventEmitter } from 'node:events';
import { type ActiveHalt, fail, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Clock } from '../../platform/clock.js';
import { connectionSettings, type Database, type DatabaseHandle, databaseOn } from '../../platform/db/client.js';
import { queryInOneTrip } from '../../platform/db/oneTrip.js';
import { accountsNotLocked, type LockedAccount, lockAccounts, type PostingRequest, planAccountLock } from '../ledger/index.js';
import { BatchApplier, type CommandAnswer, type SpotCommand } from './applyBatch.js';
import { accountsToLock } from './batchAccounts.js';
import { clientOrderLookup, ordersByClientKey } from './orderLookups.js';
import { batchStatements, loadExchangeState } from './persistence.js';
import { isOrderPlacedAs } from './sameOrder.js';
import type { ExchangeState, LiveOrder, TradeRecord } from './state.js';

interface Pending {
  command: SpotCommand;
  resolve: (answer: CommandAnswer | Result<never, 'order_not_accepted'>) => void;
}

/** What a committed batch changed; market data and user streams listen for it. */
export interface CommittedBatch {
  orders: LiveOrder[];
  trades: TradeRecord[];
  symbols: Set<string>;
}

export interface ExchangeLog {
  error(object: unknown, message: string): void;
  warn(message: string): void;
}

/** Two writers on one database would each believe they own the books. */
const WRITER_LOCK_KEY = 'veritex_spot_writer';
/** The writer's connection in pg_stat_activity. */
export const WRITER_APPLICATION_NAME = 'veritex-spot-writer';
const FIRST_REGAIN_MS = 250;
const MAX_REGAIN_MS = 5_000;

/**
 * The writer's one connection: it holds the writer lock (a session-level advisory lock) and
 * commits every batch, so writes can only ever happen while the lock is held; when the
 * connection dies, the lock and any batch in flight die with it.
 */
class WriterConnection {
  readonly db: Database;
  private dead: Error | undefined;
  private onLost: ((error: Error) => void) | undefined;

  constructor(readonly client: pg.Client) {
    this.db = databaseOn(client);
    // pg may report one dying connection twice ('error', then 'end'); an 'error' without a listener would end the process.
    client.on('error', (error) => this.die(error));
    client.on('end', () => this.die(new Error('connection ended')));
  }

  /** Calls `onLost` once when the connection dies (at once if it already has). */
  watch(onLost: (error: Error) => void): void {
    this.onLost = onLost;
    if (this.dead) onLost(this.dead);
  }

  async close(): Promise<void> {
    this.onLost = undefined;
    await this.client.query('select pg_advisory_unlock(hashtext($1))', [WRITER_LOCK_KEY]).catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }

  private die(error: Error): void {
    if (this.dead) return;
    this.dead = error;
    this.onLost?.(error);
  }
}

/** A connection holding the writer lock, or undefined when another session holds it. */
async function takeWriterLock(settings: pg.ClientConfig): Promise<WriterConnection | undefined> {
  const connection = new WriterConnection(new pg.Client(settings));
  try {
    await connection.client.connect();
    const locked = await connection.client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [WRITER_LOCK_KEY]);
    if (locked.rows[0]?.locked) return connection;
  } catch (error) {
    await connection.client.end().catch(() => undefined);
    throw error;
  }
  await connection.client.end().catch(() => undefined);
  return undefined;
}

/**
 * The single writer of every spot book. Commands queue while a batch commits; the next batch
 * takes everything queued (group commit): the commands are applied in memory in arrival order,
 * the resulting postings, orders, trades and candles are written in ONE transaction, and only
 * after COMMIT are the callers answered and market data published. If the transaction fails,
 * the memory is rebuilt from the database and every command of the batch is answered
 * `order_not_accepted`: nothing was acknowledged, so nothing is lost, and a retry with the same
 * client order id is safe.
 *
 * When the writer's connection dies (and with it the writer lock), the writer gives up its
 * markets: every command is refused `order_not_accepted` and nothing is written. It then
 * reconnects with growing delays (250 ms doubling to 5 s), takes the lock back, reloads the
 * books from the database and resumes.
 */
export class SpotExchange {
  readonly events = new EventEmitter<{ committed: [CommittedBatch] }>();
  private queue: Pending[] = [];
  private running = false;
  private stopped = false;
  private needsReload = false;
  private idle: Promise<void> = Promise.resolve();
  /** Undefined while the writer does not hold the lock. */
  private connection: WriterConnection | undefined;
  private regainAttempts = 0;
  private regainTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly settings: pg.ClientConfig,
    readonly clock: Clock,
    private readonly log: ExchangeLog,
    private state: ExchangeState,
  ) {
    this.events.setMaxListeners(50);
  }

  /**
   * Takes the writer lock and loads the books. The writer has a connection of its own, outside
   * the pool, so it never waits behind request handlers.
   */
  static async start(options: { database: DatabaseHandle; clock: Clock; log: ExchangeLog }): Promise<SpotExchange> {
    const settings = connectionSettings(options.database, WRITER_APPLICATION_NAME);
    const connection = await takeWriterLock(settings);
    if (!connection) throw new Error('another process is already the spot writer for this database');
    try {
      const state = await loadExchangeState(connection.db, options.clock.now());
      const exchange = new SpotExchange(settings, options.clock, options.log, state);
      exchange.attach(connection);
      return exchange;
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  /** Whether the writer holds the lock and takes commands. */
  get accepting(): boolean {
    return this.connection !== undefined && !this.stopped;
  }

  private attach(connection: WriterConnection): void {
    this.connection = connection;
    connection.watch((error) => this.lose(connection, error));
  }

  private lose(connection: WriterConnection, error: Error): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    void connection.client.end().catch(() => undefined);
    if (this.stopped) return;
    this.log.warn(`the writer lost its connection and the writer lock (${error.message}); refusing orders until it holds the lock again`);
    this.scheduleRegain();
  }

  private scheduleRegain(): void {
    if (this.stopped) return;
    const delayMs = Math.min(MAX_REGAIN_MS, FIRST_REGAIN_MS * 2 ** this.regainAttempts);
    this.regainAttempts += 1;
    this.regainTimer = setTimeout(() => void this.regain(), delayMs);
    this.regainTimer.unref();
  }

  /** Takes the lock back and reloads the books; retries until it succeeds or the writer stops. */
  private async regain(): Promise<void> {
    let connection: WriterConnection | undefined;
    try {
      connection = await takeWriterLock(this.settings);
      if (!connection) {
        this.log.warn('the writer lock is held by another session; trying again');
        this.scheduleRegain();
        return;
      }
      const state = await loadExchangeState(connection.db, this.clock.now());
      // The batch in flight when the connection died has failed and answered by now.
      while (this.running) await this.idle;
      if (this.stopped) {
        await connection.close();
        return;
      }
      this.state = state;
      this.needsReload = false;
      this.regainAttempts = 0;
      this.attach(connection);
      this.log.warn('the writer holds the lock again; books reloaded from the database');
    } catch (error) {
      await connection?.close();
      this.log.warn(`the writer could not take the lock back (${String(error)}); trying again`);
      this.scheduleRegain();
    }
  }

  /**
   * A committed rule change (the register's `rules_changed` notice carries the new version): orders
   * placed from the next batch on record it. Versions only grow, so a late or repeated notice is ignored.
   */
  noteRuleVersion(version: bigint): void {
    if (this.state.ruleVersion === null || version > this.state.ruleVersion) this.state.ruleVersion = version;
  }

  /**
   * A committed halt (or its lift, `halt` null) reaches the books: it takes its place in the
   * command queue, so orders ahead of it were placed before the halt and every order after it is
   * refused; with `cancelOpen`, every open order on the market is cancelled in the same batch
   * (each releasing its hold). Answers how many were cancelled; `order_not_accepted` while the
   * writer is without its lock (the books are reloaded with the halts in force when it regains it).
   */
  async applyHalt(symbol: string, halt: ActiveHalt | null, cancelOpen: boolean): Promise<Result<{ cancelled: number }, 'order_not_accepted'>> {
    const answer = await this.submit({ type: 'halt', symbol, halt, cancelOpen });
    return answer as Result<{ cancelled: number }, 'order_not_accepted'>;
  }

  /** Read access for queries and market data; never mutate. */
  get view(): ExchangeState {
    return this.state;
  }

  submit(command: SpotCommand): Promise<CommandAnswer | Result<never, 'order_not_accepted'>> {
    if (!this.accepting) return Promise.resolve(fail('order_not_accepted'));
    return new Promise((resolve) => {
      this.queue.push({ command, resolve });
      if (!this.running) this.kick();
    });
  }

  private kick(): void {
    this.running = true;
    this.idle = this.drain().finally(() => {
      this.running = false;
      // A command queued after the drain's last look at the queue, but before this line, saw
      // `running` and did not kick: without this it would wait for the next command to arrive.
      if (this.queue.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      await this.runBatch(batch);
    }
  }

  private async runBatch(batch: Pending[]): Promise<void> {
    const connection = this.connection;
    if (!connection || (this.needsReload && !(await this.reload()))) {
      for (const pending of batch) pending.resolve(fail('order_not_accepted'));
      return;
    }
    let answers: CommandAnswer[] = [];
    let committed: CommittedBatch | undefined;
    try {
      // Two round trips: BEGIN with the locks and the client-order-id lookup, then every write with COMMIT.
      const { balances, earlier } = await this.beginBatch(connection, batch);
      const applier = new BatchApplier(this.state, balances, this.clock.now());
      answers = batch.map((p) => answerOnce(p.command, earlier, applier, this.state));
      await lockRemainingAccounts(connection, applier.output.postings, balances);
      await queryInOneTrip(connection.client, [...batchStatements(applier.output, this.state, balances), sql`commit`]);
      committed = { orders: [...applier.output.orders.values()], trades: applier.output.trades, symbols: applier.output.touchedSymbols };
    } catch (error) {
      await connection.client.query('rollback').catch(() => undefined);
      this.log.error(error, 'spot batch failed; rebuilding the books from the database');
      // Rebuild before answering, so that no caller can read the memory of the failed batch.
      this.needsReload = true;
      await this.reload();
      for (const pending of batch) pending.resolve(fail('order_not_accepted'));
      return;
    }
    for (const [i, pending] of batch.entries()) pending.resolve(answers[i] as CommandAnswer);
    // Fan-out to subscribers after the writer has moved on to the next batch.
    if (committed) {
      const done = committed;
      setImmediate(() => this.events.emit('committed', done));
    }
  }

  /**
   * Opens the batch's transaction in one round trip: BEGIN, the placers' and fee accounts locked
   * with their balances, and the orders already placed under the batch's client order ids. Accounts
   * used for the first time are created (one more trip, rare).
   */
  private async beginBatch(connection: WriterConnection, batch: Pending[]): Promise<{ balances: Map<string, LockedAccount>; earlier: Map<string, LiveOrder> }> {
    const refs = accountsToLock(
      this.state,
      batch.map((p) => p.command),
    );
    const lock = planAccountLock(refs);
    const lookup = clientOrderLookup(clientKeysOf(batch));
    const statements = [sql`begin`, ...(lock ? [lock.statement] : []), ...(lookup ? [lookup] : [])];
    const results = await queryInOneTrip(connection.client, statements);
    const locked = lock ? lock.read(results[1]?.rows ?? []) : new Map<string, LockedAccount>();
    const balances = locked ?? (await lockAccounts(connection.db, refs));
    const earlier = lookup ? ordersByClientKey(results.at(-1)?.rows ?? []) : new Map<string, LiveOrder>();
    return { balances, earlier };
  }

  /**
   * After a failed batch the memory may hold effects that never committed: it is replaced by
   * the database's state. While that fails (database down), every command is refused.
   */
  private async reload(): Promise<boolean> {
    const connection = this.connection;
    // Without the lock, regain() reloads once it has it back.
    if (!connection) return false;
    try {
      this.state = await loadExchangeState(connection.db, this.clock.now());
      this.needsReload = false;
      return true;
    } catch (error) {
      this.log.error(error, 'rebuilding the spot books failed; commands are refused until it succeeds');
      return false;
    }
  }

  /**
   * Reloads the markets and books from the database between two batches, for a market added at
   * runtime (a new coin listed by its project). It takes the writer's turn like a batch does, so
   * no batch ever runs on a state this replaces; commands arriving meanwhile queue and run after.
   * Answers whether the reload succeeded (false: no lock held, or the database failed; the next
   * reload, or a regain of the lock, loads the market then).
   */
  async reloadMarkets(): Promise<boolean> {
    while (this.running) await this.idle;
    if (this.stopped) return false;
    this.running = true;
    let reloaded = false;
    this.idle = (async () => {
      reloaded = await this.reload();
    })().finally(() => {
      this.running = false;
      if (this.queue.length > 0) this.kick();
    });
    await this.idle;
    return reloaded;
  }

  /** Stops taking commands, finishes the batch in flight, releases the writer lock. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.regainTimer);
    while (this.running) await this.idle;
    const connection = this.connection;
    this.connection = undefined;
    await connection?.close();
  }
}

/** The accounts the batch's postings move beyond those locked at its start (makers' accounts): locked before the writes. */
async function lockRemainingAccounts(connection: WriterConnection, postings: PostingRequest[], balances: Map<string, LockedAccount>): Promise<void> {
  const missing = accountsNotLocked(postings, balances);
  if (missing.length === 0) return;
  for (const [key, account] of await lockAccounts(connection.db, missing)) balances.set(key, account);
}

function clientKey(userId: bigint, clientOrderId: string): string {
  return `${userId}:${clientOrderId}`;
}

function clientKeysOf(batch: Pending[]): Array<{ userId: bigint; clientOrderId: string }> {
  return batch.flatMap(({ command }) => (command.type === 'place' ? [{ userId: command.userId, clientOrderId: command.order.clientOrderId }] : []));
}

/**
 * The idempotency key, checked inside the batch: an order placed by an earlier batch, or by an
 * earlier command of this one, answers the first order instead of placing another. The same key
 * asking for a different order is refused: answering the first would pass it off as the second.
 */
function answerOnce(command: SpotCommand, earlier: Map<string, LiveOrder>, applier: BatchApplier, state: ExchangeState): CommandAnswer {
  if (command.type !== 'place') return applier.apply(command);
  const key = clientKey(command.userId, command.order.clientOrderId);
  const first = earlier.get(key);
  if (first) {
    const rules = state.markets.get(command.order.symbol)?.rules;
    return rules && isOrderPlacedAs(first, command.order, rules) ? ok(first) : fail('request_id_reused', { field: 'client_order_id' });
  }
  const answer = applier.apply(command);
  if (answer.ok) earlier.set(key, answer.value as LiveOrder);
  return answer;
}
