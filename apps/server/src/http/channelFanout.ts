import { textFrame } from './wsFrame.js';

/** The part of a `ws` WebSocket the fan-out uses. */
export interface Subscriber {
  readonly readyState: number;
  readonly OPEN: number;
  terminate(): void;
}

/**
 * ws's underlying stream (`_socket`, a net.Socket; not public API, read once per subscriber).
 * Frames built here are written to it directly: one system call per socket per flush, without
 * ws's per-send framing, and in order with what ws itself writes to the same stream.
 */
interface RawStream {
  write(data: Buffer): boolean;
  readonly writableLength: number;
}

/**
 * Unsent bytes a subscriber may have queued before it is dropped. A trading page gets about
 * 30 kB/s of market data; 4 MiB is minutes of it, or seconds of fifty channels at once, so only a
 * reader that stopped reading reaches it. Without the bound a stalled client would make the
 * server buffer every frame for it for as long as its TCP connection stays open.
 */
export const MAX_UNSENT_BYTES = 4 * 1024 * 1024;

/** Subscribers with the same set of channels: one flush's bytes for them are concatenated once. */
interface Group {
  readonly key: string;
  readonly channels: readonly string[];
  readonly members: Map<Subscriber, RawStream>;
}

/**
 * Who is subscribed to which market channel, and the writing of frames to them. Each frame is
 * built once (header and payload, wsFrame.ts). Between `beginBurst` and `endBurst` (a market
 * stream flush) frames are held; at the end every group of subscribers with the same channels gets
 * its frames of the flush as one buffer, concatenated once for the group and written with one
 * write per socket. Outside a burst a frame is written at once. A subscriber whose socket holds
 * more than MAX_UNSENT_BYTES unsent is terminated (it reconnects and starts from snapshots)
 * rather than buffered for without bound.
 */
export class ChannelFanout {
  private readonly groups = new Map<string, Group>();
  private readonly groupOf = new Map<Subscriber, Group>();
  private readonly groupsByChannel = new Map<string, Set<Group>>();
  private readonly pending = new Map<Group, Buffer[]>();
  private bursting = false;

  hasSubscribers(channel: string): boolean {
    return this.groupsByChannel.has(channel);
  }

  channelsOf(socket: Subscriber): readonly string[] {
    return this.groupOf.get(socket)?.channels ?? [];
  }

  subscribe(socket: Subscriber, channel: string): void {
    const current = this.channelsOf(socket);
    if (current.includes(channel)) return;
    this.move(socket, [...current, channel]);
  }

  unsubscribe(socket: Subscriber, channel: string): void {
    const current = this.channelsOf(socket);
    if (current.includes(channel))
      this.move(
        socket,
        current.filter((c) => c !== channel),
      );
  }

  /** Forgets a closed socket. */
  remove(socket: Subscriber): void {
    this.move(socket, []);
  }

  publish(channel: string, text: string): void {
    const groups = this.groupsByChannel.get(channel);
    if (!groups) return;
    const frame = textFrame(text);
    for (const group of groups) {
      if (!this.bursting) {
        this.writeTo(group, frame);
        continue;
      }
      const frames = this.pending.get(group);
      if (frames) frames.push(frame);
      else this.pending.set(group, [frame]);
    }
  }

  beginBurst(): void {
    this.bursting = true;
  }

  endBurst(): void {
    this.bursting = false;
    for (const [group, frames] of this.pending) this.writeTo(group, frames.length === 1 ? (frames[0] as Buffer) : Buffer.concat(frames));
    this.pending.clear();
  }

  private writeTo(group: Group, bytes: Buffer): void {
    for (const [socket, stream] of group.members) {
      if (socket.readyState !== socket.OPEN) continue;
      if (stream.writableLength > MAX_UNSENT_BYTES) socket.terminate();
      else stream.write(bytes);
    }
  }

  /** Moves the socket to the group of exactly these channels (none: it leaves every group). */
  private move(socket: Subscriber, channels: string[]): void {
    const from = this.groupOf.get(socket);
    const stream = from?.members.get(socket);
    if (from) {
      from.members.delete(socket);
      if (from.members.size === 0) this.dropGroup(from);
      this.groupOf.delete(socket);
    }
    if (channels.length === 0) return;
    const key = [...channels].sort().join('\n');
    let to = this.groups.get(key);
    if (!to) {
      to = { key, channels, members: new Map() };
      this.groups.set(key, to);
      for (const channel of channels) {
        const set = this.groupsByChannel.get(channel) ?? new Set<Group>();
        set.add(to);
        this.groupsByChannel.set(channel, set);
      }
    }
    to.members.set(socket, stream ?? rawStreamOf(socket));
    this.groupOf.set(socket, to);
  }

  private dropGroup(group: Group): void {
    this.groups.delete(group.key);
    this.pending.delete(group);
    for (const channel of group.channels) {
      const set = this.groupsByChannel.get(channel);
      set?.delete(group);
      if (set?.size === 0) this.groupsByChannel.delete(channel);
    }
  }
}

function rawStreamOf(socket: Subscriber): RawStream {
  const stream = (socket as unknown as { _socket?: RawStream })._socket;
  if (!stream) throw new Error('the WebSocket has no underlying stream to write market frames to');
  return stream;
}
