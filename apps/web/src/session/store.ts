import { useSyncExternalStore } from 'react';
import type { SessionUser, SignInAnswer } from '../api/types';
import { STORAGE_KEYS } from '../settings';
import { storage } from '../storage';

/** The signed-in session (spec §3): token and user fields, kept in localStorage. */
export interface SessionState {
  token: string;
  user: SessionUser | null;
}

function readUser(): SessionUser | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function read(): SessionState {
  return { token: storage.get(STORAGE_KEYS.token) ?? '', user: readUser() };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) emit(read());
  });
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login stores the token and the returned user data (spec §4). */
  signIn(answer: SignInAnswer): void {
    storage.set(STORAGE_KEYS.token, answer.token);
    storage.set(STORAGE_KEYS.user, JSON.stringify(answer.user));
    emit({ token: answer.token, user: answer.user });
  },
  setUser(user: SessionUser): void {
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    emit({ ...state, user });
  },
  /** Logout clears the token (spec §4). */
  clear(): void {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.user);
    if (state.token || state.user) emit({ token: '', user: null });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Whether the stored session lacks both phone and e-mail, so that web/getInfo must fill it (spec §6). */
export function needsUserInfo(current: SessionState): boolean {
  return current.token !== '' && !current.user?.phone && !current.user?.email;
}
