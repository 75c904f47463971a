import { EventEmitter } from 'node:events';
import { fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import { type Database, type DatabaseHandle, dedicatedDatabase } from '../../platform/db/client.js';
import { type AccountRef, lockAccounts } from '../ledger/index.js';
import { BatchApplier, type CommandAnswer, exchangeAccounts, type SpotCommand } from './applyBatch.js';
import { findOrdersByClientIds } from './orderLookups.js';
import { loadExchangeState, persistBatch } from './persistence.js';
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
}

/** Two writers on one database would each believe they own the books. */
const WRITER_LOCK_KEY = 'veritex_spot_writer';

/**
 * The single writer of every spot book. Commands queue while a batch commits; the next batch
 * takes everything queued (group commit): the commands are applied in memory in arrival order,
 * the resulting postings, orders, trades and candles are written in ONE transaction, and only
 * after COMMIT are the callers answered and market data published. If the transaction fails,
 * the memory is rebuilt from the database and every command of the batch is answered
 * `order_not_accepted`: nothing was acknowledged, so nothing is lost, and a retry with the same
 * client order id is safe.
 */
export class SpotExchange {
  readonly events = new EventEmitter<{ committed: [CommittedBatch] }>();
  private queue: Pending[] = [];
  private running = false;
  private stopped = false;
  private needsReload = false;
  private idle: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: ExchangeLog,
    private state: ExchangeState,
    private readonly releaseWriterLock: () => Promise<void>,
  ) {
    this.events.setMaxListeners(50);
  }

  /**
   * Takes the writer lock and loads the books. The writer gets connections of its own (one
   * holds the lock, one commits batches), so it never waits behind request handlers.
   */
  static async start(options: { database: DatabaseHandle; clock: Clock; log: ExchangeLog }): Promise<SpotExchange> {
    const writer = dedicatedDatabase(options.database, 2);
    const lockClient = await writer.pool.connect();
    const locked = await lockClient.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [WRITER_LOCK_KEY]);
    if (!locked.rows[0]?.locked) {
      lockClient.release();
      await writer.close();
      throw new Error('another process is already the spot writer for this database');
    }
    const state = await loadExchangeState(writer.db, options.clock.now());
    return new SpotExchange(writer.db, options.clock, options.log, state, async () => {
      await lockClient.query('select pg_advisory_unlock(hashtext($1))', [WRITER_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
      await writer.close();
    });
  }

  /** Read access for queries and market data; never mutate. */
  get view(): ExchangeState {
    return this.state;
  }

  submit(command: SpotCommand): Promise<CommandAnswer | Result<never, 'order_not_accepted'>> {
    if (this.stopped) return Promise.resolve(fail('order_not_accepted'));
    return new Promise((resolve) => {
      this.queue.push({ command, resolve });
      if (!this.running) this.kick();
    });
  }

  private kick(): void {
    this.running = true;
    this.idle = this.drain().finally(() => {
      this.running = false;
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
    if (this.needsReload && !(await this.reload())) {
      for (const pending of batch) pending.resolve(fail('order_not_accepted'));
      return;
    }
    let answers: CommandAnswer[] = [];
    let committed: CommittedBatch | undefined;
    try {
      await this.db.transaction(async (tx) => {
        const balances = await lockAccounts(tx, this.accountsToCheck(batch));
        const earlier = await findOrdersByClientIds(tx, clientKeysOf(batch));
        const applier = new BatchApplier(this.state, balances, this.clock.now());
        answers = batch.map((p) => answerOnce(p.command, earlier, applier, this.state));
        await persistBatch(tx, applier.output, this.state, balances);
        committed = { orders: [...applier.output.orders.values()], trades: applier.output.trades, symbols: applier.output.touchedSymbols };
      });
    } catch (error) {
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
   * After a failed batch the memory may hold effects that never committed: it is replaced by
   * the database's state. While that fails (database down), every command is refused.
   */
  private async reload(): Promise<boolean> {
    try {
      this.state = await loadExchangeState(this.db, this.clock.now());
      this.needsReload = false;
      return true;
    } catch (error) {
      this.log.error(error, 'rebuilding the spot books failed; commands are refused until it succeeds');
      return false;
    }
  }

  /** The placers' and cancellers' exchange accounts, locked before the batch is applied. */
  private accountsToCheck(batch: Pending[]): AccountRef[] {
    const refs: AccountRef[] = [];
    for (const { command } of batch) {
      if (command.type !== 'place') continue;
      const market = this.state.markets.get(command.order.symbol);
      if (market) refs.push(...exchangeAccounts(command.userId, market));
    }
    // Fee accounts first-in-id-order like everyone else's; listing them here keeps the lock set stable.
    for (const market of this.state.markets.values()) {
      if (!batch.some((p) => p.command.type === 'place' && p.command.order.symbol === market.rules.symbol)) continue;
      refs.push({ owner: 'house', kind: 'fees', asset: market.rules.base }, { owner: 'house', kind: 'fees', asset: market.rules.quote });
    }
    return refs;
  }

  /** Stops taking commands, finishes the batch in flight, releases the writer lock. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle;
    await this.releaseWriterLock();
  }
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
