/** Global client settings (spec §7: "request timeout comes from global settings"). */
export const SETTINGS = {
  /** Abort an API request that has not answered within this time. */
  requestTimeoutMs: 15_000,
  /** Default delay before reloading after a session-ended answer (envelope code 1000). */
  sessionEndedReloadSeconds: 2,
  /** How often market tables refetch their tickers. */
  marketRefreshMs: 5_000,
  /** Fallback for the verification-code countdown when the server does not say. */
  codeResendSeconds: 60,
  /** Rows shown in the home page market table. */
  homeMarketRows: 10,
} as const;

/** localStorage keys, in one place so that nothing else invents its own. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  theme: 'theme',
  favourites: 'favourites',
} as const;
