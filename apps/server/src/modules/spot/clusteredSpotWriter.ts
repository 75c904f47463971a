import { EventEmitter } from 'node:events';
import { type ActiveHalt, fail, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { ClusterBus } from '../../platform/cluster/index.js';
import type { Database, DatabaseHandle } from '../../platform/db/client.js';
import type { CommandAnswer, SpotCommand } from './applyBatch.js';
import { type CommittedBatch, type ExchangeLog, SpotExchange } from './exchange.js';
import { loadExchangeState } from './persistence.js';
import type { SpotWriter } from './spotWriter.js';
import type { ExchangeState } from './state.js';

/** Commands for the writer: request-reply, served only by the process holding the writer lock. */
export const SPOT_COMMAND_SUBJECT = 'veritex.spot.command';
/** Every committed batch, to every process: market data, order notices, the standbys' replicas. */
export const SPOT_COMMITTED_SUBJECT = 'veritex.spot.committed';
/** How often a standby tries the writer lock (a dead owner's lock is free as soon as PostgreSQL ends its session). */
const OWNERSHIP_CHECK_MS = 300;
/** A forwarded command without an answer by then is refused; a retry with the same client order id is safe. */
const FORWARD_TIMEOUT_MS = 5_000;
/** SpotExchange.start's refusal when another session holds the writer lock: the normal answer on a standby. */
const LOCK_HELD = /already the spot writer/;

type WriterRequest = { kind: 'submit'; command: SpotCommand } | { kind: 'reload' };
type Refused = Result<never, 'order_not_accepted'>;

export interface ClusteredWriterDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: ExchangeLog;
  bus: ClusterBus;
}

/**
 * The spot writer of one process among several (CLUSTER_NATS_URL). The process that holds the
 * writer lock runs the SpotExchange and serves SPOT_COMMAND_SUBJECT; every other process is a
 * standby: it forwards each command there (the command keeps its client order id, so a retry
 * after a timeout is deduplicated by the writer), keeps a replica of the books for reads, re-read
 * from the database after each batch committed elsewhere, and tries the lock every
 * OWNERSHIP_CHECK_MS. When the owner dies, its PostgreSQL session ends and frees the lock; the
 * first standby to take it rebuilds the books from the database (SpotExchange.start) and serves.
 * Committed batches reach `events` on every process, whichever committed them.
 */
export class ClusteredSpotWriter implements SpotWriter {
  readonly events = new EventEmitter<{ committed: [CommittedBatch] }>();
  private owner: SpotExchange | undefined;
  private stopServing: (() => void) | undefined;
  private unsubscribe: () => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private stopped = false;
  /** Batches committed elsewhere, published here once the replica has been re-read after them. */
  private unseen: CommittedBatch[] = [];
  private refreshing: Promise<void> | undefined;

  private constructor(
    private readonly deps: ClusteredWriterDeps,
    private replica: ExchangeState,
  ) {
    this.events.setMaxListeners(50);
  }

  static async start(deps: ClusteredWriterDeps): Promise<ClusteredSpotWriter> {
    const writer = new ClusteredSpotWriter(deps, await readReplica(deps.database.db, deps.clock));
    writer.unsubscribe = deps.bus.subscribe(SPOT_COMMITTED_SUBJECT, (message) => writer.onRemoteBatch(message));
    await writer.checkOwnership();
    // Not a scheduler job: jobs run in one process, and every standby must keep trying the writer
    // lock itself to take over when the owner dies (the lock, not the period, decides who writes).
    writer.timer = setInterval(() => {
      writer.checking ??= writer.checkOwnership().finally(() => {
        writer.checking = undefined;
      });
    }, OWNERSHIP_CHECK_MS);
    writer.timer.unref();
    return writer;
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  /** Whether this process holds the writer lock (tests and logs); commands are taken either way. */
  get owns(): boolean {
    return this.owner?.accepting === true;
  }

  get accepting(): boolean {
    return !this.stopped;
  }

  get view(): ExchangeState {
    return this.owner?.accepting ? this.owner.view : this.replica;
  }

  submit(command: SpotCommand): Promise<CommandAnswer | Refused> {
    const owner = this.owner;
    if (owner?.accepting) return owner.submit(command);
    return this.forward({ kind: 'submit', command }, fail('order_not_accepted')) as Promise<CommandAnswer | Refused>;
  }

  applyHalt(symbol: string, halt: ActiveHalt | null, cancelOpen: boolean): Promise<Result<{ cancelled: number }, 'order_not_accepted'>> {
    return this.submit({ type: 'halt', symbol, halt, cancelOpen }) as Promise<Result<{ cancelled: number }, 'order_not_accepted'>>;
  }

  /** The owner reloads its markets; a standby asks the owner to, and re-reads its replica too. */
  async reloadMarkets(): Promise<boolean> {
    const owner = this.owner;
    if (owner?.accepting) return owner.reloadMarkets();
    const reloaded = (await this.forward({ kind: 'reload' }, false)) === true;
    await this.refreshReplica();
    return reloaded;
  }

  noteRuleVersion(version: bigint): void {
    // Every process hears rules_changed; only the owner stamps orders with it.
    this.owner?.noteRuleVersion(version);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.checking;
    this.unsubscribe();
    this.stopServing?.();
    await this.owner?.stop();
    await this.refreshing;
  }

  private async forward(request: WriterRequest, refused: unknown): Promise<unknown> {
    if (this.stopped) return refused;
    try {
      const reply = await this.deps.bus.request(SPOT_COMMAND_SUBJECT, request, FORWARD_TIMEOUT_MS);
      return reply.answered ? reply.answer : refused;
    } catch (error) {
      this.deps.log.error(error, 'forwarding a command to the spot writer failed');
      return refused;
    }
  }

  private async serveRequest(message: unknown): Promise<unknown> {
    const request = message as WriterRequest;
    const owner = this.owner;
    if (request.kind === 'reload') return owner?.accepting ? owner.reloadMarkets() : false;
    return owner?.accepting ? owner.submit(request.command) : fail('order_not_accepted');
  }

  /** Gives up a lock that was lost, then takes the lock if it is free. */
  private async checkOwnership(): Promise<void> {
    if (this.stopped) return;
    if (this.owner && !this.owner.accepting) await this.resign(this.owner);
    if (!this.owner) await this.tryToOwn();
  }

  private async tryToOwn(): Promise<void> {
    let exchange: SpotExchange;
    try {
      exchange = await SpotExchange.start({ database: this.deps.database, clock: this.deps.clock, log: this.deps.log });
    } catch (error) {
      if (!(error instanceof Error && LOCK_HELD.test(error.message))) this.deps.log.warn(`taking the spot writer lock failed (${String(error)}); trying again`);
      return;
    }
    if (this.stopped) return void (await exchange.stop());
    this.owner = exchange;
    exchange.events.on('committed', (batch) => {
      this.events.emit('committed', batch);
      this.deps.bus.publish(SPOT_COMMITTED_SUBJECT, { origin: this.deps.bus.nodeId, batch });
    });
    this.stopServing = this.deps.bus.serve(SPOT_COMMAND_SUBJECT, (message) => this.serveRequest(message));
    this.deps.log.warn(`this process holds the spot writer lock: books loaded from the database, serving ${SPOT_COMMAND_SUBJECT}`);
  }

  /**
   * The writer lost its connection, and with it the lock: another process may own the books by
   * now, so this one stops serving and stands by rather than winning the lock back on its own.
   */
  private async resign(owner: SpotExchange): Promise<void> {
    this.owner = undefined;
    this.stopServing?.();
    this.stopServing = undefined;
    owner.events.removeAllListeners('committed');
    await owner.stop();
    this.deps.log.warn('the spot writer lost its lock: standing by, forwarding commands to the owner');
    await this.refreshReplica();
  }

  private onRemoteBatch(message: unknown): void {
    const { origin, batch } = message as { origin: string; batch: CommittedBatch };
    if (origin === this.deps.bus.nodeId || this.owner?.accepting) return;
    this.unseen.push(batch);
    void this.refreshReplica();
  }

  /**
   * Re-reads the replica, then publishes the batches that arrived before the read began (the read
   * sees them, since their owner published after COMMIT). Batches arriving during a read wait for
   * the next one; at most one read runs at a time.
   */
  private refreshReplica(): Promise<void> {
    this.refreshing ??= this.refreshLoop().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshLoop(): Promise<void> {
    do {
      const batches = this.unseen;
      this.unseen = [];
      try {
        this.replica = await readReplica(this.deps.database.db, this.deps.clock);
      } catch (error) {
        this.deps.log.error(error, 're-reading the spot replica failed; market data of these batches is published on the last replica');
      }
      for (const batch of batches) this.events.emit('committed', batch);
    } while (this.unseen.length > 0 && !this.stopped);
  }
}

/** One consistent snapshot of the books (a read-only repeatable-read transaction), as the writer would load them. */
function readReplica(db: Database, clock: Clock): Promise<ExchangeState> {
  return db.transaction((tx) => loadExchangeState(tx, clock.now()), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
