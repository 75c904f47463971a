import type { i18n as I18n } from 'i18next';
import adminEn from '../../../../packages/i18n/src/locales/en/admin.json';

export const ADMIN_NAMESPACE = 'admin';

const completed = new Set<string>();

/**
 * Staff read English until a language gets its own `admin.json`, and a translation that lags
 * behind the English file keeps its translated keys: the English catalogue fills only the gaps
 * of the active language (called once its own file, if any, has loaded). Without it the app's
 * i18n setup, which skips the English fallback for languages that have web pages, would show keys.
 */
export function completeAdminBundle(i18n: I18n): void {
  const lang = i18n.language;
  if (!lang || completed.has(lang)) return;
  i18n.addResourceBundle(lang, ADMIN_NAMESPACE, adminEn, true, false);
  completed.add(lang);
}
