import { ERROR_CODES, SUPPORT_MESSAGE_MAX } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken, userToken } from '../../testing/callers.js';
import { fundedUser, multipartBody } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { identityPng } from '../../testing/verification.js';
import { notifyUnreadReplies } from './index.js';

/**
 * Issue 16, live customer service over the API: a user's messages apply once under resends after a
 * reconnect and read back in server order, from every session of the user; pictures follow the
 * identity intake and stay their owner's; the desk takes, answers, transfers and closes (each
 * action audited); ratings only after close and once; an unread answer becomes one inbox message;
 * visitors leave a message with a valid e-mail address and are answered by e-mail.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong: the desk is open.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const rid = () => `supreq${n++}x${Date.now()}`;
interface Person {
  id: bigint;
  token: string;
  email: string;
}
let agent = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  agent = await staffToken(t, 'support');
});
afterAll(() => t.close());

async function user(): Promise<Person> {
  const email = `support${n++}@chat.test`;
  return { ...(await fundedUser(t, email, 0n)), email };
}
const web = (name: string, params: Record<string, string>, token: string) => t.call(name, params, { token });
const desk = (name: string, params: Record<string, string>, token = agent) => t.call(name, params, { token, scope: 'admin' });
const send = (who: Person, text: string, request_id = rid(), image_id?: string) =>
  web('supportSend', { text, request_id, ...(image_id ? { image_id } : {}) }, who.token);

async function upload(token: string, data: Buffer, contentType = 'image/png'): Promise<{ code: number; image_id?: string }> {
  const form = multipartBody({ request_id: rid() }, { name: 'file', filename: 'shot.png', contentType, data });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/supportUploadImage',
    headers: { nonce: 'support1', token, 'content-type': form.contentType },
    payload: form.payload,
  });
  const body = response.json();
  return { code: body.code, image_id: body.data?.image_id };
}

async function readImage(scope: 'web' | 'admin', token: string, imageId: string): Promise<number> {
  const name = scope === 'web' ? 'supportImage' : 'supportDeskImage';
  const response = await t.app.inject({ method: 'GET', url: `/api/${scope}/${name}`, headers: { nonce: 'support1', token }, query: { image_id: imageId } });
  return String(response.headers['content-type'] ?? '').startsWith('image/') ? 0 : response.json().code;
}

async function conversationOf(who: Person): Promise<string> {
  const chat = await web('supportChat', {}, who.token);
  expect(chat.body.code).toBe(0);
  return chat.body.data.conversation.id;
}

const auditCount = async (action: string, target: string) =>
  (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = ${action} and target = ${target}`)).rows[0]?.n ?? 0;

describe('the user side', () => {
  it('applies a message resent after a reconnect once, and reads the history back in server order after it', async () => {
    const me = await user();
    const first = await send(me, 'My deposit is missing', 'resend-req-0001');
    expect(first.body.code).toBe(0);
    // The answer was lost with the connection: the page sends the same request again.
    const again = await send(me, 'My deposit is missing', 'resend-req-0001');
    expect(again.body.data.id).toBe(first.body.data.id);
    const second = await send(me, 'It was USDT on TRC20');
    const all = await web('supportMessages', {}, me.token);
    expect(all.body.data.items.map((m: { text: string }) => m.text)).toEqual(['My deposit is missing', 'It was USDT on TRC20']);
    expect(all.body.data.items[0].client_id).toBe('resend-req-0001');
    // After a reconnect the page asks only for what came after the last message it holds.
    const after = await web('supportMessages', { after: first.body.data.id }, me.token);
    expect(after.body.data.items.map((m: { id: string }) => m.id)).toEqual([second.body.data.id]);
    const ids = all.body.data.items.map((m: { id: string }) => BigInt(m.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    // A request id reused with other content is refused, not applied.
    const reused = await send(me, 'Something else', 'resend-req-0001');
    expect(reused.body.code).toBe(ERROR_CODES.request_id_reused);
  });

  it('keeps one open conversation however many messages arrive at once', async () => {
    const me = await user();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => send(me, `burst ${i}`)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    const conversations = new Set(answers.map((a) => a.body.data.conversation_id));
    expect(conversations.size).toBe(1);
  });

  it('shows the same history to a second session of the same user, agent lines with the anti-phishing code', async () => {
    const me = await user();
    await t.services.db.execute(sql`update users set anti_phishing_code = 'BLUEFOX7' where id = ${me.id}`);
    await send(me, 'Hello from my laptop');
    const id = await conversationOf(me);
    expect((await desk('supportReply', { id, text: 'Hello, how can I help?', request_id: rid() })).body.code).toBe(0);
    const phone = await userToken(t, me.email);
    const seen = await web('supportMessages', {}, phone);
    const lines = seen.body.data.items as Array<{ from: string; text: string; anti_phishing: string | null; event: string | null }>;
    expect(lines.map((m) => [m.from, m.text || m.event])).toEqual([
      ['user', 'Hello from my laptop'],
      ['system', 'assigned'],
      ['agent', 'Hello, how can I help?'],
    ]);
    expect(lines.find((m) => m.from === 'agent')?.anti_phishing).toBe('BLUEFOX7');
    expect(lines.find((m) => m.from === 'user')?.anti_phishing).toBeNull();
    // The desk never sees the code.
    const deskView = await desk('supportDeskChat', { id });
    expect(JSON.stringify(deskView.body.data)).not.toContain('BLUEFOX7');
    const chat = await web('supportChat', {}, phone);
    expect(chat.body.data).toMatchObject({ anti_phishing_set: true, conversation: { id, status: 'waiting', agent: 'matrix_support' } });
  });

  it('limits message length and refuses an empty message', async () => {
    const me = await user();
    expect((await send(me, 'x'.repeat(SUPPORT_MESSAGE_MAX))).body.code).toBe(0);
    expect((await send(me, 'x'.repeat(SUPPORT_MESSAGE_MAX + 1))).body.code).toBe(ERROR_CODES.text_too_long);
    expect((await send(me, '   ')).body.code).toBe(ERROR_CODES.support_message_empty);
  });

  it('takes pictures through the identity intake, sends only its own, and shows them to the owner and the desk only', async () => {
    const me = await user();
    const other = await user();
    const notAnImage = await upload(me.token, Buffer.from('%PDF-1.4 not a picture'), 'image/png');
    expect(notAnImage.code).not.toBe(0);
    const picture = await upload(me.token, await identityPng(3));
    expect(picture.code).toBe(0);
    const imageId = picture.image_id ?? '';
    expect((await send(other, '', rid(), imageId)).body.code).toBe(ERROR_CODES.support_image_unknown);
    const sent = await send(me, '', rid(), imageId);
    expect(sent.body.data.image_id).toBe(imageId);
    expect(await readImage('web', me.token, imageId)).toBe(0);
    expect(await readImage('web', other.token, imageId)).toBe(ERROR_CODES.support_image_unknown);
    expect(await readImage('admin', agent, imageId)).toBe(0);
    expect(await readImage('admin', await staffToken(t, 'finance'), imageId)).toBe(ERROR_CODES.forbidden);
  });

  it('keeps one user out of another’s conversation, messages and read marks', async () => {
    const owner = await user();
    const stranger = await user();
    const sent = await send(owner, 'Private question');
    const id = await conversationOf(owner);
    expect((await web('supportRead', { message_id: sent.body.data.id }, stranger.token)).body.code).toBe(ERROR_CODES.support_message_unknown);
    expect((await web('supportRate', { id, rating: '1', request_id: rid() }, stranger.token)).body.code).toBe(ERROR_CODES.support_conversation_unknown);
    const theirs = await web('supportMessages', {}, stranger.token);
    expect(theirs.body.data.items).toEqual([]);
    // A visitor reaches nothing.
    const visitor = await t.call('supportMessages', {});
    expect(visitor.body.code).not.toBe(0);
  });
});

describe('the desk', () => {
  it('orders the queue by waiting time with unread counts, and moves a conversation through take, transfer, reply and close, all audited', async () => {
    const early = await user();
    await send(early, 'First in line');
    clock.advance(60_000);
    const late = await user();
    await send(late, 'Second');
    await send(late, 'Still there?');
    const earlyId = await conversationOf(early);
    const lateId = await conversationOf(late);
    const queue = await desk('supportQueue', { page_size: '100' });
    const order = (queue.body.data.items as Array<{ id: string; unread: number }>).map((item) => item.id);
    expect(order.indexOf(earlyId)).toBeLessThan(order.indexOf(lateId));
    expect(queue.body.data.items.find((item: { id: string }) => item.id === lateId)?.unread).toBe(2);

    const taken = await desk('supportTake', { id: lateId, request_id: rid() });
    expect(taken.body.data).toMatchObject({ status: 'assigned', agent: 'matrix_support' });
    // Another agent cannot answer or take it: it is transferred to them instead.
    const colleague = await staffToken(t, 'super_admin');
    expect((await desk('supportReply', { id: lateId, text: 'Me too', request_id: rid() }, colleague)).body.code).toBe(ERROR_CODES.support_assigned_elsewhere);
    const agents = await desk('supportAgents', {});
    const admin = (agents.body.data.items as Array<{ id: string; username: string }>).find((a) => a.username === 'matrix_super_admin');
    expect(admin).toBeDefined();
    const moved = await desk('supportTransfer', { id: lateId, agent_id: admin?.id ?? '', request_id: rid() });
    expect(moved.body.data.agent).toBe('matrix_super_admin');
    expect((await desk('supportTransfer', { id: lateId, agent_id: '999999', request_id: rid() })).body.code).toBe(ERROR_CODES.support_agent_unknown);
    const reply = await desk('supportReply', { id: lateId, text: 'Yes, I am here.', request_id: rid() }, colleague);
    expect(reply.body.code).toBe(0);
    const read = await desk('supportDeskRead', { id: lateId, message_id: reply.body.data.id }, colleague);
    expect(read.body.data.unread).toBe(0);
    const closed = await desk('supportClose', { id: lateId, reason: 'resolved', note: 'Answered', request_id: rid() }, colleague);
    expect(closed.body.data).toMatchObject({ status: 'closed', close_reason: 'resolved' });
    const target = `support_conversation:${lateId}`;
    // Refusals count too: the transfer to an unknown agent and the other agent's reply.
    const audited = { 'support.take': 1, 'support.transfer': 2, 'support.reply': 2, 'support.close': 1, 'support.read': 1 };
    for (const [action, count] of Object.entries(audited)) expect({ action, count: await auditCount(action, target) }).toEqual({ action, count });
    // A refusal is audited too (after its rollback).
    const refused = await t.services.db.execute<{ outcome: string }>(
      sql`select details->>'outcome' as outcome from audit_log where action = 'support.reply' and target = ${target} and staff_username = 'matrix_super_admin' order by id`,
    );
    expect(refused.rows.map((r) => r.outcome)).toEqual(['support_assigned_elsewhere', 'ok']);
    // The user sees the closing line with its reason; the next message opens a new conversation.
    const lines = (await web('supportMessages', {}, late.token)).body.data.items as Array<{ event: string | null; close_reason: string | null }>;
    expect(lines.at(-1)).toMatchObject({ event: 'closed', close_reason: 'resolved' });
    const next = await send(late, 'One more thing');
    expect(next.body.data.conversation_id).not.toBe(lateId);
    expect((await desk('supportReply', { id: lateId, text: 'Too late', request_id: rid() }, colleague)).body.code).toBe(
      ERROR_CODES.support_conversation_closed,
    );
  });

  it('shows the read-only account panel and audits who looked', async () => {
    const me = await user();
    await send(me, 'Where is my withdrawal?');
    const id = await conversationOf(me);
    const panel = await desk('supportUserPanel', { id });
    expect(panel.body.data).toMatchObject({ user_id: String(me.id), verification_level: 'none', deposits: [], withdrawals: [], open_orders: [] });
    expect(await auditCount('support.viewUserPanel', `support_conversation:${id}`)).toBe(1);
  });

  it('keeps staff without the support permission out of conversations', async () => {
    const me = await user();
    await send(me, 'Hello');
    const id = await conversationOf(me);
    for (const role of ['finance', 'compliance', 'content'] as const) {
      const token = await staffToken(t, role);
      expect((await desk('supportDeskChat', { id }, token)).body.code).toBe(ERROR_CODES.forbidden);
      expect((await desk('supportQueue', {}, token)).body.code).toBe(ERROR_CODES.forbidden);
    }
    // A user session is not a staff session.
    expect((await t.call('supportDeskChat', { id }, { scope: 'admin', token: me.token })).body.code).toBe(ERROR_CODES.staff_login_required);
  });

  it('manages canned replies in every language, audited', async () => {
    const seeded = await desk('supportCanned', {});
    expect(seeded.body.data.items.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(seeded.body.data.items[0].texts)).toHaveLength(13);
    const saved = await desk('supportSaveCanned', {
      title: 'Fees',
      text_en: 'Fees are listed on the fee page.',
      text_de: 'Die Gebühren stehen auf der Gebührenseite.',
      request_id: rid(),
    });
    expect(saved.body.data.texts).toEqual({ en: 'Fees are listed on the fee page.', de: 'Die Gebühren stehen auf der Gebührenseite.' });
    expect((await desk('supportSaveCanned', { title: 'No English', text_de: 'Nur Deutsch', request_id: rid() })).body.code).toBe(ERROR_CODES.invalid_input);
    expect((await desk('supportDeleteCanned', { id: saved.body.data.id, request_id: rid() })).body.code).toBe(0);
    expect(await auditCount('support.saveCanned', `support_canned:${saved.body.data.id}`)).toBe(1);
    expect(await auditCount('support.deleteCanned', `support_canned:${saved.body.data.id}`)).toBe(1);
  });
});

describe('after an answer', () => {
  it('rates a conversation only after it is closed, and only once', async () => {
    const me = await user();
    await send(me, 'Rate me later');
    const id = await conversationOf(me);
    expect((await web('supportRate', { id, rating: '5', request_id: rid() }, me.token)).body.code).toBe(ERROR_CODES.support_rating_closed_only);
    await desk('supportClose', { id, reason: 'no_reply', request_id: rid() });
    expect((await web('supportRate', { id, rating: '6', request_id: rid() }, me.token)).body.code).toBe(ERROR_CODES.invalid_input);
    const rated = await web('supportRate', { id, rating: '4', comment: 'Fine', request_id: rid() }, me.token);
    expect(rated.body.data).toMatchObject({ rating: 4, rating_comment: 'Fine', can_rate: false });
    expect((await web('supportRate', { id, rating: '1', request_id: rid() }, me.token)).body.code).toBe(ERROR_CODES.support_already_rated);
    const closedList = await desk('supportQueue', { scope: 'closed', page_size: '100' });
    expect(closedList.body.data.items.find((item: { id: string }) => item.id === id)).toMatchObject({ rating: 4, rating_comment: 'Fine' });
  });

  it('posts exactly one inbox message for answers the user left unread, none for those read', async () => {
    const away = await user();
    const here = await user();
    await send(away, 'I will be away');
    await send(here, 'I am watching');
    const awayId = await conversationOf(away);
    const hereId = await conversationOf(here);
    await desk('supportReply', { id: awayId, text: 'First answer', request_id: rid() });
    await desk('supportReply', { id: awayId, text: 'Second answer', request_id: rid() });
    const answer = await desk('supportReply', { id: hereId, text: 'Answer you read', request_id: rid() });
    expect((await web('supportRead', { message_id: answer.body.data.id }, here.token)).body.data.user_read_through).toBe(answer.body.data.id);
    const inbox = async (who: Person) =>
      (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from user_messages where user_id = ${who.id} and kind = 'support_replied'`))
        .rows[0]?.n;
    // Within the minute the user may still be reading.
    await notifyUnreadReplies(t.services.db, clock);
    expect(await inbox(away)).toBe(0);
    clock.advance(61_000);
    await notifyUnreadReplies(t.services.db, clock);
    await notifyUnreadReplies(t.services.db, clock);
    expect(await inbox(away)).toBe(1);
    expect(await inbox(here)).toBe(0);
    // A later answer, unread again, is a new message.
    await desk('supportReply', { id: awayId, text: 'Third answer', request_id: rid() });
    clock.advance(61_000);
    await notifyUnreadReplies(t.services.db, clock);
    expect(await inbox(away)).toBe(2);
  });
});

describe('visitors', () => {
  it('leave a message with a valid e-mail address, a few per hour, answered once by e-mail in their language', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    expect((await t.call('supportLeaveMessage', { email: 'not-an-address', message: 'Hello' }, from)).body.code).toBe(ERROR_CODES.email_invalid);
    const left = await t.call('supportLeaveMessage', { email: 'Visitor@Example.com', message: 'I cannot sign in.' }, { ...from, lang: 'de' });
    expect(left.body.code).toBe(0);
    await t.call('supportLeaveMessage', { email: 'visitor@example.com', message: 'Still cannot.' }, from);
    await t.call('supportLeaveMessage', { email: 'visitor@example.com', message: 'Hello?' }, from);
    expect((await t.call('supportLeaveMessage', { email: 'visitor@example.com', message: 'Again' }, from)).body.code).toBe(ERROR_CODES.rate_limited);
    const tickets = await desk('supportTickets', { status: 'new' });
    const ticket = (tickets.body.data.items as Array<{ id: string; email: string; lang: string }>).find((item) => item.id === left.body.data.id);
    expect(ticket).toMatchObject({ email: 'visitor@example.com', lang: 'de' });
    const answered = await desk('supportAnswerTicket', { id: left.body.data.id, text: 'Please reset your password from the sign-in page.', request_id: rid() });
    expect(answered.body.data).toMatchObject({ status: 'answered', answered_by: 'matrix_support' });
    const mail = t.mails.sent.find((m) => m.to === 'visitor@example.com');
    expect(mail?.text).toContain('Please reset your password from the sign-in page.');
    expect(mail?.text).toContain('I cannot sign in.');
    expect(mail?.subject).toMatch(/Veritex/);
    expect((await desk('supportAnswerTicket', { id: left.body.data.id, text: 'Twice', request_id: rid() })).body.code).toBe(
      ERROR_CODES.support_ticket_answered,
    );
    expect(await auditCount('support.answerTicket', `support_ticket:${left.body.data.id}`)).toBe(2);
  });
});
