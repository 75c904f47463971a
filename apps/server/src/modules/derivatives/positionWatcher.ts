import { marketStatus } from '@veritex/shared';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import type { NoticeChannel } from '../../platform/db/noticeChannel.js';
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
  /** The pass in flight, which stop() lets finish. */
  private passing: Promise<void> = Promise.resolve();
  private stopped = false;
  private unsubscribe: () => void = () => undefined;
  private readonly unlisten: Array<() => void> = [];
  /** When the last full re-read started (ms); 0: one is due at the next pass. */
  private lastResync = 0;

  constructor(private readonly deps: { db: Database; notices: NoticeChannel; clock: Clock; ticks: TickHub; log: { warn(message: string): void } }) {}

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
    for (const unlisten of this.unlisten.splice(0)) unlisten();
    await this.passing;
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.passing = this.pass()
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
      const quote = {
        mark: tick.priceUnits,
        ...bidAsk(contractSpecOf(instrument), tick.priceUnits),
        tickAt: new Date(tick.atSecond * 1000),
        source: tick.source,
      };
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

  /** Position notices through the process's notice channel; resolves once they are listened to. */
  private async listen(): Promise<void> {
    this.unlisten.push(
      this.deps.notices.subscribe(POSITION_CHANNEL, (payload) => {
        const notice = parsePositionNotice(payload);
        if (notice) this.dirty.add(notice.positionId);
      }),
      // Notices sent while the channel was reconnecting are lost: the next pass re-reads everything.
      this.deps.notices.afterReconnect(() => this.requestResync()),
    );
    await this.deps.notices.ready();
  }
}
