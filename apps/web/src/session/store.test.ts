import type { SignInAnswer } from '@veritex/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** localStorage of a browser tab, for the store that keeps the real and the demo session side by side. */
const stored = new Map<string, string>();
const fakeWindow = {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
  addEventListener: () => undefined,
};

function answer(id: string, token: string): SignInAnswer {
  return { token, user: { id, demo: id.startsWith('-') } as SignInAnswer['user'] };
}

let store: typeof import('./store');

beforeAll(async () => {
  Object.assign(globalThis, { window: fakeWindow });
  store = await import('./store');
});

beforeEach(() => {
  store.session.clear();
  store.session.clear();
  stored.clear();
  store.session.leaveDemo();
});

describe('the session store with a demo session beside the real one', () => {
  it('a visitor switches to demo and back: a visitor again, the demo session kept for next time', () => {
    const { session } = store;
    session.enterDemo(answer('-7', 'demo-token'), '');
    expect(session.get()).toMatchObject({ token: 'demo-token', demo: true });
    expect(session.real().token).toBe('');
    session.leaveDemo();
    expect(session.get()).toMatchObject({ token: '', user: null, demo: false });
    expect(session.storedDemo()).toMatchObject({ token: 'demo-token', owner: '' });
  });

  it('a signed-in user in demo mode keeps the real session untouched, and comes back to it', () => {
    const { session } = store;
    session.signIn(answer('42', 'real-token'));
    session.enterDemo(answer('-9', 'demo-token'), '42');
    expect(session.get().token).toBe('demo-token');
    expect(session.real()).toMatchObject({ token: 'real-token', demo: false });
    session.leaveDemo();
    expect(session.get()).toMatchObject({ token: 'real-token', demo: false });
    expect(session.get().user?.id).toBe('42');
  });

  it('a sign-out in demo mode ends only the demo session', () => {
    const { session } = store;
    session.signIn(answer('42', 'real-token'));
    session.enterDemo(answer('-9', 'demo-token'), '42');
    session.clear();
    expect(session.get()).toMatchObject({ token: 'real-token', demo: false });
    expect(session.storedDemo()).toBeNull();
  });

  it("a real sign-out forgets the user's demo session, but not a visitor's", () => {
    const { session } = store;
    session.signIn(answer('42', 'real-token'));
    session.enterDemo(answer('-9', 'demo-token'), '42');
    session.leaveDemo();
    session.clear();
    expect(session.get()).toMatchObject({ token: '', demo: false });
    expect(session.storedDemo()).toBeNull();

    session.enterDemo(answer('-7', 'visitor-demo'), '');
    session.leaveDemo();
    session.signIn(answer('43', 'other-real'));
    session.clear();
    expect(session.storedDemo()).toMatchObject({ token: 'visitor-demo', owner: '' });
  });

  it('signing in always leaves demo mode; setUser writes the session in use', () => {
    const { session } = store;
    session.enterDemo(answer('-7', 'demo-token'), '');
    session.setUser({ ...answer('-7', '').user, name: 'Demo' });
    expect(JSON.parse(stored.get('demo_user') ?? '{}')).toMatchObject({ id: '-7', name: 'Demo' });
    expect(stored.get('user')).toBeUndefined();
    session.signIn(answer('42', 'real-token'));
    expect(session.get()).toMatchObject({ token: 'real-token', demo: false });
    expect(stored.get('demo_mode')).toBeUndefined();
  });

  it('a demo identity needs getInfo only while its user is unknown (it has no e-mail or phone)', () => {
    expect(store.needsUserInfo({ token: 't', user: answer('-7', '').user, demo: true })).toBe(false);
    expect(store.needsUserInfo({ token: 't', user: null, demo: true })).toBe(true);
  });
});
