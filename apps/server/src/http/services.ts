import type { Catalogue } from '@veritex/i18n';
import type { Config } from '../config.js';
import type { IdentityDeps } from '../modules/identity/index.js';
import type { MarketFeed } from '../modules/marketdata/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';

/** Everything routes need, built once by the composition root (main.ts or a test). */
export interface Services {
  config: Config;
  db: Database;
  clock: Clock;
  catalogue: Catalogue;
  identity: IdentityDeps;
  feed: MarketFeed;
}
