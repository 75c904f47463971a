/**
 * A minimal WebSocket client (RFC 6455) on node:net for load generation: it performs the
 * upgrade, sends masked text frames, and COUNTS the frames it receives by reading their
 * headers, skipping payloads without copying or decoding them (only the first bytes are
 * peeked to tell the channel). A full client (`ws`) would spend far more of the shared CPU
 * decoding frames nobody reads. Pings are answered; fragmented messages count once, at the
 * final frame.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Frames received, by channel kind (`trades`, `depth`, `ticker`, `subscribed`, …). */
export type FrameCounts = Map<string, number>;

const PEEK = 24; // `{"channel":"subscribed"` is the longest prefix needed to tell channels apart

export class CountingSocket {
  private socket: Socket | undefined;
  /** Header bytes of the frame being read (a header may straddle chunks). */
  private header = Buffer.alloc(14);
  private headerLength = 0;
  /** Payload bytes of the current frame still to skip. */
  private remaining = 0;
  private opcode = 0;
  private final = true;
  private peek = Buffer.alloc(PEEK);
  private peekLength = 0;
  private control: Buffer[] = [];
  private inPayload = false;
  frames = 0;
  bytes = 0;
  readonly counts: FrameCounts = new Map();
  private onFrame: ((kind: string) => void) | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Connects and upgrades; resolves when the server has switched protocols. */
  open(path = '/ws'): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true });
      this.socket = socket;
      const key = randomBytes(16).toString('base64');
      let handshake = Buffer.alloc(0);
      const onHandshake = (chunk: Buffer) => {
        handshake = Buffer.concat([handshake, chunk]);
        const end = handshake.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onHandshake);
        const status = handshake.toString('latin1', 0, 12);
        if (!status.startsWith('HTTP/1.1 101')) {
          reject(new Error(`upgrade refused: ${handshake.toString('latin1', 0, end)}`));
          socket.destroy();
          return;
        }
        socket.on('data', (data: Buffer) => this.read(data));
        const rest = handshake.subarray(end + 4);
        if (rest.length > 0) this.read(rest);
        resolve();
      };
      socket.on('data', onHandshake);
      socket.once('error', reject);
      socket.write(
        `GET ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n` +
          `sec-websocket-key: ${key}\r\nsec-websocket-version: 13\r\n\r\n`,
      );
    });
  }

  /** Sends one masked text frame (clients must mask). */
  send(text: string): void {
    this.socket?.write(maskedFrame(0x1, Buffer.from(text)));
  }

  /** Resolves at the first frame of `kind` (e.g. the `subscribed` acknowledgement). */
  waitFor(kind: string): Promise<void> {
    if ((this.counts.get(kind) ?? 0) > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const previous = this.onFrame;
      this.onFrame = (seen) => {
        previous?.(seen);
        if (seen === kind) {
          this.onFrame = previous;
          resolve();
        }
      };
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private read(data: Buffer): void {
    this.bytes += data.length;
    let offset = 0;
    while (offset < data.length) {
      if (!this.inPayload) {
        // Collect the 2-byte base header, then the extended length.
        const needed = this.headerNeeded();
        const take = Math.min(needed - this.headerLength, data.length - offset);
        data.copy(this.header, this.headerLength, offset, offset + take);
        this.headerLength += take;
        offset += take;
        if (this.headerLength < this.headerNeeded()) continue;
        this.startPayload();
        continue;
      }
      const take = Math.min(this.remaining, data.length - offset);
      if (this.peekLength < PEEK && this.isData) {
        const peekTake = Math.min(PEEK - this.peekLength, take);
        data.copy(this.peek, this.peekLength, offset, offset + peekTake);
        this.peekLength += peekTake;
      }
      if (this.opcode >= 0x8) this.control.push(data.subarray(offset, offset + take));
      this.remaining -= take;
      offset += take;
      if (this.remaining === 0) this.endFrame();
    }
  }

  private get isData(): boolean {
    return this.opcode <= 0x2;
  }

  /** Bytes of header needed given what is known so far (2, then 4 or 10; servers never mask). */
  private headerNeeded(): number {
    if (this.headerLength < 2) return 2;
    const length = (this.header[1] ?? 0) & 0x7f;
    return length === 126 ? 4 : length === 127 ? 10 : 2;
  }

  private startPayload(): void {
    const first = this.header[0] ?? 0;
    const length7 = (this.header[1] ?? 0) & 0x7f;
    const length = length7 === 126 ? this.header.readUInt16BE(2) : length7 === 127 ? Number(this.header.readBigUInt64BE(2)) : length7;
    const opcode = first & 0x0f;
    // Continuation frames keep the opcode of the message they continue.
    if (opcode !== 0) this.opcode = opcode;
    if (opcode !== 0 && opcode < 0x8) this.peekLength = 0;
    this.final = (first & 0x80) !== 0;
    this.headerLength = 0;
    this.remaining = length;
    this.inPayload = true;
    this.control = [];
    if (length === 0) this.endFrame();
  }

  private endFrame(): void {
    this.inPayload = false;
    if (this.opcode === 0x9) {
      this.socket?.write(maskedFrame(0xa, Buffer.concat(this.control)));
      return;
    }
    if (this.opcode >= 0x8 || !this.final) return;
    this.frames++;
    const kind = channelKind(this.peek.toString('latin1', 0, this.peekLength));
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    this.onFrame?.(kind);
  }
}

/** `{"channel":"depth@BTC_USDT",…` → `depth`. */
function channelKind(prefix: string): string {
  const match = /^\{"channel":"([a-z]+)/.exec(prefix);
  return match?.[1] ?? 'other';
}

function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const head = length < 126 ? Buffer.alloc(6) : Buffer.alloc(8);
  head[0] = 0x80 | opcode;
  if (length < 126) {
    head[1] = 0x80 | length;
    mask.copy(head, 2);
  } else {
    head[1] = 0x80 | 126;
    head.writeUInt16BE(length, 2);
    mask.copy(head, 4);
  }
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i++) masked[i] = (payload[i] ?? 0) ^ (mask[i & 3] ?? 0);
  return Buffer.concat([head, masked]);
}
