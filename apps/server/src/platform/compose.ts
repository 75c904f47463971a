import { loadCatalogue } from '@veritex/i18n';
import type { Config } from '../config.js';
import type { Services } from '../http/services.js';
import type { CodeDelivery } from '../modules/identity/index.js';
import { TickHub } from '../modules/marketdata/index.js';
import {
  composeCodeMessage,
  httpSmsSender,
  type MailSender,
  outboxSmsSender,
  type SmsSender,
  type SmtpSink,
  smtpMailSender,
  startSmtpSink,
} from '../modules/messaging/index.js';
import { ClusteredSpotWriter, SpotExchange, type SpotWriter } from '../modules/spot/index.js';
import { type Clock, systemClock } from './clock.js';
import { type ClusterBus, connectClusterBus, relayHub } from './cluster/index.js';
import { connectionSettings, type DatabaseHandle } from './db/client.js';
import { NoticeChannel } from './db/noticeChannel.js';
import { type ImageStore, localImageStore, s3ImageStore } from './images.js';

/** Stored reference ticks reach every process's TickHub over this subject (cluster mode). */
const TICKS_SUBJECT = 'veritex.marketdata.ticks';

export interface Composed {
  services: Services;
  /** The local SMTP sink, when no SMTP server is configured. */
  smtpSink: SmtpSink | undefined;
  /** Stops what the services hold open, in order: the spot writer, the NATS connection, the notice channel, the SMTP sink. */
  stop(): Promise<void>;
}

/**
 * The composition root's wiring: real SMTP and SMS providers when configured, otherwise a
 * local SMTP sink (codes still travel over SMTP) and the SMS outbox.
 */
export async function composeServices(config: Config, database: DatabaseHandle, clock: Clock = systemClock): Promise<Composed> {
  const { db } = database;
  const catalogue = loadCatalogue();
  let smtpSink: SmtpSink | undefined;
  let mail: MailSender;
  if (config.smtp) {
    mail = smtpMailSender(db, { ...config.smtp, recordDeliveries: true });
  } else {
    smtpSink = await startSmtpSink(db, config.smtpSinkPort);
    mail = smtpMailSender(db, { host: '127.0.0.1', port: smtpSink.port, secure: false, from: 'Veritex <no-reply@veritex.local>', recordDeliveries: false });
  }
  const sms: SmsSender = config.sms ? httpSmsSender(db, config.sms) : outboxSmsSender(db);
  const codeDelivery: CodeDelivery = {
    async deliver({ channel, destination, code, purpose, lang, antiPhishingCode }) {
      const message = composeCodeMessage(catalogue, { lang, code, purpose, antiPhishingCode });
      if (channel === 'email') await mail.send({ to: destination, subject: message.subject, text: message.emailText });
      else await sms.send({ to: destination, text: message.smsText });
    },
  };
  const bus = config.clusterNatsUrl ? await connectClusterBus(config.clusterNatsUrl, console) : undefined;
  const notices = await NoticeChannel.start(connectionSettings(database, 'veritex-notices'), {
    warn: (message) => console.warn(message),
    error: (message, error) => console.error(message, error),
  });
  const services: Services = {
    config,
    db,
    pool: database.pool,
    notices,
    clock,
    catalogue,
    identity: { db, clock, codeDelivery },
    mail,
    feed: { seed: config.simulatorSeed, simulated: true },
    images: imageStoreFor(config),
    exchange: await startSpotWriter(database, clock, bus),
    ticks: new TickHub((error) => console.error('[ticks] listener failed', error)),
  };
  const unrelayTicks = bus ? relayHub(bus, TICKS_SUBJECT, services.ticks) : undefined;
  const stop = async () => {
    unrelayTicks?.();
    await services.exchange.stop();
    await bus?.close();
    await notices.stop();
    await smtpSink?.close();
  };
  return { services, smtpSink, stop };
}

/** One process: the SpotExchange itself. Several (CLUSTER_NATS_URL): the lock holder writes, the others forward to it. */
async function startSpotWriter(database: DatabaseHandle, clock: Clock, bus: ClusterBus | undefined): Promise<SpotWriter> {
  const log = {
    error: (error: unknown, message: string) => console.error(`[spot] ${message}`, error),
    warn: (message: string) => console.warn(`[spot] ${message}`),
  };
  return bus ? ClusteredSpotWriter.start({ database, clock, log, bus }) : SpotExchange.start({ database, clock, log });
}

/** Where uploaded images live: the private S3-compatible bucket when configured, else the data directory. */
export function imageStoreFor(config: Config): ImageStore {
  return config.uploadsS3 ? s3ImageStore(config.uploadsS3) : localImageStore(config.uploadsDir);
}
