import { isLoopbackUrl, LANGUAGES, ok, PASSWORD_MAX, PASSWORD_MIN, type PublicParams } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getText } from '../../modules/content/index.js';
import { getCurrency, listCurrencies } from '../../modules/marketdata/index.js';
import { readSettings } from '../../modules/settings/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

export const PLATFORM_NAME = 'Veritex';

export function registerSiteRoutes(app: FastifyInstance, services: Services): void {
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

  defineCall(app, services, 'web', 'info', {
    handler: async () =>
      ok({ name: PLATFORM_NAME, support_email: services.config.supportEmail, languages: [...LANGUAGES], public_url: services.config.publicUrl }),
  });
  defineCall(app, services, 'web', 'getParam', { handler: async () => ok(await publicParams()) });
  defineCall(app, services, 'web', 'getSetting', { handler: async () => ok({ name: PLATFORM_NAME, ...(await publicParams()) }) });
  defineCall(app, services, 'web', 'getLogo', { handler: async () => ok({ name: PLATFORM_NAME, logo_url: '' }) });
  defineCall(app, services, 'web', 'getQrcode', {
    handler: async () => {
      const url = `${services.config.publicUrl.replace(/\/$/, '')}/m/`;
      return ok({ url, loopback: isLoopbackUrl(url) });
    },
  });
  defineCall(app, services, 'web', 'getText', { handler: (input, ctx) => getText(ctx.db, { id: input.id, lang: ctx.lang }) });
  defineCall(app, services, 'web', 'getCurrencyAll', { handler: async (_input, ctx) => ok(await listCurrencies(ctx.db, { lang: ctx.lang })) });
  defineCall(app, services, 'web', 'getCurrencyMessage', { handler: (input, ctx) => getCurrency(ctx.db, { code: input.code, lang: ctx.lang }) });
}
