import { currencyInputSchema, LANGUAGES, ok, PASSWORD_MAX, PASSWORD_MIN, type PublicParams } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getText } from '../../modules/content/index.js';
import { getCurrency, listCurrencies } from '../../modules/marketdata/index.js';
import { readSettings } from '../../modules/settings/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

export const PLATFORM_NAME = 'Veritex';
const noInput = z.object({});

export function registerSiteRoutes(app: FastifyInstance, services: Services): void {
  const site = { scope: 'web' as const, auth: 'none' as const, methods: ['GET' as const] };

  const publicParams = async (): Promise<PublicParams> => {
    const settings = await readSettings(services.db);
    return {
      invitation_required: settings.invitation_required,
      code_resend_seconds: settings.code_resend_seconds,
      code_ttl_seconds: settings.code_ttl_minutes * 60,
      password_min: PASSWORD_MIN,
      password_max: PASSWORD_MAX,
      simulated_prices: services.feed.simulated,
    };
  };

  defineCall(app, services, {
    ...site,
    name: 'info',
    input: noInput,
    summary: 'Public platform information',
    handler: async () =>
      ok({ name: PLATFORM_NAME, support_email: services.config.supportEmail, languages: [...LANGUAGES], public_url: services.config.publicUrl }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getParam',
    input: noInput,
    summary: 'Rules that bind users, as published (invitation, codes, passwords, price source)',
    handler: async () => ok(await publicParams()),
  });

  defineCall(app, services, {
    ...site,
    name: 'getSetting',
    input: noInput,
    summary: 'Site settings',
    handler: async () => ok({ name: PLATFORM_NAME, ...(await publicParams()) }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getLogo',
    input: noInput,
    summary: 'Logo (empty url: render the word mark)',
    handler: async () => ok({ name: PLATFORM_NAME, logo_url: '' }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getQrcode',
    input: noInput,
    summary: 'Address of the mobile site, for the app-download QR code',
    handler: async () => ok({ url: `${services.config.publicUrl.replace(/\/$/, '')}/m/` }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getBanner',
    input: noInput,
    summary: 'Home banners (managed content; none seeded)',
    handler: async () => ok({ items: [] }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getText',
    input: z.object({ id: z.coerce.number({ message: 'invalid_input' }).int().min(1, { message: 'invalid_input' }) }),
    summary: 'A content text: 1 company profile, 3 user agreement, 5 privacy policy',
    handler: (input, ctx) => getText(services.db, { id: input.id, lang: ctx.lang }),
  });

  defineCall(app, services, {
    ...site,
    name: 'getCurrencyAll',
    input: noInput,
    summary:
      'Coin information for every listed asset: release date, total and circulating supply (a snapshot dated by figures_as_of), website, white paper, introduction in the request language',
    handler: async (_input, ctx) => ok(await listCurrencies(services.db, { lang: ctx.lang })),
  });

  defineCall(app, services, {
    ...site,
    name: 'getCurrencyMessage',
    input: currencyInputSchema,
    summary: 'Coin information for one asset (asset_unknown for a code that is not listed)',
    handler: (input, ctx) => getCurrency(services.db, { code: input.code, lang: ctx.lang }),
  });
}
