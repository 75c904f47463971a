import { DEFAULT_LANG, isLang, type Lang } from '@veritex/shared';
import { useTranslation } from 'react-i18next';

/** The active spec language code; re-renders on change. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
