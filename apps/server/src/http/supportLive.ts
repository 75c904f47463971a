import type { WebSocket } from '@fastify/websocket';
import { SUPPORT_CHANNEL, SUPPORT_DESK_CHANNEL, SUPPORT_TYPING_CHANNEL, type SupportNotice, type SupportTypingNotice } from '@veritex/shared';
import { hasPermission, resolveStaffSession } from '../modules/admin/index.js';
import {
  parseSupportNotice,
  parseTypingNotice,
  relayAgentTyping,
  relayUserTyping,
  SUPPORT_NOTICE_CHANNEL,
  SUPPORT_TYPING_NOTICE_CHANNEL,
} from '../modules/support/index.js';
import type { Services } from './services.js';

/** A staff socket's token is re-read before a push once it is this old: a signed-out agent stops hearing within a minute. */
const STAFF_RECHECK_MS = 60_000;
/** One typing relay per socket at most this often (the pages send one every few seconds while typing). */
const TYPING_MIN_GAP_MS = 1_000;

interface StaffSocket {
  token: string;
  checkedAt: number;
}

export interface SupportSocketMessage {
  op?: string;
  token?: string;
  typing?: unknown;
  conversation_id?: unknown;
}

/**
 * The live part of customer service on /ws: conversation changes (NOTIFY on commit) to the user's
 * sockets (`support`) and to every support desk socket (`support_desk`), typing indicators both
 * ways (`support_typing`, never stored), and the desk's own sign-in on the socket (`staff_auth`
 * with a staff token whose role may chat). Frames name a conversation only: pages re-read it
 * through the API, which checks every rule again.
 */
export class SupportLive {
  private readonly desk = new Map<WebSocket, StaffSocket>();
  private readonly lastTyping = new WeakMap<WebSocket, number>();

  constructor(
    private readonly services: Services,
    private readonly sendToUser: (userId: string, frame: string) => void,
    private readonly reportError: (error: unknown) => void,
  ) {}

  listen(): Array<() => void> {
    const { notices } = this.services;
    return [
      notices.subscribe(SUPPORT_NOTICE_CHANNEL, (payload) => {
        const notice = parseSupportNotice(payload);
        if (!notice) return;
        const data = { conversation_id: notice.conversationId } satisfies SupportNotice;
        this.sendToUser(notice.userId, JSON.stringify({ channel: SUPPORT_CHANNEL, data }));
        this.toDesk(JSON.stringify({ channel: SUPPORT_DESK_CHANNEL, data }));
      }),
      notices.subscribe(SUPPORT_TYPING_NOTICE_CHANNEL, (payload) => {
        const notice = parseTypingNotice(payload);
        if (!notice) return;
        const data = { conversation_id: notice.conversationId, from: notice.from, typing: notice.typing } satisfies SupportTypingNotice;
        const frame = JSON.stringify({ channel: SUPPORT_TYPING_CHANNEL, data });
        if (notice.from === 'agent') this.sendToUser(notice.userId, frame);
        else this.toDesk(frame);
      }),
    ];
  }

  /** Handles `staff_auth` and `support_typing`; answers false for any other op. `userId`: the socket's signed-in user, if any. */
  async handle(socket: WebSocket, message: SupportSocketMessage, userId: string | undefined): Promise<boolean> {
    if (message.op === 'staff_auth') {
      this.desk.delete(socket);
      const ok = await this.staffAllowed(message.token ?? '');
      if (ok && socket.readyState === socket.OPEN) this.desk.set(socket, { token: message.token ?? '', checkedAt: Date.now() });
      socket.send(JSON.stringify({ channel: 'staff_auth', data: { ok } }));
      return true;
    }
    if (message.op !== 'support_typing') return false;
    const now = Date.now();
    if (now - (this.lastTyping.get(socket) ?? 0) < TYPING_MIN_GAP_MS && message.typing === true) return true;
    this.lastTyping.set(socket, now);
    const typing = message.typing === true;
    const conversationId =
      typeof message.conversation_id === 'string' && /^\d{1,18}$/.test(message.conversation_id) ? BigInt(message.conversation_id) : undefined;
    if (this.desk.has(socket) && conversationId !== undefined) await relayAgentTyping(this.services.db, { conversationId, typing });
    else if (userId) await relayUserTyping(this.services.db, { userId: BigInt(userId), typing });
    return true;
  }

  detach(socket: WebSocket): void {
    this.desk.delete(socket);
  }

  private async staffAllowed(token: string): Promise<boolean> {
    const staff = await resolveStaffSession(this.services.db, this.services.clock, token);
    return staff !== undefined && hasPermission(staff.roles, 'support.chat');
  }

  /** To every desk socket; one whose staff session ended (or lost the role) is told and dropped instead. */
  private toDesk(frame: string): void {
    const now = Date.now();
    for (const [socket, staff] of this.desk) {
      if (now - staff.checkedAt < STAFF_RECHECK_MS) {
        socket.send(frame);
        continue;
      }
      staff.checkedAt = now;
      void this.staffAllowed(staff.token)
        .then((ok) => {
          if (ok) return socket.send(frame);
          this.desk.delete(socket);
          socket.send(JSON.stringify({ channel: 'staff_auth', data: { ok: false } }));
        })
        .catch(this.reportError);
    }
  }
}
