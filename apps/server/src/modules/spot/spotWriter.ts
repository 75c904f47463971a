import type { EventEmitter } from 'node:events';
import type { ActiveHalt, Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { CommandAnswer, SpotCommand } from './applyBatch.js';
import type { CommittedBatch } from './exchange.js';
import type { ExchangeState } from './state.js';

/**
 * What callers see of the spot writer: the SpotExchange itself in one process, or, with
 * CLUSTER_NATS_URL, a ClusteredSpotWriter that is the writer while it holds the writer lock and
 * otherwise forwards commands to the process that does (clusteredSpotWriter.ts).
 */
export interface SpotWriter {
  /** `committed`: every committed batch, wherever it was committed, after its callers were answered. */
  readonly events: EventEmitter<{ committed: [CommittedBatch] }>;
  readonly clock: Clock;
  /** Whether commands are taken now (a standby forwards them, so it takes them while it can). */
  readonly accepting: boolean;
  /** The books and market data in memory (on a standby, a replica re-read after each committed batch); never mutate. */
  readonly view: ExchangeState;
  submit(command: SpotCommand): Promise<CommandAnswer | Result<never, 'order_not_accepted'>>;
  applyHalt(symbol: string, halt: ActiveHalt | null, cancelOpen: boolean): Promise<Result<{ cancelled: number }, 'order_not_accepted'>>;
  reloadMarkets(): Promise<boolean>;
  noteRuleVersion(version: bigint): void;
  stop(): Promise<void>;
}
