import { BCP47_BY_LANG, DEFAULT_LANG, isLang, isRightToLeft, LANGUAGES, type Lang, pickLang } from '@veritex/shared';
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../settings';
import { storage } from '../storage';

/**
 * Namespaces: the web pages, the shared error names, the staff console, the trading pages of
 * leveraged and delivery contracts, the security centre, identity verification, earn, loans,
 * new-coin subscriptions, rewards (sign-in and benefits), referral, quick buy, flash exchange, managed content
 * (announcements, help centre, banners) and live support (each loaded when its pages open), demo mode, and proof of liabilities.
 */
export const NAMESPACES = [
  'web',
  'errors',
  'admin',
  'contract',
  'delivery',
  'security',
  'kyc',
  'earn',
  'loans',
  'subscription',
  'rewards',
  'referral',
  'p2p',
  'flash',
  'content',
  'support',
  'demo',
  'proof',
  'protection',
  'statements',
  'limits',
  'rules',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const LOCALES_PREFIX = '../../../../packages/i18n/src/locales';
/** Lazy: each file becomes its own chunk, fetched only for the active language. */
const bundles = import.meta.glob<{ default: ResourceKey }>(
  '../../../../packages/i18n/src/locales/*/{web,errors,admin,contract,delivery,security,kyc,earn,loans,subscription,rewards,referral,p2p,flash,content,support,demo,proof,protection,statements,limits,rules}.json',
);

function bundleLoader(lang: string, namespace: string): (() => Promise<{ default: ResourceKey }>) | undefined {
  return bundles[`${LOCALES_PREFIX}/${lang}/${namespace}.json`];
}

/** A language whose web and error files exist needs no English fallback, so only its own files are fetched. */
function hasOwnBundles(lang: string): boolean {
  return bundleLoader(lang, 'web') !== undefined && bundleLoader(lang, 'errors') !== undefined;
}

const globBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundleLoader(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Stored choice, else the browser's preferred languages, else English (spec §1). */
export function initialLang(): Lang {
  const stored = storage.get(STORAGE_KEYS.lang);
  if (isLang(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : pickLang(navigator.languages ?? [navigator.language]);
  return browser ?? DEFAULT_LANG;
}

function applyDocumentLang(lang: Lang): void {
  const html = document.documentElement;
  html.lang = BCP47_BY_LANG[lang];
  html.dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
}

export function currentLang(): Lang {
  const lang = i18next.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/**
 * A screen's own namespaces, fetched alongside its chunk when the router loads it (routes.tsx):
 * without this each one was fetched only once the screen rendered and suspended on it, one round
 * trip after the chunk, and the screen's first data calls were dropped and made again. The files
 * start downloading at once (the router may load the first screen before i18next has started);
 * a file that fails here is left to i18next, which reads it again and reports it.
 */
export async function preloadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  const lang = i18next.isInitialized ? currentLang() : initialLang();
  await Promise.all(namespaces.map((namespace) => bundleLoader(lang, namespace)?.().catch(() => undefined)));
  await initialised;
  await i18next.loadNamespaces([...namespaces]);
}

export async function initI18n(): Promise<void> {
  const lng = initialLang();
  applyDocumentLang(lng);
  i18next.on('languageChanged', (next) => {
    if (isLang(next)) applyDocumentLang(next);
  });
  await i18next
    .use(globBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      fallbackLng: (code: string) => (hasOwnBundles(code) ? [] : [DEFAULT_LANG]),
      // The demo switch and badge sit in the top bar of every page, and the help button in the
      // desktop frame: their strings load with the site's, in parallel rather than one after the other
      // as each suspends its first render.
      ns: ['web', 'errors', 'demo', 'support'],
      defaultNS: 'web',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  markInitialised();
}

/** Switches the interface language and keeps the choice (spec §1). */
export async function setLang(lang: Lang): Promise<void> {
  storage.set(STORAGE_KEYS.lang, lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
