import type { Lang } from '@veritex/shared';
import { HELP_SEED_EN } from './en.js';
import type { HelpSeedTexts } from './types.js';

/** Every seeded language's texts (English is required: it is what a missing translation falls back to). */
export const HELP_SEED_TEXTS: Partial<Record<Lang, HelpSeedTexts>> = {
  en: HELP_SEED_EN,
};
