import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Catalogue, loadCatalogue } from '@veritex/i18n';
import { type CodePurpose, findCall, type Lang } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../config.js';
import { buildApp } from '../http/app.js';
import type { Services } from '../http/services.js';
import type { CodeDelivery } from '../modules/identity/index.js';
import { TickHub } from '../modules/marketdata/index.js';
import { composeCodeMessage, type MailSender } from '../modules/messaging/index.js';
import { SpotExchange } from '../modules/spot/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { connectionSettings } from '../platform/db/client.js';
import { NoticeChannel } from '../platform/db/noticeChannel.js';
import { localImageStore } from '../platform/images.js';
import type { ChartHistoryOptions } from '../seed/chartHistory.js';
import { seedDatabase } from '../seed/seed.js';
import { createTestDatabase } from './testDatabase.js';

export interface DeliveredCode {
  channel: 'email' | 'sms';
  destination: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
  antiPhishingCode?: string;
  /** The e-mail's (or SMS's) text as composeCodeMessage writes it. */
  text: string;
}

/** Records codes instead of mailing them; the SMTP path has its own test. */
export function recordingCodeDelivery(catalogue: Catalogue = loadCatalogue()): CodeDelivery & { sent: DeliveredCode[]; last(destination: string): string } {
  const sent: DeliveredCode[] = [];
  return {
    sent,
    async deliver(message) {
      const composed = composeCodeMessage(catalogue, message);
      sent.push({ ...message, text: message.channel === 'email' ? composed.emailText : composed.smsText });
    },
    last(destination) {
      const found = [...sent].reverse().find((m) => m.destination === destination.toLowerCase());
      if (!found) throw new Error(`no code sent to ${destination}`);
      return found.code;
    },
  };
}

/** Keeps every e-mail sent through `services.mail` (message mails) instead of sending it. */
export function recordingMailSender(): MailSender & { sent: { to: string; subject: string; text: string }[] } {
  const sent: { to: string; subject: string; text: string }[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the tests' assertions, not by types
type ResponseData = any;

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  codes: ReturnType<typeof recordingCodeDelivery>;
  /** E-mails sent through `services.mail`. */
  mails: ReturnType<typeof recordingMailSender>;
  /** Calls /api/<scope>/<name> with a valid nonce, by the contract's verb unless told: GET uses the query, POST a form body. */
  call(
    name: string,
    params?: Record<string, string>,
    options?: { method?: 'GET' | 'POST'; token?: string; lang?: string; scope?: 'web' | 'admin'; remoteAddress?: string },
  ): Promise<{ status: number; body: { code: number; msg: string; data: ResponseData } }>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { clock?: Clock; config?: Partial<Config>; seed?: boolean; chartHistory?: ChartHistoryOptions } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = { ...loadConfig({}), webDistDir: undefined, rateLimitFactor: 1000, ...options.config };
  const clock = options.clock ?? systemClock;
  if (options.seed !== false) await seedDatabase(database.db, { demoAccounts: true, clock, chartHistory: options.chartHistory });
  const catalogue = loadCatalogue();
  const codes = recordingCodeDelivery(catalogue);
  const mails = recordingMailSender();
  const services: Services = {
    config,
    db: database.db,
    pool: database.pool,
    notices: await NoticeChannel.start(connectionSettings(database, 'veritex-notices'), {
      warn: () => undefined,
      error: (_message, error) => console.error(error),
    }),
    clock,
    catalogue,
    identity: { db: database.db, clock, codeDelivery: codes },
    mail: mails,
    feed: { seed: 'test', simulated: true },
    images: localImageStore(mkdtempSync(join(tmpdir(), 'veritex-uploads-'))),
    exchange: await SpotExchange.start({ database, clock, log: { error: () => undefined, warn: () => undefined } }),
    ticks: new TickHub((error) => {
      throw error;
    }),
  };
  const app = await buildApp(services);
  return {
    app,
    services,
    codes,
    mails,
    async call(name, params = {}, callOptions = {}) {
      const method = callOptions.method ?? findCall(callOptions.scope ?? 'web', name)?.verbs[0] ?? 'GET';
      const url = `/api/${callOptions.scope ?? 'web'}/${name}`;
      const headers: Record<string, string> = { nonce: 'test1234' };
      if (callOptions.token) headers.token = callOptions.token;
      if (callOptions.lang) headers.lang = callOptions.lang;
      const query = new URLSearchParams(params).toString();
      const { remoteAddress } = callOptions;
      const response =
        method === 'GET'
          ? await app.inject({ method, url: query ? `${url}?${query}` : url, headers, remoteAddress })
          : await app.inject({ method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: query, remoteAddress });
      const body = response.json();
      expectContractAnswer(callOptions.scope ?? 'web', name, body);
      return { status: response.statusCode, body };
    },
    async close() {
      await app.close();
      await services.exchange.stop();
      await services.notices.stop();
      await database.close();
    },
  };
}

/**
 * Every answer any API test receives is checked against the call contract: an envelope, and on
 * success `data` in the call's declared output shape. So every existing API test also tests the
 * contract, and a handler whose answer drifts from it fails the tests that call it.
 */
export function expectContractAnswer(scope: 'web' | 'admin', name: string, body: unknown): void {
  const envelope = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (typeof envelope?.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope)) {
    throw new Error(`${scope}/${name} answered something other than the envelope: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const spec = findCall(scope, name);
  if (!spec || spec.binary || envelope.code !== 0) return;
  const checked = spec.output.safeParse(envelope.data);
  if (!checked.success) {
    throw new Error(`${scope}/${name} answered data outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`);
  }
}
