import type { Lang } from '@veritex/shared';
import { HELP_SEED_AR } from './ar.js';
import { HELP_SEED_EN } from './en.js';
import { HELP_SEED_JP } from './jp.js';
import { HELP_SEED_KR } from './kr.js';
import { HELP_SEED_TH } from './th.js';
import { HELP_SEED_TW } from './tw.js';
import { HELP_SEED_ZH } from './zh.js';
import type { HelpSeedTexts } from './types.js';

/** Every seeded language's texts (English is required: it is what a missing translation falls back to). */
export const HELP_SEED_TEXTS: Partial<Record<Lang, HelpSeedTexts>> = {
  en: HELP_SEED_EN,
  jp: HELP_SEED_JP,
  kr: HELP_SEED_KR,
  th: HELP_SEED_TH,
  ar: HELP_SEED_AR,
  zh: HELP_SEED_ZH,
  tw: HELP_SEED_TW,
};
