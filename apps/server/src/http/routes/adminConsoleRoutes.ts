import { type CallParsedInput, LANGUAGES, type Lang, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { cancelBroadcast, countBroadcastRecipients, listBroadcasts, sendBroadcast } from '../../modules/broadcast/index.js';
import { getDashboard } from '../../modules/dashboard/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

type SendInput = CallParsedInput<'admin', 'sendBroadcast'>;

function textsOf(input: SendInput): Partial<Record<Lang, { title?: string; body?: string }>> {
  const fields: Record<string, string | null | undefined> = input;
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: fields[`title_${lang}`] ?? undefined, body: fields[`body_${lang}`] ?? undefined }]));
}

const audienceOf = (input: Pick<SendInput, 'level' | 'jurisdiction' | 'country' | 'product'>) => ({
  level: input.level,
  jurisdiction: input.jurisdiction,
  country: input.country,
  product: input.product,
});

/** Which languages a broadcast was written in, for the audit entry. */
const langsGiven = (input: SendInput) => LANGUAGES.filter((lang) => (textsOf(input)[lang]?.title ?? '').trim() !== '');

/** The console's home (issue 19 §7) and its broadcast desk (§5); every broadcast action audited in its transaction. */
export function registerAdminConsoleRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'dashboard', { handler: async (_input, ctx) => ok(await getDashboard(ctx.db, clock, { roles: ctx.staff.roles })) });
  defineCall(app, services, 'admin', 'broadcasts', { handler: async (_input, ctx) => ok(await listBroadcasts(ctx.db)) });
  defineCall(app, services, 'admin', 'broadcastRecipients', {
    handler: async (input, ctx) => ok(await countBroadcastRecipients(ctx.db, { kind: input.kind, audience: audienceOf(input) })),
  });
  defineCall(app, services, 'admin', 'sendBroadcast', {
    audit: {
      action: 'broadcast.send',
      target: (_input, value) => `broadcast:${value?.id ?? 'new'}`,
      details: (input, value) => ({
        kind: input.kind,
        audience: audienceOf(input),
        send_at: value?.send_at ?? input.send_at,
        status: value?.status,
        recipients: value?.recipients,
        title: input.title_en,
        langs: langsGiven(input),
      }),
    },
    handler: (input, ctx) =>
      sendBroadcast(ctx.db, clock, {
        kind: input.kind,
        audience: audienceOf(input),
        texts: textsOf(input),
        sendAt: input.send_at === null ? null : new Date(input.send_at),
        staffName: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'cancelBroadcast', {
    audit: {
      action: 'broadcast.cancel',
      target: (input) => `broadcast:${input.id}`,
      details: (_input, value) => ({ title: value?.title, send_at: value?.send_at }),
    },
    handler: (input, ctx) => cancelBroadcast(ctx.db, { id: BigInt(input.id), staffName: ctx.staff.username }),
  });
}
