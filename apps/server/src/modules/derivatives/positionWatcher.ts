import { marketStatus } from '@veritex/shared';
import { inArray } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import type { RecordedTick, TickHub } from '../marketdata/index.js';
import { contractSpecOf } from './contractSpec.js';
import { POSITION_CHANNEL, parsePositionNotice } from './positionEvents.js';
import { bidAsk } from './positionMath.js';
import { RiskIndex, watchedOf } from './riskIndex.js';
import { type Instrument, instruments, type Position, positions } from './schema.js';
import { reviewPosition, watchPositions } from './watchPositions.js';

/**
 * The risk job. Every live position's triggers sit in a RiskIndex; each stored tick (TickHub)
 * is checked against it, and only the candidates are read and closed, liquidated or filled, each
 * in its own transaction at that tick (watchPositions.reviewPosition). Changes reach the index
 * through the `position_changed` notices (sent on commit) and a full re-read whenever the resync
 * job asks for one (requestResync, every minute), a safety net under the notices.
 * Ticks that arrive while a pass runs are merged, the latest per instrument, into the next pass.
 */
export class PositionWatcher {
  readonly index = new RiskIndex();
  private catalogue = new Map<string, Instrument>();
  private readonly dirty = new Set<bigint>();
  private pendingTicks = new Map<string, RecordedTick>();
  private running = false;
  private stopped = false;
  private listener: PoolClient | undefined;
  private unsubscribe: () => void = () => undefined;
  /** When the last full re-read started (ms); 0: one is due at the next pass. */
  private lastResync = 0;

  constructor(private readonly deps: { db: Database; pool: Pool; clock: Clock; ticks: TickHub; log: { warn(message: string): void } }) {}

  async start(): Promise<void> {
    // What happened while the server was down is judged at the latest tick first.
    await watchPositions(this.deps.db, this.deps.clock);
    await this.listen();
    await this.resync();
    this.unsubscribe = this.deps.ticks.subscribe((ticks) => {
      for (const tick of ticks) this.pendingTicks.set(tick.symbol, tick);
      this.kick();
    });
  }

  /** Has the next pass re-read every live position (the resync job); runs between scans, never during one. */
  requestResync(): void {
    this.lastResync = 0;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    const client = this.listener;
    this.listener = undefined;
    if (client) {
      await client.query(`UNLISTEN ${POSITION_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    void this.pass()
      .catch((error: unknown) => this.deps.log.warn(`position watch failed: ${String(error)}`))
      .finally(() => {
        this.running = false;
        if (this.pendingTicks.size > 0 && !this.stopped) this.kick();
      });
  }

  private async pass(): Promise<void> {
    if (this.lastResync === 0) await this.resync();
    else await this.refreshDirty();
    const ticks = [...this.pendingTicks.values()];
    this.pendingTicks = new Map();
    const now = this.deps.clock.now();
    for (const tick of ticks) {
      const instrument = this.catalogue.get(tick.symbol);
      if (!instrument || !marketStatus(instrument.tradingHours, now).open) continue;
      const quote = { mark: tick.priceUnits, ...bidAsk(contractSpecOf(instrument), tick.priceUnits), tickAt: new Date(tick.atSecond * 1000) };
      for (const id of this.index.candidates(tick.symbol, quote)) {
        await reviewPosition(this.deps.db, instrument, id, quote, now);
        this.dirty.add(id);
      }
    }
    await this.refreshDirty();
  }

  /** Re-reads the positions named by notices (and those just reviewed). */
  private async refreshDirty(): Promise<void> {
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    const rows = await this.deps.db.select().from(positions).where(inArray(positions.id, ids));
    const seen = new Set<bigint>();
    for (const row of rows) {
      seen.add(row.id);
      this.apply(row);
    }
    for (const id of ids) if (!seen.has(id)) this.index.remove(id);
  }

  private async resync(): Promise<void> {
    this.lastResync = Date.now();
    this.dirty.clear();
    this.catalogue = new Map((await this.deps.db.select().from(instruments)).map((row) => [row.symbol, row]));
    const live = await this.deps.db
      .select()
      .from(positions)
      .where(inArray(positions.status, ['pending', 'open']));
    this.index.clear();
    for (const row of live) this.apply(row);
  }

  private apply(row: Position): void {
    const watched = watchedOf(row);
    const instrument = this.catalogue.get(row.symbol);
    if (!watched || !instrument) this.index.remove(row.id);
    else this.index.put(watched, contractSpecOf(instrument));
  }

  private async listen(): Promise<void> {
    const client = await this.deps.pool.connect();
    client.on('notification', (message) => {
      const notice = message.channel === POSITION_CHANNEL && message.payload ? parsePositionNotice(message.payload) : undefined;
      if (notice) this.dirty.add(notice.positionId);
    });
    client.on('error', (error) => {
      // Notices may have been lost: re-read everything on the next pass, and listen again.
      this.deps.log.warn(`position watch lost its LISTEN connection: ${String(error)}`);
      this.lastResync = 0;
      if (this.listener === client) this.listener = undefined;
      client.release(true);
      if (!this.stopped) setTimeout(() => void this.listen().catch(() => undefined), 1_000);
    });
    await client.query(`LISTEN ${POSITION_CHANNEL}`);
    this.listener = client;
  }
}
