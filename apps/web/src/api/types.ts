/** Shapes of the answers the web app reads (docs/api.md). Amounts are decimal strings. */
import type { SessionView, UserSessionInfo } from '@veritex/shared';

// Shapes the server also produces live in @veritex/shared; these names are the web app's.
export type { MarketKind, MarketList, MarketTicker, PublicParams, SignInAnswer, UserSessionInfo } from '@veritex/shared';
export type SessionUser = SessionView;

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

export interface QrCodeAnswer {
  url: string;
}

export interface LogoAnswer {
  name: string;
  logo_url: string;
}

export interface SessionList {
  sessions: UserSessionInfo[];
}
