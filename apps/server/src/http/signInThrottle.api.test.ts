import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../platform/clock.js';
import type { verifyPassword as VerifyPassword } from '../platform/crypto.js';
import type { TestApp } from '../testing/testApp.js';

// Counts password checks, to see that paused sign-ins of known and unknown accounts take the same path.
vi.mock('../platform/crypto.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../platform/crypto.js')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const clock = manualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;
let verifyPassword: typeof VerifyPassword;
beforeAll(async () => {
  // Test files share their worker's modules (vitest.config.ts: isolate false), so the app may already
  // hold the real crypto module: the mock applies to a module graph loaded after it, hence the reset.
  vi.resetModules();
  ({ verifyPassword } = await import('../platform/crypto.js'));
  const { createTestApp } = await import('../testing/testApp.js');
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PASSWORD = 'secret123';
const ADDRESS_A = '203.0.113.7';
const ADDRESS_B = '198.51.100.20';

function signIn(account: string, password: string, remoteAddress: string, lang?: string) {
  return t.call('userLogin', { account, password }, { method: 'POST', remoteAddress, lang });
}

async function register(email: string): Promise<void> {
  expect((await t.call('getCode', { email, purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
  const { body } = await t.call(
    'userRegister',
    { type: 'email', account: email, code: t.codes.last(email), password: PASSWORD, password2: PASSWORD, agree: '1', nationality: 'DE' },
    { method: 'POST' },
  );
  expect(body.code).toBe(0);
}

async function failTimes(account: string, times: number, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(account, `wrong${i}pass`, remoteAddress)).body.code);
  return codes;
}

describe('sign-in pauses per account and address', () => {
  it('ten wrong passwords from one address pause that address only: the owner still signs in from another', async () => {
    await register('owner@example.com');
    const codes = await failTimes('owner@example.com', 10, ADDRESS_A);
    expect(codes.slice(0, 9).every((c) => c === 4119)).toBe(true);
    expect(codes[9]).toBe(4120);
    // From the stranger's address even the right password is refused while paused…
    expect((await signIn('owner@example.com', PASSWORD, ADDRESS_A)).body).toMatchObject({ code: 4120, data: { minutes: 15, wait: 900 } });
    // …but the owner, elsewhere, is not locked out.
    expect((await signIn('owner@example.com', PASSWORD, ADDRESS_B)).body.code).toBe(0);
    // The pause ends with its window.
    clock.advance(15 * 60_000);
    expect((await signIn('owner@example.com', PASSWORD, ADDRESS_A)).body.code).toBe(0);
  });

  it('answers a paused account that exists and one that does not alike, by the same path', async () => {
    await register('known@example.com');
    const address = '192.0.2.44';
    for (const account of ['known@example.com', 'nobody-here@example.com']) {
      expect((await failTimes(account, 10, address))[9]).toBe(4120);
    }
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    const known = await signIn('known@example.com', PASSWORD, address, 'fr');
    const unknown = await signIn('nobody-here@example.com', PASSWORD, address, 'fr');
    expect(known.body).toEqual(unknown.body);
    expect(known.body.code).toBe(4120);
    // Paused: neither reaches the password check (nor, therefore, the account lookup's effects).
    expect(check).not.toHaveBeenCalled();
    // Not paused: both take exactly one password check (a dummy one for the unknown account).
    const fresh = '192.0.2.45';
    const knownWrong = await signIn('known@example.com', 'wrong1pass', fresh, 'fr');
    const unknownWrong = await signIn('nobody-here@example.com', 'wrong1pass', fresh, 'fr');
    expect(knownWrong.body).toEqual(unknownWrong.body);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('pauses the account for every address once failures from all addresses reach the ceiling of 100', async () => {
    await register('target@example.com');
    const codes: number[] = [];
    // Nine failures from each of eleven addresses (no pair reaches its ten), then the hundredth from a twelfth.
    for (let a = 1; a <= 11; a++) codes.push(...(await failTimes('target@example.com', 9, `10.0.0.${a}`)));
    codes.push(...(await failTimes('target@example.com', 1, '10.0.0.12')));
    expect(codes).toHaveLength(100);
    expect(codes.slice(0, 99).every((c) => c === 4119)).toBe(true);
    expect(codes[99]).toBe(4120);
    expect((await signIn('target@example.com', PASSWORD, ADDRESS_B)).body.code).toBe(4120);
    expect((await signIn('target@example.com', PASSWORD, '10.9.9.9')).body.code).toBe(4120);
    clock.advance(15 * 60_000);
    expect((await signIn('target@example.com', PASSWORD, ADDRESS_B)).body.code).toBe(0);
  });

  it('counts one-time code sign-ins (web/tempLogin) in the same pauses', async () => {
    await register('coder@example.com');
    const address = '192.0.2.90';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await t.call('tempLogin', { account: 'coder@example.com', code: '000000' }, { method: 'POST', remoteAddress: address })).body.code);
    }
    expect(answers[9]).toBe(4120);
    expect((await t.call('getCode', { email: 'coder@example.com', purpose: 'login' }, { method: 'POST' })).body.code).toBe(0);
    const code = t.codes.last('coder@example.com');
    expect((await t.call('tempLogin', { account: 'coder@example.com', code }, { method: 'POST', remoteAddress: address })).body.code).toBe(4120);
    expect((await signIn('coder@example.com', PASSWORD, address)).body.code).toBe(4120);
    expect((await t.call('tempLogin', { account: 'coder@example.com', code }, { method: 'POST', remoteAddress: ADDRESS_B })).body.code).toBe(0);
  });
});
