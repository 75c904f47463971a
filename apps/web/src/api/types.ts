/** Shapes of the answers the web app reads (docs/api.md). Amounts are decimal strings. */

export interface SessionUser {
  id: string;
  account: string;
  name: string;
  invitation_code: string;
  email: string;
  phone: string;
  transaction_password: number;
  bank_name: string;
  bank_number: string;
  alipay_account: string;
  weixin_nickname: string;
  weixin_account: string;
  usdt: string;
  nationality: string;
  lang: string;
  created_at: string;
}

export interface SignInAnswer {
  token: string;
  user: SessionUser;
}

export interface PublicParams {
  invitation_required: boolean;
  code_resend_seconds: number;
  code_ttl_seconds: number;
  password_min: number;
  password_max: number;
  simulated_prices: boolean;
}

export interface CodeSent {
  wait: number;
  ttl: number;
}

export interface TextDocument {
  id: string | number;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

export type MarketKind = 'spot' | 'contract';

export interface MarketTicker {
  symbol: string;
  base: string;
  quote: string;
  kind: MarketKind;
  price: string;
  open: string;
  high: string;
  low: string;
  change_pct: string;
  volume: string;
  quote_volume: string;
  price_scale: number;
}

export interface MarketList {
  simulated: boolean;
  markets: MarketTicker[];
}

export interface QrCodeAnswer {
  url: string;
}

export interface LogoAnswer {
  name: string;
  logo_url: string;
}

/** One signed-in session of the user (web/getSessions). */
export interface UserSessionInfo {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
  current: boolean;
}

export interface SessionList {
  sessions: UserSessionInfo[];
}
