import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { manualClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { type JobContext, type JobDeclaration, JobScheduler, periodsToRun } from './jobScheduler.js';
import { jobRuns } from './schema.js';

const MINUTE_MS = 60_000;
let database: DatabaseHandle & { url: string };
const pools: pg.Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const pool of pools) await pool.end();
  await database.close();
});

/** A pool of its own, as a second server process would have. */
function processPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  pools.push(pool);
  return pool;
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (message: string) => void lines.push(message) };
}

/** A job that records the context of each run. */
function recordingJob(name: string, periodMs: number, catchUp: JobDeclaration['catchUp']) {
  const runs: JobContext[] = [];
  const job: JobDeclaration = {
    name,
    periodMs,
    catchUp,
    run: async (context) => void runs.push(context),
  };
  return { job, runs };
}

async function jobRow(name: string) {
  const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row;
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('JobScheduler', () => {
  it('runs a period once however often it is polled, also after a restart', async () => {
    const clock = manualClock(new Date('2026-03-02T10:00:00.250Z'));
    const { job, runs } = recordingJob('once', 1_000, 'latest');
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [job], log: recordingLog() });
    for (let i = 0; i < 5; i++) await scheduler.round();
    expect(runs).toEqual([{ periodKey: Math.floor(clock.now().getTime() / 1_000), periodAt: new Date('2026-03-02T10:00:00Z'), catchUp: false }]);

    clock.advance(500);
    await scheduler.round();
    expect(runs).toHaveLength(1);
    clock.advance(500);
    await Promise.all([scheduler.round(), scheduler.round(), scheduler.round()]);
    expect(runs.map((r) => r.periodAt)).toEqual([new Date('2026-03-02T10:00:00Z'), new Date('2026-03-02T10:00:01Z')]);

    // A restarted process knows nothing in memory: job_runs says the period is done.
    const restarted = new JobScheduler({ pool: database.pool, clock, jobs: [job], log: recordingLog() });
    await restarted.round();
    expect(runs).toHaveLength(2);
    expect(await jobRow('once')).toMatchObject({ lastPeriodKey: runs[1]?.periodKey, runs: 2, failures: 0, lastError: '' });
  });

  it('never runs one job in two processes at once, nor one period twice', async () => {
    const clock = manualClock(new Date('2026-03-02T11:00:00Z'));
    let active = 0;
    let mostActive = 0;
    const keys: number[] = [];
    const job: JobDeclaration = {
      name: 'shared',
      periodMs: 1_000,
      catchUp: 'each',
      run: async ({ periodKey }) => {
        active += 1;
        mostActive = Math.max(mostActive, active);
        await sleep(15);
        keys.push(periodKey);
        active -= 1;
      },
    };
    const first = new JobScheduler({ pool: processPool(), clock, jobs: [job], log: recordingLog() });
    const second = new JobScheduler({ pool: processPool(), clock, jobs: [job], log: recordingLog() });
    const startKey = Math.floor(clock.now().getTime() / 1_000);
    for (let i = 0; i < 8; i++) {
      await Promise.all([first.round(), second.round(), second.round(), first.round()]);
      // The process that found the lock taken catches the period up in a later round, if still due.
      await Promise.all([second.round(), first.round()]);
      clock.advance(1_000);
    }
    expect(mostActive).toBe(1);
    expect(keys).toEqual(Array.from({ length: 8 }, (_, i) => startKey + i));
  });

  it("catches up every missed period in order with 'each', once with 'latest'", async () => {
    const clock = manualClock(new Date('2026-03-02T12:00:00Z'));
    const each = recordingJob('catch-up-each', MINUTE_MS, 'each');
    const latest = recordingJob('catch-up-latest', MINUTE_MS, 'latest');
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [each.job, latest.job], log: recordingLog() });
    await scheduler.round();
    const startKey = Math.floor(clock.now().getTime() / MINUTE_MS);

    // Down for five periods.
    clock.advance(5 * MINUTE_MS + 10_000);
    await scheduler.round();
    expect(each.runs).toEqual([
      { periodKey: startKey, periodAt: new Date('2026-03-02T12:00:00Z'), catchUp: false },
      { periodKey: startKey + 1, periodAt: new Date('2026-03-02T12:01:00Z'), catchUp: true },
      { periodKey: startKey + 2, periodAt: new Date('2026-03-02T12:02:00Z'), catchUp: true },
      { periodKey: startKey + 3, periodAt: new Date('2026-03-02T12:03:00Z'), catchUp: true },
      { periodKey: startKey + 4, periodAt: new Date('2026-03-02T12:04:00Z'), catchUp: true },
      { periodKey: startKey + 5, periodAt: new Date('2026-03-02T12:05:00Z'), catchUp: false },
    ]);
    expect(latest.runs).toEqual([
      { periodKey: startKey, periodAt: new Date('2026-03-02T12:00:00Z'), catchUp: false },
      { periodKey: startKey + 5, periodAt: new Date('2026-03-02T12:05:00Z'), catchUp: true },
    ]);
    expect(await jobRow('catch-up-each')).toMatchObject({ lastPeriodKey: startKey + 5, runs: 6 });
  });

  it("bounds an 'each' backlog and says what it skipped", async () => {
    const clock = manualClock(new Date('2026-03-02T13:00:00Z'));
    const { job, runs } = recordingJob('bounded', MINUTE_MS, 'each');
    const log = recordingLog();
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [job], log, maxCatchUpPeriods: 3 });
    await scheduler.round();
    clock.advance(10 * MINUTE_MS);
    await scheduler.round();
    expect(runs.map((r) => r.periodAt.toISOString().slice(11, 16))).toEqual(['13:00', '13:08', '13:09', '13:10']);
    expect(log.lines).toEqual(['job bounded: 7 missed periods skipped (2026-03-02T13:01:00.000Z … 2026-03-02T13:07:00.000Z)']);
    expect(periodsToRun('each', 4, 4, 3)).toEqual({ periods: [] });
    expect(periodsToRun('latest', -1, 9, 3)).toEqual({ periods: [{ key: 9, catchUp: false }] });
  });

  it('records a failure and retries the same period on a later round', async () => {
    const clock = manualClock(new Date('2026-03-02T14:00:00Z'));
    const keys: number[] = [];
    let failuresLeft = 2;
    const job: JobDeclaration = {
      name: 'flaky',
      periodMs: MINUTE_MS,
      catchUp: 'each',
      run: async ({ periodKey }) => {
        keys.push(periodKey);
        if (failuresLeft-- > 0) throw new Error('feed unreachable');
      },
    };
    const log = recordingLog();
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [job], log });
    await scheduler.round();
    const key = Math.floor(clock.now().getTime() / MINUTE_MS);
    expect(await jobRow('flaky')).toMatchObject({ lastPeriodKey: -1, lastError: 'feed unreachable', failures: 1, runs: 0 });
    expect(log.lines).toEqual(['job flaky failed for the period at 2026-03-02T14:00:00.000Z: feed unreachable']);

    // A failed job pauses min(period, 5 s) before it is tried again.
    await scheduler.round();
    expect(keys).toEqual([key]);
    clock.advance(5_000);
    await scheduler.round();
    clock.advance(5_000);
    await scheduler.round();
    expect(keys).toEqual([key, key, key]);
    expect(await jobRow('flaky')).toMatchObject({ lastPeriodKey: key, lastError: '', failures: 2, runs: 1 });
  });

  it('stop() waits for a running job and schedules nothing after', async () => {
    const clock = manualClock(new Date('2026-03-02T15:00:00Z'));
    const release = gate();
    const events: string[] = [];
    const job: JobDeclaration = {
      name: 'slow',
      periodMs: 1_000,
      catchUp: 'latest',
      run: async () => {
        events.push('started');
        await release.opened;
        events.push('finished');
      },
    };
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [job], log: recordingLog() });
    const round = scheduler.round();
    while (!events.includes('started')) await sleep(5);
    const stopped = scheduler.stop().then(() => void events.push('stopped'));
    await sleep(50);
    expect(events).toEqual(['started']);
    release.open();
    await stopped;
    await round;
    expect(events).toEqual(['started', 'finished', 'stopped']);
    clock.advance(1_000);
    await scheduler.round();
    expect(events).toHaveLength(3);
  });

  it('stop() gives up on a hung run after its timeout and names it', async () => {
    const clock = manualClock(new Date('2026-03-02T15:30:00Z'));
    const release = gate();
    let started = false;
    const job: JobDeclaration = {
      name: 'hung',
      periodMs: 1_000,
      catchUp: 'latest',
      run: async () => {
        started = true;
        await release.opened;
      },
    };
    const log = recordingLog();
    const scheduler = new JobScheduler({ pool: database.pool, clock, jobs: [job], log });
    const round = scheduler.round();
    while (!started) await sleep(5);
    expect(await scheduler.stop(50)).toBe(false);
    expect(log.lines).toEqual(['jobs still running 50 ms after stop, not waited for: hung']);
    release.open();
    await round;
  });

  it('lives through losing its lock connection mid-run and runs the period again', async () => {
    const clock = manualClock(new Date('2026-03-02T16:00:00Z'));
    const release = gate();
    const keys: number[] = [];
    const job: JobDeclaration = {
      name: 'lost',
      periodMs: MINUTE_MS,
      catchUp: 'latest',
      run: async ({ periodKey }) => {
        keys.push(periodKey);
        if (keys.length === 1) await release.opened;
      },
    };
    const log = recordingLog();
    const scheduler = new JobScheduler({ pool: processPool(), clock, jobs: [job], log });
    const round = scheduler.round();
    while (keys.length === 0) await sleep(5);
    const holders = await database.pool.query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(holders.rows).toHaveLength(1);
    await database.pool.query('select pg_terminate_backend($1)', [holders.rows[0]?.pid]);
    release.open();
    await round;
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^job lost: /);

    // The period was not recorded as done, so it runs again once the pause is over.
    clock.advance(5_000);
    await scheduler.round();
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(await jobRow('lost')).toMatchObject({ lastPeriodKey: keys[0], runs: 1 });
  });
});
