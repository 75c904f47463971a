import type { CodePurpose, Lang } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';

/** A verification code to send; `antiPhishingCode` is the account holder's, printed in e-mails so they can tell ours from fakes. */
export interface CodeMessage {
  channel: 'email' | 'sms';
  destination: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
  antiPhishingCode?: string;
}

/** Delivers a verification code by e-mail or SMS in the user's language. */
export interface CodeDelivery {
  deliver(message: CodeMessage): Promise<void>;
}

export interface IdentityDeps {
  db: Database;
  clock: Clock;
  codeDelivery: CodeDelivery;
}

/** Where a request came from, kept with each session so the user can recognise it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}
