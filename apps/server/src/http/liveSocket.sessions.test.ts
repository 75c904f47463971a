import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, setUserStatus } from '../modules/identity/index.js';
import { sha256 } from '../platform/crypto.js';
import { staffToken } from '../testing/callers.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Sessions own their sockets: every way a session ends closes the sockets authenticated with
 * it within a second, after a last `auth` frame, and no private frame reaches them afterwards.
 */
let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Frame {
  channel: string;
  data?: { ok?: boolean; reason?: string };
}

/** A socket authenticated with `token`, recording its frames and when it closed. */
async function liveSocket(token: string) {
  const socket = await t.app.injectWS('/ws');
  const frames: Frame[] = [];
  let closedAt: number | undefined;
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  socket.on('close', () => {
    closedAt = Date.now();
  });
  const until = async (predicate: () => boolean, what: string, timeoutMs = 2_000) => {
    for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
      if (predicate()) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${what}; frames: ${JSON.stringify(frames)}`);
  };
  socket.send(JSON.stringify({ op: 'auth', token }));
  await until(() => frames.some((f) => f.channel === 'balances'), 'not authenticated');
  return {
    socket,
    frames,
    closedAt: () => closedAt,
    /** The socket got the last `auth` frame, nothing after it, and closed within `withinMs` of `since`. */
    async ended(since: number, withinMs = 1_000) {
      await until(() => closedAt !== undefined, 'socket not closed', withinMs + 1_000);
      const end = frames.findIndex((f) => f.channel === 'auth' && f.data?.ok === false);
      expect(frames[end]?.data).toEqual({ ok: false, reason: 'session_ended' });
      expect(frames.slice(end + 1)).toEqual([]);
      expect((closedAt ?? Number.POSITIVE_INFINITY) - since).toBeLessThan(withinMs);
    },
    async stillReceivesBalances(userToken: string) {
      const before = frames.length;
      await transfer(userToken);
      await until(() => frames.slice(before).some((f) => f.channel === 'balances'), 'no balances on the kept socket');
      expect(closedAt).toBeUndefined();
    },
  };
}

/** A posting that touches the user, so that every private socket of theirs gets balances. */
async function transfer(token: string) {
  const answer = await t.call(
    'transfer',
    { asset: 'USDT', amount: '1', from: 'exchange', to: 'futures', request_id: `sessions-transfer-${n++}` },
    { method: 'POST', token },
  );
  expect(answer.body.code).toBe(0);
}

async function userWithTwoSessions(email: string) {
  const user = await fundedUser(t, email, 100_000_000n);
  const second = (await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' })).body.data.token as string;
  const idOf = async (token: string) =>
    (
      await t.services.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
    )[0]?.id;
  return { id: user.id, email, a: user.token, b: second, aSessionId: String(await idOf(user.token)) };
}

describe('a session that ends closes its sockets', () => {
  it('logout', async () => {
    const user = await userWithTwoSessions('logout@sessions.test');
    const [a, b] = [await liveSocket(user.a), await liveSocket(user.b)];
    expect((await t.call('logout', { request_id: `sessions-logout-${n++}` }, { method: 'POST', token: user.a })).body.code).toBe(0);
    await a.ended(Date.now());
    await b.stillReceivesBalances(user.b);
    b.socket.terminate();
  });

  it('revoking it from another device (web/revokeSession)', async () => {
    const user = await userWithTwoSessions('revoke@sessions.test');
    const [a, b] = [await liveSocket(user.a), await liveSocket(user.b)];
    const revoked = await t.call('revokeSession', { id: user.aSessionId, request_id: `sessions-revoke-${n++}` }, { method: 'POST', token: user.b });
    expect(revoked.body.code).toBe(0);
    await a.ended(Date.now());
    await b.stillReceivesBalances(user.b);
    b.socket.terminate();
  });

  it('ending other sessions in the security centre (web/revokeOtherSessions)', async () => {
    const user = await userWithTwoSessions('others@sessions.test');
    const [a, b] = [await liveSocket(user.a), await liveSocket(user.b)];
    const ended = await t.call('revokeOtherSessions', { request_id: `sessions-others-${n++}` }, { method: 'POST', token: user.b });
    expect(ended.body.code).toBe(0);
    await a.ended(Date.now());
    await b.stillReceivesBalances(user.b);
    b.socket.terminate();
  });

  it('a password reset, which ends every other session (web/updatePassword)', async () => {
    const user = await userWithTwoSessions('reset@sessions.test');
    const [a, b] = [await liveSocket(user.a), await liveSocket(user.b)];
    await t.call('getCode', { email: user.email, purpose: 'reset' }, { method: 'POST' });
    const reset = await t.call(
      'updatePassword',
      { account: user.email, code: t.codes.last(user.email), password: 'newpass456', password2: 'newpass456', request_id: `sessions-reset-${n++}` },
      { method: 'POST', token: user.b },
    );
    expect(reset.body.code).toBe(0);
    await a.ended(Date.now());
    await b.stillReceivesBalances(user.b);
    b.socket.terminate();
  });

  it('disabling the user (admin/setUserStatus) closes every socket of theirs', async () => {
    const user = await userWithTwoSessions('disabled@sessions.test');
    const [a, b] = [await liveSocket(user.a), await liveSocket(user.b)];
    const admin = await staffToken(t, 'super_admin');
    const disabled = await t.call(
      'setUserStatus',
      { id: String(user.id), status: 'disabled', reason: 'test of live sockets', request_id: `sessions-disable-${n++}` },
      { method: 'POST', scope: 'admin', token: admin },
    );
    expect(disabled.body.code).toBe(0);
    const now = Date.now();
    await a.ended(now);
    await b.ended(now);
    // Re-enabling does not bring ended sessions back.
    expect((await setUserStatus(t.services.db, t.services.clock, { userId: user.id, status: 'active' })).ok).toBe(true);
    expect((await t.call('getInfo', {}, { token: user.a })).body.code).toBe(2000);
  });

  it('a rolled-back session change closes nothing (the notice goes out on commit only)', async () => {
    const user = await userWithTwoSessions('rollback@sessions.test');
    const a = await liveSocket(user.a);
    await t.services.db
      .transaction(async (tx) => {
        await setUserStatus(tx, t.services.clock, { userId: user.id, status: 'disabled' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await a.stillReceivesBalances(user.a);
    a.socket.terminate();
  });

  it('a session that expires while its socket is open is closed at its expiry', async () => {
    const user = await userWithTwoSessions('expiring@sessions.test');
    // Within its first minute a session does not slide, so this expiry stands.
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.id, BigInt(user.aSessionId)));
    const a = await liveSocket(user.a);
    const b = await liveSocket(user.b);
    await a.ended(Date.now(), 4_000);
    await b.stillReceivesBalances(user.b);
    b.socket.terminate();
  });

  it('an expired session is found when the notice channel reconnects (its notices may have been lost)', async () => {
    const user = await userWithTwoSessions('expired@sessions.test');
    const a = await liveSocket(user.a);
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, BigInt(user.aSessionId)));
    await t.services.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'veritex-notices' and datname = current_database()`,
    );
    await a.ended(Date.now(), 3_000);
  });
});
