import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffToken } from '../testing/callers.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 16, the chat's live side on /ws: a committed change of a conversation reaches the user's
 * sockets and the desk's (a socket signed in with a staff token that may chat), typing goes both
 * ways without being stored, and a staff token without the support role is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Frame {
  channel: string;
  data?: { ok?: boolean; conversation_id?: string; from?: string; typing?: boolean };
}

async function socketOf(auth: { op: 'auth' | 'staff_auth'; token: string }) {
  const socket = await t.app.injectWS('/ws');
  const frames: Frame[] = [];
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  const waitFor = async (predicate: (f: Frame) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no frame; got ${JSON.stringify(frames)}`);
  };
  socket.send(JSON.stringify(auth));
  const answer = await waitFor((f) => f.channel === auth.op);
  return { socket, frames, waitFor, ok: answer.data?.ok === true };
}

it('pushes conversation changes and typing to the user and the desk, and keeps staff without the role out', async () => {
  const user = await fundedUser(t, 'live@support.test', 0n);
  const agentToken = await staffToken(t, 'support');
  const mine = await socketOf({ op: 'auth', token: user.token });
  const desk = await socketOf({ op: 'staff_auth', token: agentToken });
  expect(desk.ok).toBe(true);
  const finance = await socketOf({ op: 'staff_auth', token: await staffToken(t, 'finance') });
  expect(finance.ok).toBe(false);

  const sent = await t.call('supportSend', { text: 'Hello', request_id: 'live-support-1' }, { token: user.token });
  const id = sent.body.data.conversation_id as string;
  await desk.waitFor((f) => f.channel === 'support_desk' && f.data?.conversation_id === id);
  await mine.waitFor((f) => f.channel === 'support' && f.data?.conversation_id === id);

  // The user types: the desk hears it. The agent types: the user hears it.
  mine.socket.send(JSON.stringify({ op: 'support_typing', typing: true }));
  await desk.waitFor((f) => f.channel === 'support_typing' && f.data?.from === 'user' && f.data.conversation_id === id);
  desk.socket.send(JSON.stringify({ op: 'support_typing', conversation_id: id, typing: true }));
  await mine.waitFor((f) => f.channel === 'support_typing' && f.data?.from === 'agent' && f.data.typing === true);

  mine.frames.length = 0;
  await t.call('supportReply', { id, text: 'Hi there', request_id: 'live-support-2' }, { token: agentToken, scope: 'admin' });
  await mine.waitFor((f) => f.channel === 'support' && f.data?.conversation_id === id);
  // The staff socket without the role heard nothing of it.
  expect(finance.frames.filter((f) => f.channel.startsWith('support'))).toEqual([]);
  for (const s of [mine, desk, finance]) s.socket.terminate();
});
