import type { HelpIcon, Lang } from '@veritex/shared';

/** The seeded articles, by key; each language file gives their texts (English all of them). */
export const HELP_SEED_ARTICLE_KEYS = [
  'how-to-deposit',
  'how-to-withdraw',
  'trading-fees',
  'spot-orders',
  'leveraged-contracts',
  'delivery-contracts',
  'earn-products',
  'usdt-loans',
  'verification-levels',
  'account-security',
  'anti-phishing-code',
  'quick-buy-safety',
] as const;
export type HelpSeedArticleKey = (typeof HELP_SEED_ARTICLE_KEYS)[number];

export interface HelpSeedText {
  title: string;
  /** Markdown. */
  body: string;
  /** Extra words readers may search for (synonyms), in the same language. */
  keywords?: string;
}
export type HelpSeedTexts = Record<HelpSeedArticleKey, HelpSeedText>;

export interface HelpSeedCategory {
  key: string;
  icon: HelpIcon;
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  articles: Array<{ key: HelpSeedArticleKey; tags: string[] }>;
}
