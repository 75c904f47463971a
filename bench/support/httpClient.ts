/**
 * Keep-alive HTTP/1.1 POSTs over exactly `connections` sockets. Two implementations, so the
 * cheaper one can be chosen (the load generator shares the cores with the server):
 * node:http with a keep-alive Agent, and a minimal client on node:net that writes the request
 * bytes itself and reads the answer by Content-Length (what a trading client's connection
 * does; no pipelining: one request in flight per socket).
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

export interface HttpClient {
  post(path: string, headers: Record<string, string>, body: string): Promise<Answer>;
  close(): void;
}

export function nodeHttpClient(baseUrl: string, connections: number): HttpClient {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  return {
    post(path, headers, body) {
      return new Promise((resolve, reject) => {
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path,
            headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** One socket per worker; `post` must not be called again on a socket before its answer. */
class RawConnection {
  private socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    this.socket = this.open();
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('connection closed')));
    return socket;
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    this.buffer = Buffer.alloc(0);
    waiting?.reject(error);
  }

  private parse(): void {
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !this.waiting) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      this.fail(new Error(`answer without content-length: ${head.slice(0, 200)}`));
      this.socket.destroy();
      return;
    }
    const total = headerEnd + 4 + length;
    if (this.buffer.length < total) return;
    const answer = { status: Number(head.slice(9, 12)), body: this.buffer.toString('utf8', headerEnd + 4, total) };
    this.buffer = this.buffer.subarray(total);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting.resolve(answer);
  }

  post(path: string, headers: Record<string, string>, body: string): Promise<Answer> {
    if (this.socket.destroyed) this.socket = this.open();
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }
}

/**
 * `connections` raw sockets handed out round-robin to callers that wait for a free one: with
 * as many workers as connections, each worker effectively owns one socket.
 */
export function rawHttpClient(baseUrl: string, connections: number): HttpClient {
  const url = new URL(baseUrl);
  const free: RawConnection[] = Array.from({ length: connections }, () => new RawConnection(url.hostname, Number(url.port)));
  const all = [...free];
  const queue: Array<(connection: RawConnection) => void> = [];
  const acquire = (): Promise<RawConnection> => {
    const connection = free.pop();
    return connection ? Promise.resolve(connection) : new Promise((resolve) => queue.push(resolve));
  };
  const release = (connection: RawConnection) => {
    const next = queue.shift();
    if (next) next(connection);
    else free.push(connection);
  };
  return {
    async post(path, headers, body) {
      const connection = await acquire();
      try {
        return await connection.post(path, headers, body);
      } finally {
        release(connection);
      }
    },
    close: () => {
      for (const connection of all) connection.close();
    },
  };
}
