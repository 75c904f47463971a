/**
 * Answer shapes that the server produces and the web app reads, in one place so that the two
 * cannot drift (docs/api.md). Ids are strings, amounts and prices decimal strings, times ISO 8601.
 */

/** The spec's Session fields (§3) under the spec's names: web/getInfo and `user` in sign-in answers. */
export interface SessionView {
  id: string;
  /** The phone, else the e-mail, cut to 12 characters (spec §3). */
  account: string;
  name: string;
  invitation_code: string;
  email: string;
  phone: string;
  /** 0 means not set (spec §3). */
  transaction_password: 0 | 1;
  bank_name: string;
  bank_number: string;
  alipay_account: string;
  weixin_nickname: string;
  weixin_account: string;
  /** Exchange-account USDT balance. */
  usdt: string;
  nationality: string;
  lang: string;
  created_at: string;
}

export interface SignInAnswer {
  token: string;
  user: SessionView;
}

/** One signed-in session of the user (web/getSessions). */
export interface UserSessionInfo {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  /** Coarse place of the IP: an ISO 3166 country code, 'local' for loopback and private networks, '' when unknown. */
  place: string;
  user_agent: string;
  current: boolean;
}
