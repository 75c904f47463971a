import type { WebSocket } from '@fastify/websocket';
import { liveSessions, parseSessionEndedNotice, sessionEndedBy } from '../modules/identity/index.js';
import type { Services } from './services.js';

/** A socket re-checks its session at least this often, and when the session's expiry comes. */
const RECHECK_MAX_MS = 6 * 3_600_000;
/** WebSocket close code (application range) of a socket whose session ended. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

interface Owner {
  userId: string;
  sessionId: bigint;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Sessions own their sockets: each authenticated socket is remembered with its user and session,
 * and private frames go only to sockets listed here. When a session ends (logout, revoked from
 * another device, other sessions ended, password reset, user disabled: SESSION_ENDED_CHANNEL,
 * sent on commit) its sockets get a last frame `{channel:'auth', data:{ok:false,
 * reason:'session_ended'}}` and are closed. A session that simply expires is caught by a timer
 * set to its expiry (sessions slide, so the timer re-reads it and waits again if it was used
 * meanwhile); after the notice channel reconnected (notices may have been lost) every socket's
 * session is re-read.
 */
export class SocketSessions {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly owners = new Map<WebSocket, Owner>();

  constructor(
    private readonly services: Pick<Services, 'db' | 'clock'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Users with at least one authenticated socket. */
  users(): string[] {
    return [...this.byUser.keys()];
  }

  /** The user's authenticated sockets (a live set: sockets leave it when their session ends). */
  socketsOf(userId: string): ReadonlySet<WebSocket> {
    return this.byUser.get(userId) ?? new Set();
  }

  /** The user a socket is authenticated as, if any. */
  userOf(socket: WebSocket): string | undefined {
    return this.owners.get(socket)?.userId;
  }

  attach(socket: WebSocket, session: { userId: bigint; sessionId: bigint; expiresAt: Date }): void {
    this.detach(socket);
    const userId = session.userId.toString();
    const set = this.byUser.get(userId) ?? new Set<WebSocket>();
    set.add(socket);
    this.byUser.set(userId, set);
    const owner: Owner = { userId, sessionId: session.sessionId, timer: undefined };
    this.owners.set(socket, owner);
    this.arm(socket, owner, session.expiresAt);
  }

  /** The socket closed, or authenticates again. */
  detach(socket: WebSocket): void {
    const owner = this.owners.get(socket);
    if (!owner) return;
    clearTimeout(owner.timer);
    this.owners.delete(socket);
    const set = this.byUser.get(owner.userId);
    set?.delete(socket);
    if (set?.size === 0) this.byUser.delete(owner.userId);
  }

  /** A SESSION_ENDED_CHANNEL notice. */
  onNotice(payload: string): void {
    const notice = parseSessionEndedNotice(payload);
    if (!notice) return;
    for (const socket of [...this.socketsOf(notice.userId)]) {
      const owner = this.owners.get(socket);
      if (owner && sessionEndedBy(notice, { userId: owner.userId, sessionId: owner.sessionId.toString() })) this.end(socket);
    }
  }

  /** Re-reads the sessions of these sockets (all by default); ends those no longer live. */
  async recheck(sockets: WebSocket[] = [...this.owners.keys()]): Promise<void> {
    const owned = sockets.flatMap((socket) => {
      const owner = this.owners.get(socket);
      return owner ? [{ socket, owner }] : [];
    });
    if (owned.length === 0) return;
    const live = await liveSessions(this.services.db, this.services.clock, [...new Set(owned.map(({ owner }) => owner.sessionId))]);
    for (const { socket, owner } of owned) {
      // Re-authenticated or closed while the read ran: its new owner has its own timer.
      if (this.owners.get(socket) !== owner) continue;
      const expiresAt = live.get(owner.sessionId);
      if (expiresAt) this.arm(socket, owner, expiresAt);
      else this.end(socket);
    }
  }

  stop(): void {
    for (const owner of this.owners.values()) clearTimeout(owner.timer);
  }

  private arm(socket: WebSocket, owner: Owner, expiresAt: Date): void {
    clearTimeout(owner.timer);
    const delayMs = Math.max(1_000, Math.min(RECHECK_MAX_MS, expiresAt.getTime() - this.services.clock.now().getTime() + 1_000));
    owner.timer = setTimeout(() => void this.recheck([socket]).catch(this.onError), delayMs);
    owner.timer.unref();
  }

  /** No private frame after this one; the client drops back to a visitor. */
  private end(socket: WebSocket): void {
    this.detach(socket);
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ channel: 'auth', data: { ok: false, reason: 'session_ended' } }));
    socket.close(SESSION_ENDED_CLOSE_CODE, 'session_ended');
  }
}
