/**
 * Loopback HTTP load against a running platform (`npm start` first):
 *   npx tsx bench/api.bench.ts [baseUrl] [seconds]
 * Measures throughput and latency percentiles of public reads and of password sign-in
 * (argon2id-bound by design). Requests are bounded by time and stop by themselves.
 */
const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const seconds = Number(process.argv[3] ?? 10);

function nonce(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

async function run(name: string, concurrency: number, request: () => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const response = await request();
      const body = (await response.json()) as { code: number };
      if (body.code !== 0) failures++;
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
  console.log(`| ${name} | ${concurrency} | ${(latencies.length / seconds).toFixed(0)} | ${pct(50)} | ${pct(99)} | ${failures} |`);
}

console.log(`${baseUrl}, ${seconds} s per row\n`);
console.log('| call | concurrency | req/s | p50 ms | p99 ms | non-zero codes |');
console.log('|---|---|---|---|---|---|');
await run('GET web/getParam', 32, () => fetch(`${baseUrl}/api/web/getParam`, { headers: { nonce: nonce() } }));
await run('GET web/getmarketList', 32, () => fetch(`${baseUrl}/api/web/getmarketList`, { headers: { nonce: nonce() } }));
await run('POST web/userLogin (argon2id)', 8, () =>
  fetch(`${baseUrl}/api/web/userLogin`, {
    method: 'POST',
    headers: { nonce: nonce(), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'account=demo%40veritex.local&password=Demo2026pass',
  }),
);

// A module (top-level await), not a script.
export {};
