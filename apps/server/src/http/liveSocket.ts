import {
  CHAIN_DEPOSITS_CHANNEL,
  type ChainDepositNotice,
  INBOX_CHANNEL,
  type InboxNotice,
  MARK_CHANNEL_PATTERN,
  MARKET_CHANNEL_PATTERN,
  P2P_CHANNEL,
  type P2pOrderNotice,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { CHAIN_DEPOSIT_CHANNEL, parseChainDepositNotice } from '../modules/chain/index.js';
import { DELIVERY_CHANNEL } from '../modules/delivery/index.js';
import { POSITION_CHANNEL } from '../modules/derivatives/index.js';
import { assetOverview } from '../modules/funding/index.js';
import { resolveSession, SESSION_ENDED_CHANNEL } from '../modules/identity/index.js';
import { LEDGER_CHANNEL } from '../modules/ledger/index.js';
import { countUnreadMessages, INBOX_NOTICE_CHANNEL, parseInboxNotice } from '../modules/messaging/index.js';
import { P2P_ORDER_CHANNEL, parseOrderNotice } from '../modules/p2p/index.js';
import { readSettings } from '../modules/settings/index.js';
import { allTickers, MarketStream } from '../modules/spot/index.js';
import { ChannelFanout } from './channelFanout.js';
import { DerivativesStream } from './derivativesStream.js';
import type { Services } from './services.js';
import { SocketSessions } from './socketSessions.js';
import { SupportLive } from './supportLive.js';

/** Enough for a trading page (ticker, depth, trades, a kline) many times over; bounds memory per socket. */
const MAX_CHANNELS_PER_SOCKET = 50;

/**
 * WebSocket /ws: market streams (`subscribe`/`unsubscribe`, see packages/shared spot.ts) for
 * everyone, and for a socket that authenticated, its user's orders and balances.
 * A client authenticates with its session token; whenever a committed posting
 * touches that user (PostgreSQL NOTIFY, sent only on commit) the server pushes the balances.
 * The socket belongs to that session (SocketSessions): when the session ends, it is closed.
 */
export async function registerLiveSocket(app: FastifyInstance, services: Services): Promise<void> {
  const sockets = new SocketSessions(services, (error) => app.log.error(error, 'live socket session check failed'));
  const push = (userId: string) => {
    const targets = sockets.socketsOf(userId);
    if (!targets?.size) return;
    void assetOverview(services.db, services.clock, services.feed, BigInt(userId))
      .then((overview) => {
        const frame = JSON.stringify({ channel: 'balances', data: { accounts: overview.accounts, total_usdt: overview.total_usdt } });
        for (const socket of targets) socket.send(frame);
      })
      .catch((error: unknown) => app.log.error(error, 'live balance push failed'));
  };
  // Market and mark-price channels: who is subscribed, and frames built once for all of them.
  const fanout = new ChannelFanout();
  const sendToUser = (userId: string, frame: string) => {
    for (const socket of sockets.socketsOf(userId)) socket.send(frame);
  };
  const derivatives = new DerivativesStream(
    services,
    {
      hasSubscribers: (channel) => fanout.hasSubscribers(channel),
      publish: (channel, frame) => fanout.publish(channel, frame),
      connectedUsers: () => sockets.users(),
      sendToUser,
    },
    (error) => app.log.error(error, 'derivatives stream failed'),
  );
  app.addHook('onClose', async () => derivatives.stop());
  const reportPushError = (error: unknown) => app.log.error(error, 'live push failed');
  // Customer service: conversation changes and typing to users and the support desk; the desk's socket sign-in.
  const support = new SupportLive(services, sendToUser, reportPushError);
  // The inbox's unread count, re-counted on each change (a notice carries only the user).
  const inboxFrame = async (userId: string) =>
    JSON.stringify({ channel: INBOX_CHANNEL, data: { unread: await countUnreadMessages(services.db, BigInt(userId)) } satisfies InboxNotice });
  const pushInbox = (userId: string) => {
    if (sockets.socketsOf(userId).size === 0) return;
    void inboxFrame(userId)
      .then((frame) => sendToUser(userId, frame))
      .catch(reportPushError);
  };
  const { notices } = services;
  const unlisten = [
    ...support.listen(),
    notices.subscribe(LEDGER_CHANNEL, push),
    notices.subscribe(POSITION_CHANNEL, (payload) => void derivatives.onPositionNotice(payload).catch(reportPushError)),
    notices.subscribe(DELIVERY_CHANNEL, (payload) => void derivatives.onDeliveryNotice(payload).catch(reportPushError)),
    notices.subscribe(SESSION_ENDED_CHANNEL, (payload) => sockets.onNotice(payload)),
    // Quick buy: one of the user's orders or its chat changed; the page re-reads both.
    notices.subscribe(P2P_ORDER_CHANNEL, (payload) => {
      const notice = parseOrderNotice(payload);
      if (notice) sendToUser(notice.userId, JSON.stringify({ channel: P2P_CHANNEL, data: { order_id: notice.orderId } satisfies P2pOrderNotice }));
    }),
    // Chain deposits: seen, a confirmation more, credited or reorged; the deposit page re-reads them.
    notices.subscribe(CHAIN_DEPOSIT_CHANNEL, (payload) => {
      const notice = parseChainDepositNotice(payload);
      if (notice) {
        const data: ChainDepositNotice = { chain_deposit_id: notice.chainDepositId };
        sendToUser(notice.userId, JSON.stringify({ channel: CHAIN_DEPOSITS_CHANNEL, data }));
      }
    }),
    notices.subscribe(INBOX_NOTICE_CHANNEL, (payload) => {
      const userId = parseInboxNotice(payload);
      if (userId) pushInbox(userId);
    }),
    // Notices sent while the channel was away are lost: re-check every socket's session, push every balance and unread count.
    notices.afterReconnect(() => {
      void sockets.recheck().catch(reportPushError);
      for (const userId of sockets.users()) {
        push(userId);
        pushInbox(userId);
      }
    }),
  ];
  await notices.ready();
  app.addHook('onClose', async () => {
    for (const stop of unlisten) stop();
    sockets.stop();
  });
  const stream = new MarketStream(
    services.exchange,
    services.clock,
    {
      hasSubscribers: (channel) => fanout.hasSubscribers(channel),
      publish: (channel, frame) => fanout.publish(channel, frame),
      beginBurst: () => fanout.beginBurst(),
      endBurst: () => fanout.endBurst(),
      publishToUser: sendToUser,
    },
    async () => (await allTickers(services)()).markets,
  );
  stream.start();
  app.addHook('onClose', async () => stream.stop());

  app.get('/ws', { websocket: true }, (socket) => {
    socket.on('message', (raw: Buffer) => {
      void handleMessage(raw.toString()).catch(() => socket.send(JSON.stringify({ channel: 'error', data: { code: 'request_error' } })));
    });
    socket.on('close', () => {
      fanout.remove(socket);
      sockets.detach(socket);
      support.detach(socket);
    });
    async function handleMessage(text: string): Promise<void> {
      const message = JSON.parse(text) as { op?: string; token?: string; channels?: unknown; typing?: unknown; conversation_id?: unknown };
      if (message.op === 'ping') return socket.send(JSON.stringify({ channel: 'pong' }));
      if (message.op === 'subscribe' || message.op === 'unsubscribe') {
        const names = (Array.isArray(message.channels) ? message.channels : []).filter(
          (c): c is string => typeof c === 'string' && (MARKET_CHANNEL_PATTERN.test(c) || MARK_CHANNEL_PATTERN.test(c)),
        );
        for (const channel of names.slice(0, MAX_CHANNELS_PER_SOCKET)) {
          if (message.op === 'unsubscribe') {
            fanout.unsubscribe(socket, channel);
            continue;
          }
          const subscribed = fanout.channelsOf(socket);
          if (!subscribed.includes(channel) && subscribed.length >= MAX_CHANNELS_PER_SOCKET) break;
          // A socket that closed while its snapshot was being read must not be subscribed again.
          if (socket.readyState !== socket.OPEN) return;
          fanout.subscribe(socket, channel);
          const first = MARK_CHANNEL_PATTERN.test(channel) ? await derivatives.snapshot(channel) : await stream.snapshot(channel);
          if (first) socket.send(first);
        }
        return socket.send(JSON.stringify({ channel: message.op === 'subscribe' ? 'subscribed' : 'unsubscribed', data: { channels: names } }));
      }
      if (await support.handle(socket, message, sockets.userOf(socket))) return;
      if (message.op !== 'auth') return;
      // A socket that authenticates again is private only if the new token is good.
      sockets.detach(socket);
      const settings = await readSettings(services.db);
      const session = await resolveSession(services.db, services.clock, message.token ?? '', settings.session_ttl_days);
      if (!session.ok) return socket.send(JSON.stringify({ channel: 'auth', data: { ok: false } }));
      if (socket.readyState !== socket.OPEN) return;
      sockets.attach(socket, session);
      const overview = await assetOverview(services.db, services.clock, services.feed, session.userId);
      socket.send(JSON.stringify({ channel: 'auth', data: { ok: true } }));
      socket.send(JSON.stringify({ channel: 'balances', data: { accounts: overview.accounts, total_usdt: overview.total_usdt } }));
      socket.send(await inboxFrame(String(session.userId)));
    }
  });
}
