import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { ChannelFanout, MAX_UNSENT_BYTES, type Subscriber } from './channelFanout.js';
import { textFrame } from './wsFrame.js';

/** A subscriber whose underlying stream records each write (one entry per system call the server would make). */
class FakeSocket implements Subscriber {
  readonly OPEN = 1;
  readyState = 1;
  terminated = false;
  readonly writes: Buffer[] = [];
  readonly _socket = {
    writableLength: 0,
    write: (data: Buffer) => {
      this.writes.push(data);
      return true;
    },
  };
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

const frames = (...texts: string[]) => Buffer.concat(texts.map(textFrame));

describe('ChannelFanout', () => {
  it('gives each socket its frames of one burst in one write, concatenated once for sockets with the same channels', () => {
    const fanout = new ChannelFanout();
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [a, b]) for (const channel of ['trades@X', 'depth@X', 'kline@X@1m']) fanout.subscribe(socket, channel);
    fanout.subscribe(c, 'depth@X');
    fanout.beginBurst();
    fanout.publish('trades@X', 't');
    fanout.publish('depth@X', 'd');
    fanout.publish('depth@Y', 'nobody');
    fanout.publish('kline@X@1m', 'k');
    expect(a.writes).toEqual([]);
    fanout.endBurst();
    expect(a.writes).toEqual([frames('t', 'd', 'k')]);
    expect(b.writes).toEqual([frames('t', 'd', 'k')]);
    expect(b.writes[0]).toBe(a.writes[0]);
    expect(c.writes).toEqual([frames('d')]);
  });

  it('writes a frame published outside a burst at once', () => {
    const fanout = new ChannelFanout();
    const socket = new FakeSocket();
    fanout.subscribe(socket, 'ticker');
    fanout.publish('ticker', '{"channel":"ticker"}');
    expect(socket.writes).toEqual([frames('{"channel":"ticker"}')]);
  });

  it('stops writing to a socket that unsubscribed, left or is no longer open', () => {
    const fanout = new ChannelFanout();
    const [leaves, unsubscribes, closing, stays] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [leaves, unsubscribes, closing, stays]) fanout.subscribe(socket, 'depth@X');
    fanout.subscribe(unsubscribes, 'trades@X');
    fanout.remove(leaves);
    fanout.unsubscribe(unsubscribes, 'depth@X');
    closing.readyState = 2;
    fanout.publish('depth@X', 'd');
    expect([leaves.writes, unsubscribes.writes, closing.writes]).toEqual([[], [], []]);
    expect(stays.writes).toEqual([frames('d')]);
    expect(fanout.channelsOf(unsubscribes)).toEqual(['trades@X']);
    fanout.remove(stays);
    fanout.remove(closing);
    // A socket that never subscribed (a private one) leaves without touching its stream.
    fanout.remove({ OPEN: 1, readyState: 3, terminate: () => undefined });
    expect(fanout.hasSubscribers('depth@X')).toBe(false);
    expect(fanout.hasSubscribers('trades@X')).toBe(true);
  });

  it('terminates a subscriber with more than MAX_UNSENT_BYTES unsent instead of buffering more for it', () => {
    const fanout = new ChannelFanout();
    const [slow, reading] = [new FakeSocket(), new FakeSocket()];
    for (const socket of [slow, reading]) fanout.subscribe(socket, 'depth@X');
    slow._socket.writableLength = MAX_UNSENT_BYTES + 1;
    fanout.publish('depth@X', 'd');
    expect(slow.terminated).toBe(true);
    expect(slow.writes).toEqual([]);
    expect(reading.writes).toEqual([frames('d')]);
  });

  it('drops a real client that stopped reading once the kernel buffers and MAX_UNSENT_BYTES are full', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    try {
      const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as { port: number };
      // A client that upgrades and then never reads: what it is sent piles up in the server.
      const client = connect({ host: '127.0.0.1', port });
      client.write(
        'GET / HTTP/1.1\r\nhost: x\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n',
      );
      client.once('data', () => client.pause());
      const socket = await accepted;
      const fanout = new ChannelFanout();
      fanout.subscribe(socket, 'depth@X');
      const frame = JSON.stringify({ channel: 'depth@X', data: 'x'.repeat(64 * 1024) });
      let published = 0;
      // Bounded: far more than loopback's socket buffers plus the limit (a few MiB each).
      while (socket.readyState === WebSocket.OPEN && published < 2_000) {
        fanout.publish('depth@X', frame);
        published++;
      }
      expect(socket.readyState).not.toBe(WebSocket.OPEN);
      expect(published).toBeLessThan(2_000);
      client.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
