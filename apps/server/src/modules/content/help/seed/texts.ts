import type { Lang } from '@veritex/shared';
import { HELP_SEED_AR } from './ar.js';
import { HELP_SEED_DE } from './de.js';
import { HELP_SEED_EL } from './el.js';
import { HELP_SEED_EN } from './en.js';
import { HELP_SEED_ES } from './es.js';
import { HELP_SEED_FR } from './fr.js';
import { HELP_SEED_JP } from './jp.js';
import { HELP_SEED_KR } from './kr.js';
import { HELP_SEED_PT } from './pt.js';
import { HELP_SEED_TH } from './th.js';
import { HELP_SEED_TW } from './tw.js';
import type { HelpSeedTexts } from './types.js';
import { HELP_SEED_VN } from './vn.js';
import { HELP_SEED_ZH } from './zh.js';

/** Every seeded language's texts (English is what a missing translation falls back to). */
export const HELP_SEED_TEXTS: Record<Lang, HelpSeedTexts> = {
  en: HELP_SEED_EN,
  es: HELP_SEED_ES,
  fr: HELP_SEED_FR,
  de: HELP_SEED_DE,
  jp: HELP_SEED_JP,
  ar: HELP_SEED_AR,
  kr: HELP_SEED_KR,
  th: HELP_SEED_TH,
  vn: HELP_SEED_VN,
  pt: HELP_SEED_PT,
  el: HELP_SEED_EL,
  zh: HELP_SEED_ZH,
  tw: HELP_SEED_TW,
};
