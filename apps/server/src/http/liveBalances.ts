import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { PoolClient } from 'pg';
import { assetOverview } from '../modules/funding/index.js';
import { resolveSession } from '../modules/identity/index.js';
import { LEDGER_CHANNEL } from '../modules/ledger/index.js';
import { readSettings } from '../modules/settings/index.js';
import type { Services } from './services.js';

/**
 * WebSocket /ws: a client authenticates with its session token; whenever a committed posting
 * touches that user (PostgreSQL NOTIFY, sent only on commit) the server pushes the balances.
 * Market streams join this socket in the spot issue.
 */
export async function registerLiveBalances(app: FastifyInstance, services: Services): Promise<void> {
  const sockets = new Map<string, Set<WebSocket>>();
  const push = (userId: string) => {
    const targets = sockets.get(userId);
    if (!targets?.size) return;
    void assetOverview(services.db, services.clock, services.feed, BigInt(userId))
      .then((overview) => {
        const frame = JSON.stringify({ channel: 'balances', data: { accounts: overview.accounts, total_usdt: overview.total_usdt } });
        for (const socket of targets) socket.send(frame);
      })
      .catch((error: unknown) => app.log.error(error, 'live balance push failed'));
  };
  const listener = await listenForPostings(services, push, (error) => app.log.error(error, 'ledger LISTEN connection lost; reconnecting'));
  app.addHook('onClose', () => listener.stop());

  app.get('/ws', { websocket: true }, (socket) => {
    let userId: string | undefined;
    socket.on('message', (raw: Buffer) => {
      void handleMessage(raw.toString()).catch(() => socket.send(JSON.stringify({ channel: 'error', data: { code: 'request_error' } })));
    });
    socket.on('close', () => {
      if (!userId) return;
      const set = sockets.get(userId);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(userId);
    });
    async function handleMessage(text: string): Promise<void> {
      const message = JSON.parse(text) as { op?: string; token?: string };
      if (message.op === 'ping') return socket.send(JSON.stringify({ channel: 'pong' }));
      if (message.op !== 'auth') return;
      const settings = await readSettings(services.db);
      const session = await resolveSession(services.db, services.clock, message.token ?? '', settings.session_ttl_days);
      if (!session.ok) return socket.send(JSON.stringify({ channel: 'auth', data: { ok: false } }));
      userId = session.userId.toString();
      const set = sockets.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(userId, set);
      const overview = await assetOverview(services.db, services.clock, services.feed, session.userId);
      socket.send(JSON.stringify({ channel: 'auth', data: { ok: true } }));
      socket.send(JSON.stringify({ channel: 'balances', data: { accounts: overview.accounts, total_usdt: overview.total_usdt } }));
    }
  });
}

/**
 * Keeps one dedicated connection LISTENing to committed postings. A lost connection must not
 * take the process down (pg emits 'error' on the client): it is dropped and re-established.
 */
async function listenForPostings(services: Services, onUser: (userId: string) => void, onLost: (error: unknown) => void): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: PoolClient | undefined;
  const connect = async (): Promise<void> => {
    const next = await services.pool.connect();
    next.on('notification', (message) => {
      if (message.channel === LEDGER_CHANNEL && message.payload) onUser(message.payload);
    });
    next.on('error', (error) => {
      onLost(error);
      next.release(true);
      if (client === next) client = undefined;
      if (!stopped) setTimeout(() => void connect().catch(onLost), 1_000);
    });
    await next.query(`LISTEN ${LEDGER_CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${LEDGER_CHANNEL}`).catch(() => undefined);
      current.release();
    },
  };
}
