/** Global client settings (spec §7: "request timeout comes from global settings"). */
export const SETTINGS = {
  /** Abort an API request that has not answered within this time. */
  requestTimeoutMs: 15_000,
  /** Default delay before reloading after a session-ended answer (envelope code 1000). */
  sessionEndedReloadSeconds: 2,
  /** Fallback for the verification-code countdown when the server does not say. */
  codeResendSeconds: 60,
  /** Rows shown in the home page market table. */
  homeMarketRows: 10,
  /** Multipart uploads (deposit vouchers up to 8 MB) get longer than ordinary requests. */
  uploadTimeoutMs: 120_000,
  /** Largest voucher image accepted before upload (spec §9: under 8 MB). */
  uploadMaxBytes: 8 * 1024 * 1024,
  /** WebSocket keep-alive: a ping this often, and a dead link when no answer arrives in time. */
  wsPingMs: 25_000,
  wsPongTimeoutMs: 10_000,
  /** Reconnect back-off after a drop: doubles from the first delay up to the cap, with jitter. */
  wsReconnectFirstMs: 1_000,
  wsReconnectMaxMs: 30_000,
  /** Rows per page of the funds records (account log, deposits, withdrawals). */
  recordsPageSize: 20,
  /** How often the withdrawal rules are read again while shown (the window opens and closes). */
  withdrawRulesRefreshMs: 60_000,
  /** Rows per page of the order and trade lists (/deal tabs, /dealList). */
  ordersPageSize: 20,
  /** How long a changed price shows its up or down colour. */
  flashMs: 700,
  /** Market shown on /deal without ?symbol=. */
  defaultSymbol: 'BTC_USDT',
} as const;

/** localStorage keys, in one place so that nothing else invents its own. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  theme: 'theme',
  favourites: 'favourites',
  /** 'red' when the user wants red for rises (the convention in Chinese markets). */
  upColour: 'up_colour',
  /** The exchange page's chart interval. */
  klineInterval: 'kline_interval',
  /** A visitor's random id for the help centre's "was this helpful" (one vote per browser and article). */
  helpBrowserId: 'help_browser_id',
  /** '1' once the user chose to see zero balances on the asset pages (hidden by default). */
  showZeroBalances: 'show_zero_balances',
  /** The demo identity's session (issue 17), kept beside the real one so that switching back is one click. */
  demoToken: 'demo_token',
  demoUser: 'demo_user',
  /** The real user's id the demo session belongs to; '' for a visitor's. */
  demoOwner: 'demo_owner',
  /** '1' while the site runs on the demo session. */
  demoMode: 'demo_mode',
} as const;
