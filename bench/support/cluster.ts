/**
 * `--nodes N` for the benchmarks: N server processes on one PostgreSQL joined through NATS
 * (CLUSTER_NATS_URL), as a deployment behind a load balancer would run them. The first is the
 * usual benchmark platform (embedded PostgreSQL, migrations, seed; it starts first, so it takes
 * the spot writer lock); the others point at its database with DATABASE_URL and stand by,
 * forwarding spot commands to it. With one node, no NATS runs and nothing differs from before.
 */
import { startNatsServer } from '../../apps/server/src/testing/natsServer.js';
import { type PlatformProcess, startPlatformProcess } from '../../apps/server/src/testing/platformProcess.js';
import { treeCpuSeconds } from './measure.js';
import { type Platform, startPlatform } from './platform.js';

export interface BenchCluster {
  /** The first node: the database, the measured pid, setup and checks. */
  platform: Platform;
  /** Every node's base URL, the first node's first: connections are spread over them. */
  baseUrls: string[];
  /** Cores the other nodes used between cpuStart and the answer's call (0 with one node). */
  otherNodesCpu(): { end(): number };
  stop(): Promise<void>;
}

export async function startBenchCluster(nodes: number, options: Parameters<typeof startPlatform>[0] = {}): Promise<BenchCluster> {
  if (nodes <= 1) {
    const platform = await startPlatform(options);
    return { platform, baseUrls: [platform.baseUrl], otherNodesCpu: () => ({ end: () => 0 }), stop: () => platform.stop() };
  }
  const nats = await startNatsServer();
  const platform = await startPlatform({ ...options, env: { ...options.env, CLUSTER_NATS_URL: nats.url } });
  const others: PlatformProcess[] = [];
  for (let i = 1; i < nodes; i++) {
    others.push(
      await startPlatformProcess({
        DATABASE_URL: platform.databaseUrl,
        CLUSTER_NATS_URL: nats.url,
        RATE_LIMIT_FACTOR: '1000000',
        MARKET_MAKER: 'off',
        WEB_DIST: '',
        CHART_HISTORY_DAYS: '0',
        ...options.env,
      }),
    );
  }
  const cpuOfOthers = () => others.reduce((sum, node) => sum + treeCpuSeconds(node.child.pid ?? 0).process, 0);
  return {
    platform,
    baseUrls: [platform.baseUrl, ...others.map((node) => node.baseUrl)],
    otherNodesCpu() {
      const startedAt = performance.now();
      const cpu0 = cpuOfOthers();
      return { end: () => Math.round(((cpuOfOthers() - cpu0) / ((performance.now() - startedAt) / 1000)) * 100) / 100 };
    },
    async stop() {
      // The standbys first: the first node's shutdown stops the PostgreSQL they use.
      await Promise.all(
        others.map((node) => {
          if (node.child.exitCode !== null) return undefined;
          node.child.removeAllListeners('exit');
          const exited = new Promise((done) => node.child.once('exit', done));
          node.child.kill('SIGINT');
          return exited;
        }),
      );
      await platform.stop();
      await nats.stop();
    },
  };
}
