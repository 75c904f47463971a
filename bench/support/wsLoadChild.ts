/**
 * One load-generator process of bench:ws (started by support/wsLoad.ts with an IPC channel):
 * opens its share of the subscriber sockets, subscribes each to the bench's channels, and
 * answers the frames it has received so far whenever the bench asks. Running the subscribers
 * outside the bench process keeps their reading off the process that drives orders and
 * measures, and lets the kernel spread them over the machine's cores.
 */
import { CountingSocket } from './wsClient.js';

export type LoadCommand = { type: 'start'; host: string; port: number; clients: number; channels: string[] } | { type: 'count' } | { type: 'close' };

export type LoadReport = { type: 'ready' } | { type: 'count'; frames: number; bytes: number; counts: [string, number][] } | { type: 'failed'; message: string };

const clients: CountingSocket[] = [];
const report = (message: LoadReport) => process.send?.(message);

async function start(command: Extract<LoadCommand, { type: 'start' }>): Promise<void> {
  // Fifty at a time: a thousand upgrades at once would queue behind the server's accept backlog.
  for (let i = 0; i < command.clients; i += 50) {
    const group = Array.from({ length: Math.min(50, command.clients - i) }, () => new CountingSocket(command.host, command.port));
    await Promise.all(
      group.map(async (client) => {
        await client.open('/ws');
        const subscribed = client.waitFor('subscribed');
        client.send(JSON.stringify({ op: 'subscribe', channels: command.channels }));
        await subscribed;
      }),
    );
    clients.push(...group);
  }
  report({ type: 'ready' });
}

function count(): LoadReport {
  const counts = new Map<string, number>();
  let frames = 0;
  let bytes = 0;
  for (const client of clients) {
    frames += client.frames;
    bytes += client.bytes;
    for (const [kind, n] of client.counts) counts.set(kind, (counts.get(kind) ?? 0) + n);
  }
  return { type: 'count', frames, bytes, counts: [...counts] };
}

process.on('message', (command: LoadCommand) => {
  if (command.type === 'start') void start(command).catch((error: unknown) => report({ type: 'failed', message: String(error) }));
  else if (command.type === 'count') report(count());
  else {
    for (const client of clients) client.close();
    process.disconnect();
  }
});
// The bench went away without saying so: nothing is left to count for.
process.on('disconnect', () => process.exit(0));
