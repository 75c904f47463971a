/**
 * What one WebSocket frame costs the SENDING process on this machine, without the platform:
 *   node bench/support/fanoutFloor.mjs [sockets]
 * A `ws` server (the library @fastify/websocket wraps) holds `sockets` connections from a child
 * process that only reads; one trade-sized and one depth-sized frame are fanned out to every
 * socket in four ways, and the sender's user and kernel CPU per frame is read from
 * /proc/self/stat. It bounds what /ws can reach per core, and shows what each change buys:
 *   ws.send(string)            what liveSocket.ts does: encodes and frames once per socket
 *   ws.send(Buffer once)       payload encoded once for all subscribers
 *   prebuilt frame             header + payload built once, one write per socket
 *   3 frames per write         several frames of one tick to a socket in one write (one syscall)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

const sockets = Number(process.argv[3] === 'client' ? process.argv[4] : (process.argv[2] ?? 1000));

if (process.argv[3] === 'client') {
  const port = Number(process.argv[2]);
  let upgraded = 0;
  for (let i = 0; i < sockets; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.write(
      `GET / HTTP/1.1\r\nhost: 127.0.0.1\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-key: ${randomBytes(16).toString('base64')}\r\nsec-websocket-version: 13\r\n\r\n`,
    );
    socket.once('data', () => {
      socket.on('data', () => undefined);
      upgraded++;
      if (upgraded === sockets) process.send?.('ready');
    });
  }
} else {
  const { WebSocketServer, Sender } = await import('ws');
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const open = [];
  server.on('connection', (socket) => open.push(socket));
  const child = fork(new URL(import.meta.url).pathname, [String(server.address().port), 'client', String(sockets)]);
  await new Promise((ready) => child.once('message', ready));

  const ticks = () => {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]) };
  };
  const trade = JSON.stringify({
    channel: 'trades@BTC_USDT',
    data: [{ id: '123456', price: '96000.00', quantity: '0.00010000', side: 'buy', time: new Date().toISOString() }],
  });
  const level = (price) => [price.toFixed(2), '0.01000000'];
  const depth = JSON.stringify({
    channel: 'depth@BTC_USDT',
    data: {
      symbol: 'BTC_USDT',
      bids: Array.from({ length: 50 }, (_, i) => level(95_999 - i)),
      asks: Array.from({ length: 50 }, (_, i) => level(96_001 + i)),
      time: new Date().toISOString(),
    },
  });
  const frameOf = (text) => Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
  const ways = {
    'ws.send(string)': (text) => {
      for (const socket of open) socket.send(text);
      return 1;
    },
    'ws.send(Buffer once)': (text) => {
      const bytes = Buffer.from(text);
      for (const socket of open) socket.send(bytes, { binary: false });
      return 1;
    },
    'prebuilt frame, one write': (text) => {
      const bytes = frameOf(text);
      for (const socket of open) socket._socket.write(bytes);
      return 1;
    },
    '3 frames per write': (text) => {
      const one = frameOf(text);
      const three = Buffer.concat([one, one, one]);
      for (const socket of open) socket._socket.write(three);
      return 3;
    },
  };
  console.log(`${sockets} sockets, ${process.version}`);
  console.log('| frame | way | user µs/frame | kernel µs/frame | frames/s per core |');
  console.log('|---|---|---|---|---|');
  for (const [name, text] of [
    ['trade', trade],
    ['depth', depth],
  ]) {
    for (const [way, send] of Object.entries(ways)) {
      const before = ticks();
      const started = performance.now();
      let frames = 0;
      while (performance.now() - started < 2500) {
        frames += send(text) * open.length;
        // Let the sockets drain between rounds, as the server's event loop does between ticks.
        await new Promise((done) => setImmediate(done));
      }
      const after = ticks();
      const user = ((after.user - before.user) * 10_000) / frames;
      const kernel = ((after.system - before.system) * 10_000) / frames;
      console.log(`| ${name} (${text.length} B) | ${way} | ${user.toFixed(2)} | ${kernel.toFixed(2)} | ${Math.round(1e6 / (user + kernel))} |`);
    }
  }
  child.kill();
  process.exit(0);
}
