import type { Lang } from '@veritex/shared';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Loader<T> = () => Promise<{ default: T }>;

/** antd's locale pack per spec language, each its own chunk (design §3: antd covers all 13). */
const ANTD_LOCALES: Record<Lang, Loader<Locale>> = {
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  jp: () => import('antd/es/locale/ja_JP'),
  ar: () => import('antd/es/locale/ar_EG'),
  kr: () => import('antd/es/locale/ko_KR'),
  th: () => import('antd/es/locale/th_TH'),
  vn: () => import('antd/es/locale/vi_VN'),
  pt: () => import('antd/es/locale/pt_BR'),
  el: () => import('antd/es/locale/el_GR'),
  zh: () => import('antd/es/locale/zh_CN'),
  tw: () => import('antd/es/locale/zh_TW'),
};

/** dayjs locale names; English is built in. */
const DAYJS_LOCALES: Record<Lang, [name: string, load: (() => Promise<unknown>) | null]> = {
  en: ['en', null],
  es: ['es', () => import('dayjs/locale/es')],
  fr: ['fr', () => import('dayjs/locale/fr')],
  de: ['de', () => import('dayjs/locale/de')],
  jp: ['ja', () => import('dayjs/locale/ja')],
  ar: ['ar', () => import('dayjs/locale/ar')],
  kr: ['ko', () => import('dayjs/locale/ko')],
  th: ['th', () => import('dayjs/locale/th')],
  vn: ['vi', () => import('dayjs/locale/vi')],
  pt: ['pt-br', () => import('dayjs/locale/pt-br')],
  el: ['el', () => import('dayjs/locale/el')],
  zh: ['zh-cn', () => import('dayjs/locale/zh-cn')],
  tw: ['zh-tw', () => import('dayjs/locale/zh-tw')],
};

const loadedAntdLocales = new Map<Lang, Locale>();

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  const locale = (await ANTD_LOCALES[lang]()).default;
  loadedAntdLocales.set(lang, locale);
  return locale;
}

/** A pack loadAntdLocale has loaded already (the first language's is loaded before the first render). */
export function loadedAntdLocale(lang: Lang): Locale | undefined {
  return loadedAntdLocales.get(lang);
}

export async function applyDayjsLocale(lang: Lang): Promise<void> {
  const [name, load] = DAYJS_LOCALES[lang];
  if (load) await load();
  dayjs.locale(name);
}
