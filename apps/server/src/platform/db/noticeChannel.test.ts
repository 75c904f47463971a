import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { connectionSettings, type DatabaseHandle } from './client.js';
import { NoticeChannel } from './noticeChannel.js';

let database: DatabaseHandle;
let notices: NoticeChannel;
const warnings: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  notices = await NoticeChannel.start(connectionSettings(database, 'veritex-notices'), {
    warn: (message) => warnings.push(message),
    error: (message) => warnings.push(message),
  });
});
afterAll(async () => {
  await notices.stop();
  await database.close();
});

async function until(probe: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5_000; ) {
    if (probe()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

it('delivers committed notices to every subscriber of the channel, until it unsubscribes', async () => {
  const first: string[] = [];
  const second: string[] = [];
  const stopFirst = notices.subscribe('test_channel', (payload) => first.push(payload));
  const stopSecond = notices.subscribe('test_channel', (payload) => second.push(payload));
  // A handler that throws is reported and does not keep the notice from the others.
  const stopFailing = notices.subscribe('test_channel', () => {
    throw new Error('handler bug');
  });
  await notices.ready();
  await notify('test_channel', 'one');
  await until(() => first.length === 1 && second.length === 1, 'both subscribers');
  expect(warnings.some((w) => w.includes('test_channel handler failed'))).toBe(true);
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'rolled back')`);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  stopFirst();
  stopFailing();
  await notify('test_channel', 'two');
  await until(() => second.length === 2, 'the remaining subscriber');
  expect(first).toEqual(['one']);
  expect(second).toEqual(['one', 'two']);
  stopSecond();
  expect(() => notices.subscribe('bad channel; drop table x', () => undefined)).toThrow();
});

it('survives the termination of its backend: reconnects, LISTENs again, and tells consumers to re-read', async () => {
  const received: string[] = [];
  let reconnects = 0;
  notices.subscribe('test_restart', (payload) => received.push(payload));
  notices.afterReconnect(() => {
    reconnects++;
  });
  await notices.ready();
  for (const round of [1, 2]) {
    const terminated = await database.db.execute<{ pid: number }>(
      sql`select pg_terminate_backend(pid), pid from pg_stat_activity where application_name = 'veritex-notices' and datname = current_database()`,
    );
    expect(terminated.rows).toHaveLength(1);
    await until(() => reconnects === round, `reconnect ${round}`);
    await notices.ready();
    await notify('test_restart', `after ${round}`);
    await until(() => received.includes(`after ${round}`), `a notice after reconnect ${round}`);
  }
  expect(warnings.some((w) => w.includes('LISTEN connection lost'))).toBe(true);
});
