import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../settings';
import { storage } from '../storage';
import type { ThemeMode } from './palette';

/**
 * Theme (UI.md): one for the whole site, trading pages and the staff console included. The user's
 * stored choice (switch in the user menu) wins; without one the system's preference decides, and
 * is followed while the page is open.
 */
interface ThemeState {
  preference: ThemeMode | null;
  /** The system's `prefers-color-scheme`. */
  system: ThemeMode;
  /** Red for rises and green for falls (the Chinese-market convention), by the user's choice. */
  redUp: boolean;
  /** The phone layout (/m) is shown. */
  phone: boolean;
}

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function readPreference(): ThemeMode | null {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

const systemQuery = typeof window === 'undefined' ? undefined : window.matchMedia?.(SYSTEM_DARK);
const systemMode = (): ThemeMode => (systemQuery?.matches ? 'dark' : 'light');

let state: ThemeState = {
  preference: readPreference(),
  system: systemMode(),
  redUp: storage.get(STORAGE_KEYS.upColour) === 'red',
  phone: false,
};
const listeners = new Set<() => void>();

function update(next: Partial<ThemeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

// The system can switch (a schedule, the user's setting) while the page is open; with no stored
// choice the page follows it at once.
systemQuery?.addEventListener('change', () => update({ system: systemMode() }));
// A choice made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) update({ preference: readPreference() });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMode = (): ThemeMode => state.preference ?? state.system;

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, getMode, getMode);
}

export function setThemePreference(mode: ThemeMode): void {
  storage.set(STORAGE_KEYS.theme, mode);
  update({ preference: mode });
}

const getRedUp = (): boolean => state.redUp;

export function useRedUp(): boolean {
  return useSyncExternalStore(subscribe, getRedUp, getRedUp);
}

export function setRedUp(redUp: boolean): void {
  storage.set(STORAGE_KEYS.upColour, redUp ? 'red' : 'green');
  update({ redUp });
}

const getPhone = (): boolean => state.phone;

export function usePhoneLayoutActive(): boolean {
  return useSyncExternalStore(subscribe, getPhone, getPhone);
}

/** The phone layout announces itself while mounted (touch-sized controls, 16 px text). */
export function useDeclarePhoneLayout(): void {
  useEffect(() => {
    update({ phone: true });
    document.documentElement.classList.add('vx-phone');
    return () => {
      update({ phone: false });
      document.documentElement.classList.remove('vx-phone');
    };
  }, []);
}
