import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router/routes';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string';
}

/** The deepest matched route's title key (`routes.<key>`). */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}

/** Keeps the browser tab title in step with the page and the language. */
export function useDocumentTitle(): void {
  const key = useRouteTitleKey();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = key && key !== 'home' ? `${t(`routes.${key}`)} · Veritex` : `Veritex · ${t('home.hero.titleShort')}`;
  }, [key, t]);
}
