import { hasStaffPermission } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { appendAudit, auditEntryExists } from '../admin/index.js';
import { listOutbox } from './listOutbox.js';
import { redactCodes } from './recordOutboxMessage.js';

export interface OutboxViewer {
  id: bigint;
  username: string;
  roles: readonly string[];
  sessionId: bigint;
}

export interface OutboxView {
  id: bigint;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  source: string;
  createdAt: Date;
  /** The message carried a code this viewer may not read; `body`/`subject` show it redacted. */
  codeRedacted: boolean;
}

/**
 * Staff read the Outbox (admin/outbox). In the local sinks it holds users' live sign-in and
 * reset codes, so only `outbox.codes` (super admins) read them; everyone else gets them
 * redacted as the real-provider delivery records are. A view that reveals codes is audited
 * with the messages it showed, once per distinct set of revealed messages per staff session:
 * the console polls every few seconds, and an identical poll shows nothing new. `db` is the
 * audited call's transaction, so the reveal's entry commits with the read's own.
 */
export async function readOutbox(
  db: DbOrTx,
  clock: Clock,
  options: { viewer: OutboxViewer; ip: string; channel?: 'email' | 'sms'; recipient?: string; page: number; pageSize: number },
): Promise<{ items: OutboxMessageView[]; total: number; codes_visible: boolean }> {
  const { items, total } = await listOutbox(db, options);
  const codesVisible = hasStaffPermission(options.viewer.roles, 'outbox.codes');
  const views = items.map((m) => {
    const subject = redactCodes(m.subject);
    const body = redactCodes(m.body);
    const carriesCode = subject !== m.subject || body !== m.body;
    return {
      view: {
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: codesVisible ? m.subject : subject,
        body: codesVisible ? m.body : body,
        source: m.source,
        createdAt: m.createdAt,
        codeRedacted: carriesCode && !codesVisible,
      },
      revealsCode: carriesCode && codesVisible,
    };
  });
  const revealed = views.filter((v) => v.revealsCode).map((v) => v.view);
  if (revealed.length > 0) await auditReveal(db, clock, { viewer: options.viewer, ip: options.ip, revealed });
  return { items: views.map((v) => toWire(v.view)), total, codes_visible: codesVisible };
}

/** An Outbox message on the wire (admin/outbox). */
export interface OutboxMessageView {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  source: string;
  created_at: string;
  code_redacted: boolean;
}

function toWire(view: OutboxView): OutboxMessageView {
  return {
    id: String(view.id),
    channel: view.channel,
    recipient: view.recipient,
    subject: view.subject,
    body: view.body,
    source: view.source,
    created_at: view.createdAt.toISOString(),
    code_redacted: view.codeRedacted,
  };
}

/**
 * The last audited set of revealed message ids per staff session, with its entry (this process;
 * a restart audits again, never less). The entry is looked up before it counts: it was written in
 * the call's transaction, and a call that rolled back showed nothing and left no entry.
 */
const lastRevealed = new Map<bigint, { fingerprint: string; entryId: bigint }>();
const REMEMBERED_SESSIONS = 10_000;

async function auditReveal(db: DbOrTx, clock: Clock, options: { viewer: OutboxViewer; ip: string; revealed: OutboxView[] }): Promise<void> {
  const ids = options.revealed.map((m) => String(m.id));
  const fingerprint = [...ids].sort().join(',');
  const last = lastRevealed.get(options.viewer.sessionId);
  if (last?.fingerprint === fingerprint && (await auditEntryExists(db, last.entryId))) return;
  const entryId = await appendAudit(db, clock, {
    staffId: options.viewer.id,
    staffUsername: options.viewer.username,
    action: 'outbox.codes',
    target: `outbox:${ids.join(',')}`,
    details: { messages: options.revealed.map((m) => ({ id: String(m.id), channel: m.channel, recipient: m.recipient })) },
    ip: options.ip,
  });
  if (lastRevealed.size >= REMEMBERED_SESSIONS) lastRevealed.clear();
  lastRevealed.set(options.viewer.sessionId, { fingerprint, entryId });
}
