/**
 * One market-stream flush, fanned out to `sockets` ws connections, the way liveSocket.ts did
 * before issue 20 and the way it does now, alternated in the same process so that both meet the
 * same machine load:
 *   npx tsx bench/support/flushCompare.ts [sockets=1000] [rounds=3]
 *   corked (before)    each frame built once; each socket's stream corked for the flush, one
 *                      write per frame, uncorked at the end (one writev per socket)
 *   fanout (now)       ChannelFanout: the flush's frames concatenated once for the group of
 *                      sockets with the same channels, one write per socket
 * Each flush carries what bench:ws's page gets: a trade, the 50-level depth and a candle (and,
 * once a second, the tickers: left out, the same for both). A child process (fanoutFloor.mjs's
 * reader) only reads. Prints the sender's user and kernel CPU per frame (/proc/self/stat) and
 * the frames per second per core it implies; the last line is JSON.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type WebSocket, WebSocketServer } from 'ws';
import { ChannelFanout } from '../../apps/server/src/http/channelFanout.js';

const sockets = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const CHANNELS = ['trades@BTC_USDT', 'depth@BTC_USDT', 'kline@BTC_USDT@1m'];

const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[] };
};
const preframe = (text: string) => Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));

const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((ready) => server.once('listening', () => ready()));
const open: WebSocket[] = [];
server.on('connection', (socket) => open.push(socket));
const reader = fork(join(import.meta.dirname, 'fanoutFloor.mjs'), [String((server.address() as { port: number }).port), 'client', String(sockets)]);
await new Promise((ready) => reader.once('message', ready));

const level = (price: number) => [price.toFixed(2), '0.01000000'];
const texts = [
  JSON.stringify({ channel: CHANNELS[0], data: [{ id: '123456', price: '96000.00', quantity: '0.00010000', side: 'buy', time: new Date().toISOString() }] }),
  JSON.stringify({
    channel: CHANNELS[1],
    data: { symbol: 'BTC_USDT', bids: Array.from({ length: 50 }, (_, i) => level(95_999 - i)), asks: Array.from({ length: 50 }, (_, i) => level(96_001 + i)) },
  }),
  JSON.stringify({ channel: CHANNELS[2], data: [1_764_000_000_000, '96000.00', '96000.00', '96000.00', '96000.00', '0.00010000'] }),
];

interface RawStream {
  cork(): void;
  uncork(): void;
  write(data: Buffer): boolean;
}
const streamOf = (socket: WebSocket) => (socket as unknown as { _socket: RawStream })._socket;

/** Before: SocketBurst as liveSocket.ts had it. */
function corkedFlush(): void {
  const corked = new Set<RawStream>();
  for (const text of texts) {
    const framed = preframe(text);
    for (const socket of open) {
      const stream = streamOf(socket);
      if (socket.readyState !== socket.OPEN) continue;
      if (!corked.has(stream)) {
        stream.cork();
        corked.add(stream);
      }
      stream.write(framed);
    }
  }
  for (const stream of corked) stream.uncork();
}

const fanout = new ChannelFanout();
for (const socket of open) for (const channel of CHANNELS) fanout.subscribe(socket, channel);
function fanoutFlush(): void {
  fanout.beginBurst();
  for (const [i, text] of texts.entries()) fanout.publish(CHANNELS[i] as string, text);
  fanout.endBurst();
}

const ticks = () => {
  const fields = (readFileSync('/proc/self/stat', 'utf8').split(') ')[1] ?? '').split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
};
const totals = new Map<string, { user: number; system: number; frames: number }>();
for (let round = 0; round < rounds; round++) {
  for (const [way, flush] of [
    ['corked (before)', corkedFlush],
    ['fanout (now)', fanoutFlush],
  ] as const) {
    const before = ticks();
    for (let i = 0; i < 300; i++) {
      flush();
      // Flushes are 100 ms apart in the server; here the readers get 5 ms to drain (idle time costs no CPU).
      await new Promise((done) => setTimeout(done, 5));
    }
    const after = ticks();
    const total = totals.get(way) ?? { user: 0, system: 0, frames: 0 };
    total.user += after.user - before.user;
    total.system += after.system - before.system;
    total.frames += 300 * texts.length * open.length;
    totals.set(way, total);
  }
}
const result: Record<string, { userMicrosPerFrame: number; kernelMicrosPerFrame: number; framesPerSecPerCore: number }> = {};
console.log(`${open.length} sockets, ${rounds} rounds of 300 flushes each way, ${process.version}, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('| way | user µs/frame | kernel µs/frame | frames/s per core |');
console.log('|---|---|---|---|');
for (const [way, t] of totals) {
  // /proc ticks are 10 ms.
  const user = (t.user * 10_000) / t.frames;
  const kernel = (t.system * 10_000) / t.frames;
  result[way] = { userMicrosPerFrame: round(user), kernelMicrosPerFrame: round(kernel), framesPerSecPerCore: Math.round(1e6 / (user + kernel)) };
  console.log(`| ${way} | ${user.toFixed(2)} | ${kernel.toFixed(2)} | ${Math.round(1e6 / (user + kernel))} |`);
}
console.log(JSON.stringify({ bench: 'flushCompare', sockets: open.length, result }));
reader.kill();
server.close();
process.exit(0);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
