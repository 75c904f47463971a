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
  /** The phone layout (/m) is shown. */
  phone: boolean;
}

function readPreference(): ThemeMode | null {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

let state: ThemeState = { preference: readPreference(), pageDefault: 'light', phone: false };
const listeners = new Set<() => void>();

function update(next: Partial<ThemeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getMode = (): ThemeMode => state.preference ?? state.pageDefault;

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
