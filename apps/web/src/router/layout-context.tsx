import { createContext, useCallback, useContext } from 'react';

/** Which layout renders the page: the desktop site, or the phone site under /m. */
export interface LayoutInfo {
  phone: boolean;
  /** '' on the desktop site, '/m' on the phone site. */
  prefix: '' | '/m';
}

export const LayoutContext = createContext<LayoutInfo>({ phone: false, prefix: '' });

export function useLayout(): LayoutInfo {
  return useContext(LayoutContext);
}

/** Builds in-app paths for the current layout: `to('/deal?symbol=X')` is `/m/deal?symbol=X` on the phone site. */
export function useTo(): (path: string) => string {
  const { prefix } = useLayout();
  return useCallback((path: string) => (prefix && (path === '/' || path === '') ? prefix : `${prefix}${path}`), [prefix]);
}

/** A sign-in return target is only ever a path on this site. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  const local = target?.startsWith('/') === true && !target.startsWith('//') && !target.startsWith('/\\');
  return local && target ? target : fallback;
}
