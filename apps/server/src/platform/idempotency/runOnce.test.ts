import { createHash } from 'node:crypto';
import { fail, ok } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { manualClock, systemClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { ABANDONED_AFTER_MS, runOnce } from './runOnce.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let sequence = 0;
const nextId = () => `req-${++sequence}-abcdef`;

/** An action that counts its runs and answers the run number. */
function counter() {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    action: async () => {
      runs += 1;
      return ok({ run: runs });
    },
  };
}

describe('runOnce', () => {
  it('runs the first request and answers a repeat with the first answer', async () => {
    const { db } = database;
    const c = counter();
    const request = { actor: 'user:1' as const, requestId: nextId(), call: 'web/transfer', input: { request_id: 'x', amount: '5' } };
    expect(await runOnce(db, systemClock, request, c.action)).toEqual({ ok: true, value: { run: 1 } });
    expect(await runOnce(db, systemClock, request, c.action)).toEqual({ ok: true, value: { run: 1 } });
    expect(c.runs).toBe(1);
  });

  it('refuses the same id with different content or for another call', async () => {
    const { db } = database;
    const c = counter();
    const requestId = nextId();
    await runOnce(db, systemClock, { actor: 'user:1', requestId, call: 'web/transfer', input: { amount: '5' } }, c.action);
    const otherAmount = await runOnce(db, systemClock, { actor: 'user:1', requestId, call: 'web/transfer', input: { amount: '6' } }, c.action);
    expect(otherAmount).toEqual({ ok: false, error: 'request_id_reused', data: { field: 'request_id' } });
    const otherCall = await runOnce(db, systemClock, { actor: 'user:1', requestId, call: 'web/withdraw', input: { amount: '5' } }, c.action);
    expect(otherCall.ok).toBe(false);
    expect(c.runs).toBe(1);
  });

  it('keeps request ids apart per caller', async () => {
    const { db } = database;
    const c = counter();
    const requestId = nextId();
    await runOnce(db, systemClock, { actor: 'user:1', requestId, call: 'web/transfer', input: {} }, c.action);
    await runOnce(db, systemClock, { actor: 'user:2', requestId, call: 'web/transfer', input: {} }, c.action);
    await runOnce(db, systemClock, { actor: 'staff:1', requestId, call: 'admin/adjust', input: {} }, c.action);
    expect(c.runs).toBe(3);
  });

  it('runs once when the same request arrives many times at once, and all get the one answer', async () => {
    const { db } = database;
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return ok({ run: runs });
    };
    const request = { actor: 'user:9' as const, requestId: nextId(), call: 'web/transfer', input: { amount: '1' } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => runOnce(db, systemClock, request, slow)));
    expect(runs).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ ok: true, value: { run: 1 } });
  });

  it('keeps a refusal as the answer, but lets a retry run after a transient one or a fault', async () => {
    const { db } = database;
    const refused = { actor: 'user:3' as const, requestId: nextId(), call: 'web/transfer', input: {} };
    let runs = 0;
    await runOnce(db, systemClock, refused, async () => {
      runs += 1;
      return fail('insufficient_balance');
    });
    expect(await runOnce(db, systemClock, refused, async () => ok({ late: true }))).toEqual({ ok: false, error: 'insufficient_balance' });

    const transient = { ...refused, requestId: nextId() };
    await runOnce(db, systemClock, transient, async () => fail('order_not_accepted'));
    expect(await runOnce(db, systemClock, transient, async () => ok({ second: true }))).toEqual({ ok: true, value: { second: true } });

    const faulty = { ...refused, requestId: nextId() };
    await expect(
      runOnce(db, systemClock, faulty, async () => {
        runs += 1;
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await runOnce(db, systemClock, faulty, async () => ok({ retried: true }))).toEqual({ ok: true, value: { retried: true } });
    expect(runs).toBe(2);
  });

  it('answers request_in_progress while the first runs, and takes over one that died with its process', async () => {
    const { db } = database;
    const clock = manualClock(new Date());
    const request = { actor: 'user:4' as const, requestId: nextId(), call: 'web/transfer', input: {} };
    // The first request claims the id and never answers (its process is about to die).
    void runOnce(db, clock, request, () => new Promise(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await runOnce(db, clock, request, async () => ok({ ran: true }), { waitMs: 200 });
    expect(meanwhile).toEqual({ ok: false, error: 'request_in_progress' });
    clock.advance(ABANDONED_AFTER_MS + 1);
    expect(await runOnce(db, clock, request, async () => ok({ ran: true }), { waitMs: 200 })).toEqual({ ok: true, value: { ran: true } });
  });

  it('keeps secrets out of the table: no fast hash over a password or code, no recovery codes in the kept answer', async () => {
    const { db } = database;
    const requestId = nextId();
    const secretInput = { request_id: requestId, old_password: 'Hunter2pass', tpwd: '123456', code: '654321', label: 'x' };
    const request = { actor: 'user:5' as const, requestId, call: 'web/twoFactorEnable', input: secretInput, secretAnswerFields: ['recovery_codes'] };
    const first = await runOnce(db, systemClock, request, async () => ok({ enabled: true, recovery_codes: ['abcd-efgh', 'ijkl-mnop'] }));
    expect(first).toEqual({ ok: true, value: { enabled: true, recovery_codes: ['abcd-efgh', 'ijkl-mnop'] } });
    const [row] = (await db.execute(sql`select input_hash, answer::text as answer from call_requests where request_id = ${requestId}`)).rows as Array<{
      input_hash: string;
      answer: string;
    }>;
    expect(row?.answer).not.toContain('abcd-efgh');
    expect(row?.input_hash).toMatch(/^[0-9a-f]{64}:\$argon2id\$/);
    expect(row?.input_hash).not.toContain(
      createHash('sha256')
        .update(JSON.stringify({ code: '654321', old_password: 'Hunter2pass', tpwd: '123456' }))
        .digest('hex'),
    );
    // The same secrets compare equal (a replay without the codes); other digits are other content.
    expect(await runOnce(db, systemClock, request, async () => ok({ enabled: false, recovery_codes: [] }))).toEqual({
      ok: true,
      value: { enabled: true, recovery_codes: [] },
    });
    const otherDigits = await runOnce(db, systemClock, { ...request, input: { ...secretInput, tpwd: '123457' } }, async () =>
      ok({ enabled: false, recovery_codes: [] }),
    );
    expect(otherDigits).toMatchObject({ ok: false, error: 'request_id_reused' });
  });
});
