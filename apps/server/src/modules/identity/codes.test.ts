import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { SETTING_DEFAULTS, type Settings } from '../settings/index.js';
import { issueCode, verifyCode } from './codes.js';

const settings: Settings = { ...SETTING_DEFAULTS };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function target(destination: string) {
  return { channel: 'email' as const, destination, purpose: 'register' as const };
}

describe('verification codes', () => {
  it('issues six digits, refuses a resend within 60 s and accepts one after', async () => {
    const clock = manualClock();
    const first = await issueCode(database.db, clock, settings, target('a@example.com'));
    expect(first.ok && /^\d{6}$/.test(first.value.code)).toBe(true);
    clock.advance(59_000);
    const early = await issueCode(database.db, clock, settings, target('a@example.com'));
    expect(early).toEqual({ ok: false, error: 'code_resend_wait', data: { wait: 1 } });
    clock.advance(1_000);
    expect((await issueCode(database.db, clock, settings, target('a@example.com'))).ok).toBe(true);
  });

  it('accepts only the newest code, once', async () => {
    const clock = manualClock();
    const old = await issueCode(database.db, clock, settings, target('b@example.com'));
    clock.advance(60_000);
    const fresh = await issueCode(database.db, clock, settings, target('b@example.com'));
    if (!old.ok || !fresh.ok) throw new Error('issue failed');
    const check = (code: string, consume = true) =>
      verifyCode(database.db, clock, settings, { destination: 'b@example.com', purpose: 'register', code, consume });
    if (old.value.code !== fresh.value.code) expect((await check(old.value.code)).ok).toBe(false);
    expect(await check(fresh.value.code, false)).toEqual({ ok: true, value: true });
    expect(await check(fresh.value.code)).toEqual({ ok: true, value: true });
    expect(await check(fresh.value.code)).toEqual({ ok: false, error: 'code_expired' });
  });

  it('expires after 10 minutes', async () => {
    const clock = manualClock();
    const issued = await issueCode(database.db, clock, settings, target('c@example.com'));
    if (!issued.ok) throw new Error('issue failed');
    clock.advance(10 * 60_000);
    const result = await verifyCode(database.db, clock, settings, {
      destination: 'c@example.com',
      purpose: 'register',
      code: issued.value.code,
      consume: true,
    });
    expect(result).toEqual({ ok: false, error: 'code_expired' });
  });

  it('allows at most 5 attempts, then refuses even the right code', async () => {
    const clock = manualClock();
    const issued = await issueCode(database.db, clock, settings, target('d@example.com'));
    if (!issued.ok) throw new Error('issue failed');
    const wrong = issued.value.code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await verifyCode(database.db, clock, settings, { destination: 'd@example.com', purpose: 'register', code: wrong, consume: true });
      if (!r.ok) errors.push(r.error);
    }
    expect(errors).toEqual(['code_wrong', 'code_wrong', 'code_wrong', 'code_wrong', 'code_attempts_exceeded']);
    const right = await verifyCode(database.db, clock, settings, { destination: 'd@example.com', purpose: 'register', code: issued.value.code, consume: true });
    expect(right).toEqual({ ok: false, error: 'code_attempts_exceeded' });
  });

  it('lets exactly one of many concurrent requests spend a code', async () => {
    const clock = manualClock();
    const issued = await issueCode(database.db, clock, settings, target('e@example.com'));
    if (!issued.ok) throw new Error('issue failed');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        verifyCode(database.db, clock, settings, { destination: 'e@example.com', purpose: 'register', code: issued.value.code, consume: true }),
      ),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
  });

  it('keeps purposes apart', async () => {
    const clock = manualClock();
    const issued = await issueCode(database.db, clock, settings, target('f@example.com'));
    if (!issued.ok) throw new Error('issue failed');
    const asReset = await verifyCode(database.db, clock, settings, { destination: 'f@example.com', purpose: 'reset', code: issued.value.code, consume: true });
    expect(asReset.ok).toBe(false);
  });
});
