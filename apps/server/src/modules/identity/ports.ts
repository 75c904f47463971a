import type { CodePurpose, Lang } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';

/** Delivers a verification code by e-mail or SMS in the user's language. */
export interface CodeDelivery {
  deliver(message: { channel: 'email' | 'sms'; destination: string; code: string; purpose: CodePurpose; lang: Lang }): Promise<void>;
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
