import type { Catalogue } from '@veritex/i18n';
import type { Pool } from 'pg';
import type { Config } from '../config.js';
import type { IdentityDeps } from '../modules/identity/index.js';
import type { MarketFeed, TickHub } from '../modules/marketdata/index.js';
import type { MailSender } from '../modules/messaging/index.js';
import type { SpotWriter } from '../modules/spot/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { NoticeChannel } from '../platform/db/noticeChannel.js';
import type { ImageStore } from '../platform/images.js';

/** Everything routes need, built once by the composition root (main.ts or a test). */
export interface Services {
  config: Config;
  db: Database;
  /** The pool behind `db`. */
  pool: Pool;
  /** The one LISTEN connection: committed changes (postings, positions, ended sessions) as notices. */
  notices: NoticeChannel;
  clock: Clock;
  catalogue: Catalogue;
  identity: IdentityDeps;
  /** Sends e-mail (the local SMTP sink or a real server); message mails go through the `messaging.mail` job. */
  mail: MailSender;
  feed: MarketFeed;
  images: ImageStore;
  /** The single writer of the spot books. */
  exchange: SpotWriter;
  /** Stored reference ticks as they are recorded (mark streams, live P&L, the risk job). */
  ticks: TickHub;
}
