/**
 * What a benchmark reports besides its own counters: CPU seconds of the server process, of its
 * embedded PostgreSQL (every descendant process) and of the load generator, from /proc, so
 * that "per core" figures divide by cores actually used; latency percentiles; machine facts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export const round2 = (value: number) => Math.round(value * 100) / 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process itself, and cutime + cstime of its reaped children, in ticks. */
  self: number;
  system: number;
  children: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may contain spaces; fields after its closing parenthesis are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(fields[i - 3]);
  return { pid, ppid: n(4), self: n(14) + n(15), system: n(15), children: n(16) + n(17) };
}

/** CPU seconds used so far by a process (and in the kernel on its behalf) and by all its descendants (live, plus reaped). */
export function treeCpuSeconds(rootPid: number): { process: number; processSystem: number; descendants: number } {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(stat.pid, stat);
  }
  const root = stats.get(rootPid);
  if (!root) return { process: 0, processSystem: 0, descendants: 0 };
  const byParent = new Map<number, ProcStat[]>();
  for (const stat of stats.values()) byParent.set(stat.ppid, [...(byParent.get(stat.ppid) ?? []), stat]);
  // A process's own time plus its reaped children's: every process of the tree counted once.
  let descendants = root.children;
  const stack = [...(byParent.get(rootPid) ?? [])];
  while (stack.length > 0) {
    const stat = stack.pop() as ProcStat;
    descendants += stat.self + stat.children;
    stack.push(...(byParent.get(stat.pid) ?? []));
  }
  return { process: root.self / TICKS_PER_SECOND, processSystem: root.system / TICKS_PER_SECOND, descendants: descendants / TICKS_PER_SECOND };
}

/** Busy and total CPU seconds of the whole machine (all cores) from /proc/stat. */
function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export interface CpuSplit {
  /** Cores used on average over the interval (CPU seconds / wall seconds). */
  serverCores: number;
  /** The part of serverCores spent in the kernel (system calls: sockets, on loopback both ends of TCP). */
  serverKernelCores: number;
  postgresCores: number;
  loadGeneratorCores: number;
  /** Busy cores of everything else on the machine (other users' processes, the kernel's own threads). */
  otherCores: number;
  machineBusyCores: number;
  machineCores: number;
}

/**
 * The processes a benchmark measures: the server, and the postmaster of its embedded PostgreSQL,
 * which `pg_ctl` detaches from the server's tree (0 when there is none: an external database).
 */
export interface MeasuredProcesses {
  pid: number;
  postgresPid: number;
  /** Load generators in processes of their own (bench:ws's subscribers), counted as load generator, not as other. */
  loadGeneratorPids?: number[];
}

/** CPU seconds of the postmaster and every PostgreSQL process it started. */
function postgresCpuSeconds(postgresPid: number): number {
  if (postgresPid === 0) return 0;
  const tree = treeCpuSeconds(postgresPid);
  return tree.process + tree.descendants;
}

/** CPU seconds of the separate load-generator processes (each with its descendants). */
function loadGeneratorCpuSeconds(pids: number[] = []): number {
  let seconds = 0;
  for (const pid of pids) {
    const tree = treeCpuSeconds(pid);
    seconds += tree.process + tree.descendants;
  }
  return seconds;
}

/** Starts a CPU interval; `end()` answers the average cores each party used during it. */
export function cpuInterval(processes: MeasuredProcesses): { end(): CpuSplit } {
  const serverPid = processes.pid;
  const startedAt = performance.now();
  const server0 = treeCpuSeconds(serverPid);
  const postgres0 = postgresCpuSeconds(processes.postgresPid);
  const self0 = process.cpuUsage();
  const load0 = loadGeneratorCpuSeconds(processes.loadGeneratorPids);
  const machine0 = machineCpuSeconds();
  return {
    end() {
      const seconds = (performance.now() - startedAt) / 1000;
      const server1 = treeCpuSeconds(serverPid);
      const postgres1 = postgresCpuSeconds(processes.postgresPid);
      const self1 = process.cpuUsage(self0);
      const load1 = loadGeneratorCpuSeconds(processes.loadGeneratorPids);
      const machine1 = machineCpuSeconds();
      const serverCores = (server1.process - server0.process) / seconds;
      // The server's own descendants too, should a database ever run as its child again.
      const postgresCores = (server1.descendants - server0.descendants + postgres1 - postgres0) / seconds;
      const loadGeneratorCores = ((self1.user + self1.system) / 1e6 + load1 - load0) / seconds;
      const machineBusyCores = (machine1.busy - machine0.busy) / seconds;
      return {
        serverCores: round2(serverCores),
        serverKernelCores: round2((server1.processSystem - server0.processSystem) / seconds),
        postgresCores: round2(postgresCores),
        loadGeneratorCores: round2(loadGeneratorCores),
        otherCores: round2(Math.max(0, machineBusyCores - serverCores - postgresCores - loadGeneratorCores)),
        machineBusyCores: round2(machineBusyCores),
        machineCores: round2((machine1.total - machine0.total) / seconds),
      };
    },
  };
}

/** Percentile of a sorted array (nearest rank). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The machine, as BENCHMARKS.md records it. */
export function machine(postgresVersion: string): Record<string, string | number> {
  let model = cpus()[0]?.model ?? 'unknown';
  try {
    model = /Model name:\s*(.+)/.exec(execFileSync('lscpu', { encoding: 'utf8' }))?.[1]?.trim() ?? model;
  } catch {
    // lscpu is missing on some systems; os.cpus() named the model already.
  }
  let cores = cpus().length;
  try {
    cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || cores;
  } catch {
    // no coreutils: os.cpus() counted them.
  }
  return { cores, cpu: model, node: process.version, postgres: postgresVersion };
}

/**
 * On a shared machine other processes' bursts would land in the measured window: keep warming
 * up (1 s samples) until everything else uses less than `maxOtherCores`, or `maxSeconds` passed.
 * Answers the other load seen last; on a dedicated machine it returns after one sample.
 */
export async function waitForQuietMachine(processes: MeasuredProcesses, maxSeconds: number, maxOtherCores = 0.15): Promise<number> {
  const deadline = performance.now() + maxSeconds * 1000;
  for (;;) {
    const sample = cpuInterval(processes);
    await new Promise((done) => setTimeout(done, 1000));
    const other = sample.end().otherCores;
    if (other < maxOtherCores || performance.now() > deadline) return other;
    process.stderr.write(`[bench] other processes use ${other} cores; waiting for a quiet machine\n`);
  }
}
