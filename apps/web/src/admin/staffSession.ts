import { useSyncExternalStore } from 'react';

/**
 * The staff token lives under its own key, apart from the user's `token`, so that a staff
 * member who is also a customer in the same browser never mixes the two sessions.
 */
export const STAFF_TOKEN_KEY = 'staff_token';

/** Why the console shows its sign-in page: never signed in, signed out, or the server ended the session. */
export type SignedOutReason = 'none' | 'signed_out' | 'expired';

export interface StaffSessionState {
  token: string | null;
  signedOutReason: SignedOutReason;
}

const listeners = new Set<() => void>();
let state: StaffSessionState = { token: readStoredToken(), signedOutReason: 'none' };

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY) || null;
  } catch {
    // Storage can be blocked (privacy mode); the console then behaves as signed out.
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // See readStoredToken: the in-memory state still works for this tab.
  }
}

function setState(next: StaffSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function readStaffToken(): string | null {
  return state.token;
}

export function storeStaffToken(token: string): void {
  writeStoredToken(token);
  setState({ token, signedOutReason: 'none' });
}

export function dropStaffToken(reason: SignedOutReason): void {
  if (state.token === null && state.signedOutReason === reason) return;
  writeStoredToken(null);
  setState({ token: null, signedOutReason: reason });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STAFF_TOKEN_KEY) return;
    const token = event.newValue || null;
    if (token !== state.token) setState({ token, signedOutReason: token ? 'none' : 'signed_out' });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(subscribe, () => state);
}
