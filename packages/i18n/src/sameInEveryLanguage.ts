/**
 * Catalogue values allowed to equal the English text in another language: brand names,
 * tickers and codes that are not translated anywhere. Everything else must be translated;
 * the completeness test fails on any other identical value.
 */
export const VALUES_SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'Veritex',
  'USDT',
  'ERC20',
  'KYC',
  'TOTP',
  'API',
  'ID',
  'OK',
  'SMS',
  'BTC',
  'ETH',
  'CFD',
  'CFDs',
  '24h',
  'E-mail',
  'Email',
  'Online',
  'Android',
  'iOS',
  'App',
  'JSON',
  'CSV',
  // The chain deposit page: a network and its token standard, and the word for an ERC-20 token in several languages.
  '{{network}} ({{standard}})',
  'Token',
]);

/** Whole keys (namespace:path) exempt for a stated reason. */
export const KEYS_SAME_IN_EVERY_LANGUAGE: ReadonlyMap<string, string> = new Map([
  ['demo:badge', "the demo-mode badge: German, Spanish and Portuguese exchanges use the loanword 'Demo' as English does"],
  ['protection:question.margin.option0', 'an amount in USDT: a number and the ticker, written alike in most languages'],
  ['protection:question.margin.option1', 'an amount in USDT: a number and the ticker, written alike in most languages'],
  ['protection:question.margin.option2', 'an amount in USDT: a number and the ticker, written alike in most languages'],
]);
