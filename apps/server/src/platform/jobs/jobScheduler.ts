import { and, eq, lt, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Clock } from '../clock.js';
import { jobRuns } from './schema.js';

/** What a run is for. */
export interface JobContext {
  /** floor(instant / periodMs): the period this run is for. */
  periodKey: number;
  /** The instant the period starts (periodKey × periodMs), by the injected clock's time line. */
  periodAt: Date;
  /** True when the run is for a period no process ran in time (downtime, a slow run). */
  catchUp: boolean;
}

/** One row of the job table. */
export interface JobDeclaration {
  /** Unique; names the job_runs row and the advisory lock. */
  name: string;
  periodMs: number;
  /**
   * After downtime: `each` runs every missed period, oldest first (at most maxCatchUpPeriods, the
   * older ones are skipped and logged); `latest` runs once, for the current period, for handlers
   * that catch up by themselves.
   */
  catchUp: 'each' | 'latest';
  run(context: JobContext): Promise<unknown>;
}

export interface JobLog {
  warn(message: string): void;
  /** Each completed period, when given (LOG_JOB_RUNS: the multi-process test counts them across processes). */
  ran?(message: string): void;
}

export interface JobSchedulerOptions {
  /** Where lock connections come from: one is held per running job, so give the scheduler a pool of its own. */
  pool: pg.Pool;
  clock: Clock;
  jobs: readonly JobDeclaration[];
  log: JobLog;
  /** How often due jobs are looked for (by the real timer); 100 ms unless told. */
  pollMs?: number;
  /** The most missed periods an `each` job runs after downtime; 100 unless told. */
  maxCatchUpPeriods?: number;
}

/** A failed run is tried again after min(period, 5 s), so a broken job does not spin. */
const MAX_RETRY_DELAY_MS = 5_000;

interface JobState {
  declaration: JobDeclaration;
  /** The latest period known to be done (here or by another process); saves a database round trip per poll. */
  doneKey: number;
  retryAtMs: number;
  running: Promise<void> | undefined;
}

interface HeldLock {
  client: pg.PoolClient;
  release(): Promise<void>;
}

/**
 * Runs the declared jobs. Each run happens under a PostgreSQL advisory lock held on a connection
 * of its own (two processes never run one job at once), only for a period whose key is above the
 * job's job_runs.last_period_key (read and advanced under that lock, so a period runs once), and
 * never overlaps the same job's previous run. A failed run is recorded and the period stays due.
 */
export class JobScheduler {
  private readonly jobs: JobState[];
  private readonly pollMs: number;
  private readonly maxCatchUpPeriods: number;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly options: JobSchedulerOptions) {
    const names = new Set<string>();
    for (const job of options.jobs) {
      if (names.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
      if (!Number.isSafeInteger(job.periodMs) || job.periodMs <= 0) throw new Error(`job ${job.name}: periodMs must be a positive integer`);
      names.add(job.name);
    }
    this.jobs = options.jobs.map((declaration) => ({ declaration, doneKey: -1, retryAtMs: 0, running: undefined }));
    this.pollMs = options.pollMs ?? 100;
    this.maxCatchUpPeriods = options.maxCatchUpPeriods ?? 100;
  }

  /** Looks for due jobs now and then every pollMs. */
  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => void this.round(), this.pollMs);
    this.timer.unref();
    void this.round();
  }

  /** One scheduling round: starts every idle job that is due; resolves when those runs are over. */
  async round(): Promise<void> {
    if (this.stopping) return;
    const nowMs = this.options.clock.now().getTime();
    const started: Promise<void>[] = [];
    for (const job of this.jobs) {
      if (job.running || nowMs < job.retryAtMs || Math.floor(nowMs / job.declaration.periodMs) <= job.doneKey) continue;
      const run = this.runDue(job).finally(() => {
        job.running = undefined;
      });
      job.running = run;
      started.push(run);
    }
    await Promise.all(started);
  }

  /**
   * Stops scheduling and waits for the runs under way (a catch-up of several periods ends after the
   * current one), at most timeoutMs so that a hung handler cannot hold up a shutdown. True when
   * every run ended; otherwise the jobs still running are logged.
   */
  async stop(timeoutMs = 30_000): Promise<boolean> {
    this.stopping = true;
    clearInterval(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<false>((resolve) => {
      timeout = setTimeout(() => resolve(false), timeoutMs);
    });
    const ended = await Promise.race([Promise.all(this.jobs.map((job) => job.running)).then(() => true), gaveUp]);
    clearTimeout(timeout);
    const stillRunning = this.jobs.filter((job) => job.running).map((job) => job.declaration.name);
    if (!ended) this.options.log.warn(`jobs still running ${timeoutMs} ms after stop, not waited for: ${stillRunning.join(', ')}`);
    return ended;
  }

  private async runDue(job: JobState): Promise<void> {
    const { name } = job.declaration;
    let lock: HeldLock | undefined;
    try {
      lock = await takeLock(this.options.pool, name);
      // Another process is running this job: it has the period, or this process gets it next round.
      if (!lock) return;
      await this.runPeriods(job, lock.client);
    } catch (error) {
      // The lock connection or job_runs failed (the handler's own failures are recorded in runPeriod).
      this.options.log.warn(`job ${name}: ${messageOf(error)}`);
      job.retryAtMs = this.options.clock.now().getTime() + Math.min(job.declaration.periodMs, MAX_RETRY_DELAY_MS);
    } finally {
      await lock?.release();
    }
  }

  private async runPeriods(job: JobState, client: pg.PoolClient): Promise<void> {
    const { declaration } = job;
    const db = drizzle(client);
    const [row] = await db.select({ last: jobRuns.lastPeriodKey }).from(jobRuns).where(eq(jobRuns.name, declaration.name));
    if (!row) await db.insert(jobRuns).values({ name: declaration.name }).onConflictDoNothing();
    const last = row?.last ?? -1;
    const currentKey = Math.floor(this.options.clock.now().getTime() / declaration.periodMs);
    const plan = periodsToRun(declaration.catchUp, last, currentKey, this.maxCatchUpPeriods);
    job.doneKey = Math.max(job.doneKey, last);
    if (plan.skipped) {
      const [from, to] = plan.skipped.map((key) => new Date(key * declaration.periodMs).toISOString());
      this.options.log.warn(`job ${declaration.name}: ${plan.skipped[1] - plan.skipped[0] + 1} missed periods skipped (${from} … ${to})`);
    }
    for (const period of plan.periods) {
      if (this.stopping) break;
      if (!(await this.runPeriod(job, db, period))) break;
    }
  }

  /** Runs one period; true when it succeeded and the period was advanced. */
  private async runPeriod(job: JobState, db: NodePgDatabase, period: { key: number; catchUp: boolean }): Promise<boolean> {
    const { declaration } = job;
    const { clock } = this.options;
    const periodAt = new Date(period.key * declaration.periodMs);
    await db.update(jobRuns).set({ lastStartedAt: clock.now() }).where(eq(jobRuns.name, declaration.name));
    try {
      await declaration.run({ periodKey: period.key, periodAt, catchUp: period.catchUp });
    } catch (error) {
      const message = messageOf(error);
      await db
        .update(jobRuns)
        .set({ lastFinishedAt: clock.now(), lastError: message, failures: sql`${jobRuns.failures} + 1` })
        .where(eq(jobRuns.name, declaration.name));
      this.options.log.warn(`job ${declaration.name} failed for the period at ${periodAt.toISOString()}: ${message}`);
      job.retryAtMs = clock.now().getTime() + Math.min(declaration.periodMs, MAX_RETRY_DELAY_MS);
      return false;
    }
    await db
      .update(jobRuns)
      .set({ lastPeriodKey: period.key, lastFinishedAt: clock.now(), lastError: '', runs: sql`${jobRuns.runs} + 1` })
      .where(and(eq(jobRuns.name, declaration.name), lt(jobRuns.lastPeriodKey, period.key)));
    job.doneKey = Math.max(job.doneKey, period.key);
    this.options.log.ran?.(`job ${declaration.name} ran period ${period.key}`);
    return true;
  }
}

/**
 * The periods a job runs now, oldest first, given the last one done. A job that never ran starts
 * at the current period (no backfill from the epoch); `each` runs at most `maxPeriods` of a
 * backlog and names the older ones it skips.
 */
export function periodsToRun(
  catchUp: JobDeclaration['catchUp'],
  lastKey: number,
  currentKey: number,
  maxPeriods: number,
): { periods: Array<{ key: number; catchUp: boolean }>; skipped?: [number, number] } {
  if (currentKey <= lastKey) return { periods: [] };
  if (lastKey < 0) return { periods: [{ key: currentKey, catchUp: false }] };
  if (catchUp === 'latest') return { periods: [{ key: currentKey, catchUp: currentKey - lastKey > 1 }] };
  const first = Math.max(lastKey + 1, currentKey - maxPeriods + 1);
  const periods: Array<{ key: number; catchUp: boolean }> = [];
  for (let key = first; key <= currentKey; key++) periods.push({ key, catchUp: key < currentKey });
  return first > lastKey + 1 ? { periods, skipped: [lastKey + 1, first - 1] } : { periods };
}

/**
 * The job's session advisory lock on a connection held until release(), or undefined when another
 * session holds it. A lost connection is reported through 'error' (handled here, so the process
 * lives on) and ends the session, which frees the lock in PostgreSQL; the client is then destroyed
 * instead of returned to the pool. release() runs once whatever happens.
 */
async function takeLock(pool: pg.Pool, name: string): Promise<HeldLock | undefined> {
  const key = `job:${name}`;
  const client = await pool.connect();
  let lost: Error | undefined;
  let locked = false;
  let released = false;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  const release = async () => {
    if (released) return;
    released = true;
    if (locked && !lost) {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((error: Error) => {
        lost = error;
      });
    }
    client.off('error', onError);
    client.release(lost ?? false);
  };
  try {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
    locked = result.rows[0]?.locked === true;
  } catch (error) {
    lost ??= error instanceof Error ? error : new Error(String(error));
    await release();
    throw lost;
  }
  if (locked) return { client, release };
  await release();
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
