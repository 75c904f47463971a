import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../freePort.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.js';

/**
 * `npm start` after the server was killed with SIGKILL: its PostgreSQL is still running on the
 * data directory, or left a postmaster.pid behind. Starting again must work, and a start that
 * fails must say why.
 */
let root: string;
let dataDir: string;
let port: number;
const lines: string[] = [];
const running: EmbeddedDatabase[] = [];

async function start(): Promise<EmbeddedDatabase> {
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: (line) => lines.push(line) });
  running.push(embedded);
  return embedded;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query('select 1 as one');
  await client.end();
  return result.rows[0]?.one === 1;
}

const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'veritex-embedded-'));
  dataDir = join(root, 'pg');
  port = await freePort();
});
afterAll(async () => {
  for (const embedded of running) await embedded.stop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

it('stops the PostgreSQL an earlier run left on the data directory, and starts afresh', async () => {
  const first = await start();
  expect(await answers(first.url)).toBe(true);
  const orphan = postmasterPid();
  // The first owner "dies" without stopping it, as a server killed with SIGKILL does.
  const second = await start();
  expect(await answers(second.url)).toBe(true);
  // pg_ctl stop returns once the pid file is gone; the process exits a moment later.
  for (let i = 0; i < 100 && alive(orphan); i++) await new Promise((r) => setTimeout(r, 20));
  expect(alive(orphan)).toBe(false);
  expect(postmasterPid()).not.toBe(orphan);
  expect(lines.some((line) => line.includes(`stopping the PostgreSQL (pid ${orphan})`))).toBe(true);
  await second.stop();
  await second.stop();
});

it('refuses to take the data directory from a server that is still running', async () => {
  const first = await start();
  const postgres = postmasterPid();
  const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(join(dataDir, 'veritex-owner.pid'), `${owner.pid}\n`);
    await expect(start()).rejects.toThrow(`belongs to a server that is still running (pid ${owner.pid})`);
    expect(alive(postgres)).toBe(true);
    expect(await answers(first.url)).toBe(true);
  } finally {
    owner.kill();
    await first.stop();
  }
});

it('starts over a stale postmaster.pid, whether its process is gone or the pid now belongs to another program', async () => {
  const pidFile = join(dataDir, 'postmaster.pid');
  const stale = (pid: number) => `${pid}\n${dataDir}\n1700000000\n${port}\n\n127.0.0.1\n  1234567  7654321\nready   \n`;
  const other = spawn('sleep', ['30']);
  try {
    writeFileSync(pidFile, stale(other.pid ?? 0));
    const reused = await start();
    expect(await answers(reused.url)).toBe(true);
    expect(alive(other.pid ?? 0)).toBe(true);
    await reused.stop();
  } finally {
    other.kill();
  }
  const gone = spawn('true');
  await new Promise((done) => gone.once('exit', done));
  writeFileSync(pidFile, stale(gone.pid ?? 0));
  const afterDead = await start();
  expect(await answers(afterDead.url)).toBe(true);
  await afterDead.stop();
});

it('fails with PostgreSQL’s own reason, not undefined', async () => {
  const squatter = createServer();
  await new Promise<void>((listening) => squatter.listen(port, '127.0.0.1', listening));
  try {
    const failure = await start().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/could not bind|Address already in use/);
  } finally {
    squatter.close();
  }
});
