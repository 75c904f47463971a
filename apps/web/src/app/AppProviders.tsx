import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isRightToLeft } from '@veritex/shared';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, SessionEndedError } from '../api/client';
import { applyDayjsLocale, loadAntdLocale, loadedAntdLocale } from '../i18n/locales';
import { useLang } from '../i18n/useLang';
import { resetQueriesOnSessionChange } from '../session/followSession';
import { buildTheme, rootFontSizeFor } from '../theme/palette';
import { usePhoneLayoutActive, useThemeMode } from '../theme/store';
import { FeedbackBridge } from './FeedbackBridge';
import { ThemeVars } from './ThemeVars';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal by the server (or an ended session) will not change on retry; a network error may.
      retry: (failureCount, error) => !(error instanceof ApiError || error instanceof SessionEndedError) && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
resetQueriesOnSessionChange(queryClient);

function useRootFontSize(): number {
  const [size, setSize] = useState(() => rootFontSizeFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSize(rootFontSizeFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** antd's locale pack, dayjs's locale and the server-language-dependent queries follow the interface language. */
function useAntdLocale(): Locale | undefined {
  const lang = useLang();
  // Defined from the first render on (boot loads the first language's pack before it), and the old
  // pack stays until the next one arrives: antd's ConfigProvider wraps the app in its locale provider
  // only while it has a locale, so a locale arriving later remounted the whole app, wiping what the
  // user had just typed or chosen.
  const [locale, setLocale] = useState<Locale | undefined>(() => loadedAntdLocale(lang));
  const firstLang = useRef(lang);
  useEffect(() => {
    let current = true;
    loadAntdLocale(lang).then(
      (loaded) => current && setLocale(loaded),
      (error: unknown) => console.error('[i18n] antd locale', error),
    );
    applyDayjsLocale(lang).catch((error: unknown) => console.error('[i18n] dayjs locale', error));
    // Server messages and texts are in the request's language: refetch them once the language changes.
    if (firstLang.current !== lang) void queryClient.invalidateQueries();
    firstLang.current = lang;
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for less motion; followed live, as the setting can change while the page is open. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const lang = useLang();
  const mode = useThemeMode();
  const phone = usePhoneLayoutActive();
  const fontSize = useRootFontSize();
  const locale = useAntdLocale();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => buildTheme(mode, fontSize, phone, reducedMotion), [mode, fontSize, phone, reducedMotion]);
  return (
    <ConfigProvider locale={locale} direction={isRightToLeft(lang) ? 'rtl' : 'ltr'} theme={themeConfig}>
      <App message={{ maxCount: 3 }}>
        <FeedbackBridge />
        <ThemeVars>{children}</ThemeVars>
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
