import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../settings';
import { storage } from '../storage';
import type { ThemeMode } from './palette';

/**
 * Theme: the user's stored choice (switch in the user menu) wins; without one, each
 * page declares its default (light for these pages, dark for trading pages, UI.md).
 */
interface ThemeState {
  preference: ThemeMode | null;
  pageDefault: ThemeMode;
  /** A trading page's own default while it is shown (dark), over the shell's. */
  tradingDefault: ThemeMode | null;
  /** Red for rises and green for falls (the Chinese-market convention), by the user's choice. */
  redUp: boolean;
  /** The phone layout (/m) is shown. */
  phone: boolean;
}

function readPreference(): ThemeMode | null {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

let state: ThemeState = {
  preference: readPreference(),
  pageDefault: 'light',
  tradingDefault: null,
  redUp: storage.get(STORAGE_KEYS.upColour) === 'red',
  phone: false,
};
const listeners = new Set<() => void>();

function update(next: Partial<ThemeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMode = (): ThemeMode => state.preference ?? state.tradingDefault ?? state.pageDefault;

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, getMode, getMode);
}

export function setThemePreference(mode: ThemeMode): void {
  storage.set(STORAGE_KEYS.theme, mode);
  update({ preference: mode });
}

/** A page (layout) states its default theme while it is shown. */
export function usePageDefaultTheme(mode: ThemeMode): void {
  useEffect(() => {
    update({ pageDefault: mode });
  }, [mode]);
}

/**
 * A trading page (/deal) defaults to dark while mounted. Kept apart from the shell's default:
 * the shell's effect runs after its page's on first mount and would otherwise overwrite it.
 */
export function useTradingPageTheme(): void {
  useEffect(() => {
    update({ tradingDefault: 'dark' });
    return () => update({ tradingDefault: null });
  }, []);
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
