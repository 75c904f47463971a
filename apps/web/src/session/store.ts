import { useSyncExternalStore } from 'react';
import type { SessionUser, SignInAnswer } from '../api/types';
import { STORAGE_KEYS } from '../settings';
import { storage } from '../storage';

/**
 * The session the site runs on (spec §3): token and user fields, kept in localStorage. Beside the
 * real session the store keeps a demo session (issue 17); in demo mode `token` and `user` are the
 * demo identity's, so every call, query and the live stream act on the demo ledger book.
 */
export interface SessionState {
  token: string;
  user: SessionUser | null;
  /** Whether this is the demo session. */
  demo: boolean;
}

/** The demo session kept in this browser, and whose it is ('' for a visitor's). */
export interface StoredDemo {
  token: string;
  user: SessionUser | null;
  owner: string;
}

const SESSION_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.demoToken,
  STORAGE_KEYS.demoUser,
  STORAGE_KEYS.demoOwner,
  STORAGE_KEYS.demoMode,
]);

function readUser(key: string): SessionUser | null {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function readReal(): SessionState {
  return { token: storage.get(STORAGE_KEYS.token) ?? '', user: readUser(STORAGE_KEYS.user), demo: false };
}

function readDemo(): StoredDemo | null {
  const token = storage.get(STORAGE_KEYS.demoToken) ?? '';
  return token ? { token, user: readUser(STORAGE_KEYS.demoUser), owner: storage.get(STORAGE_KEYS.demoOwner) ?? '' } : null;
}

function read(): SessionState {
  const demo = storage.get(STORAGE_KEYS.demoMode) === '1' ? readDemo() : null;
  return demo ? { token: demo.token, user: demo.user, demo: true } : readReal();
}

function forgetDemo(): void {
  for (const key of [STORAGE_KEYS.demoToken, STORAGE_KEYS.demoUser, STORAGE_KEYS.demoOwner, STORAGE_KEYS.demoMode]) storage.remove(key);
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

// Another tab signed in or out, or switched to or from demo mode: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) emit(read());
  });
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The real session, also while the site runs on the demo one. */
  real: (): SessionState => readReal(),
  /** The demo session kept in this browser, if any. */
  storedDemo: (): StoredDemo | null => readDemo(),
  /** Login stores the token and the returned user data (spec §4); it always leaves demo mode. */
  signIn(answer: SignInAnswer): void {
    storage.set(STORAGE_KEYS.token, answer.token);
    storage.set(STORAGE_KEYS.user, JSON.stringify(answer.user));
    storage.remove(STORAGE_KEYS.demoMode);
    emit({ token: answer.token, user: answer.user, demo: false });
  },
  /** Runs the site on a demo session (`owner`: the real user's id, '' for a visitor). */
  enterDemo(answer: SignInAnswer, owner: string): void {
    storage.set(STORAGE_KEYS.demoToken, answer.token);
    storage.set(STORAGE_KEYS.demoUser, JSON.stringify(answer.user));
    storage.set(STORAGE_KEYS.demoOwner, owner);
    storage.set(STORAGE_KEYS.demoMode, '1');
    emit({ token: answer.token, user: answer.user, demo: true });
  },
  /** Back to the real session (or to being a visitor); the demo session is kept for the next switch. */
  leaveDemo(): void {
    storage.remove(STORAGE_KEYS.demoMode);
    emit(readReal());
  },
  setUser(user: SessionUser): void {
    storage.set(state.demo ? STORAGE_KEYS.demoUser : STORAGE_KEYS.user, JSON.stringify(user));
    emit({ ...state, user });
  },
  /**
   * Logout clears the token (spec §4). In demo mode that is the demo session's, and the site goes
   * back to the real one; a real logout also forgets the user's demo session (a visitor's stays).
   */
  clear(): void {
    if (state.demo) {
      forgetDemo();
      emit(readReal());
      return;
    }
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.user);
    if (readDemo()?.owner) forgetDemo();
    if (state.token || state.user) emit({ token: '', user: null, demo: false });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Whether the stored session lacks both phone and e-mail, so that web/getInfo must fill it (spec §6). */
export function needsUserInfo(current: SessionState): boolean {
  // A demo identity has neither (its `account` is ''): it is filled only while its user is unknown.
  if (current.demo) return current.token !== '' && current.user === null;
  return current.token !== '' && !current.user?.phone && !current.user?.email;
}
