import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { BootFallback } from './components/BootFallback';
import { initI18n, initialLang } from './i18n';
import { loadAntdLocale } from './i18n/locales';
import { isPhoneOrTablet, PHONE_PREFIX, toPhonePath } from './router/device';
import { routes } from './router/routes';
import './styles.css';
import './spot.css';

/** Phones and tablets on a desktop path move to /m before the first paint (the desktop root also checks). */
function redirectPhonesEarly(): void {
  const { pathname, search, hash } = window.location;
  const onPhoneSite = pathname === PHONE_PREFIX || pathname.startsWith(`${PHONE_PREFIX}/`);
  const onConsole = pathname === '/admin' || pathname.startsWith('/admin/');
  if (isPhoneOrTablet() && !onPhoneSite && !onConsole) window.history.replaceState(null, '', toPhonePath(pathname, search, hash));
}

async function boot(): Promise<void> {
  redirectPhonesEarly();
  // The router first: creating it starts loading the chunk of the screen asked for, alongside
  // (not after) the language files, which the first render needs too.
  const router = createBrowserRouter(routes);
  // antd's pack too: the app must not render without it (see useAntdLocale).
  await Promise.all([initI18n(), loadAntdLocale(initialLang()).catch((error: unknown) => console.error('[i18n] antd locale', error))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <Suspense fallback={<BootFallback />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
