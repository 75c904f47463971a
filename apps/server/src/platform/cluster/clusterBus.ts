import { randomUUID } from 'node:crypto';
import { connect, ErrorCode, type NatsConnection, NatsError } from 'nats';
import { decodeMessage, encodeMessage } from './codec.js';

/** Why a request got no answer: nobody serves the subject (the owner is gone), or none in time. */
export type Unanswered = 'no_responder' | 'timeout';

/**
 * The narrow port the rest of the server sees of the cluster: request-reply to the one process
 * serving a subject, and fan-out to every process. Messages are values (codec.ts), never bytes.
 */
export interface ClusterBus {
  /** This process's id, stamped on what it publishes so it can skip its own messages. */
  readonly nodeId: string;
  request(subject: string, message: unknown, timeoutMs: number): Promise<{ answered: true; answer: unknown } | { answered: false; reason: Unanswered }>;
  /** Answers requests on the subject until the returned function is called. */
  serve(subject: string, handler: (message: unknown) => Promise<unknown>): () => void;
  publish(subject: string, message: unknown): void;
  subscribe(subject: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export interface ClusterLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

/** Connects to NATS (reconnecting for ever: a NATS restart must not end the process). */
export async function connectClusterBus(url: string, log: ClusterLog): Promise<ClusterBus> {
  const nodeId = randomUUID();
  const connection = await connect({
    servers: url.split(',').map((server) => server.trim()),
    name: `veritex-${nodeId}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  void watchStatus(connection, log);
  return natsBus(connection, nodeId, log);
}

async function watchStatus(connection: NatsConnection, log: ClusterLog): Promise<void> {
  for await (const status of connection.status()) {
    if (status.type === 'disconnect' || status.type === 'reconnect') log.warn(`[cluster] NATS ${status.type} (${String(status.data)})`);
  }
}

function natsBus(connection: NatsConnection, nodeId: string, log: ClusterLog): ClusterBus {
  return {
    nodeId,
    async request(subject, message, timeoutMs) {
      try {
        const reply = await connection.request(subject, encodeMessage(message), { timeout: timeoutMs });
        return { answered: true, answer: decodeMessage(reply.data) };
      } catch (error) {
        if (error instanceof NatsError && error.code === ErrorCode.NoResponders) return { answered: false, reason: 'no_responder' };
        if (error instanceof NatsError && error.code === ErrorCode.Timeout) return { answered: false, reason: 'timeout' };
        throw error;
      }
    },
    serve(subject, handler) {
      const subscription = connection.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return log.error(`[cluster] serving ${subject} failed`, error);
          handler(decodeMessage(msg.data)).then(
            (answer) => msg.respond(encodeMessage(answer)),
            // No answer: the requester times out and refuses, which is what a failed command means.
            (failure: unknown) => log.error(`[cluster] a request on ${subject} failed`, failure),
          );
        },
      });
      return () => subscription.unsubscribe();
    },
    publish(subject, message) {
      connection.publish(subject, encodeMessage(message));
    },
    subscribe(subject, handler) {
      const subscription = connection.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return log.error(`[cluster] subscription to ${subject} failed`, error);
          try {
            handler(decodeMessage(msg.data));
          } catch (failure) {
            log.error(`[cluster] a message on ${subject} failed`, failure);
          }
        },
      });
      return () => subscription.unsubscribe();
    },
    async close() {
      await connection.drain().catch(() => connection.close());
    },
  };
}
