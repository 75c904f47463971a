import { type CallParsedInput, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { listProtectionDesk, saveProtectionProfile, setProtectionCountry } from '../../modules/protection/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The leverage caps of a profile form, per instrument class: what is saved and what the audit entry records. */
function capsOf(input: CallParsedInput<'admin', 'protectionSaveProfile'>) {
  return {
    fx_major: input.cap_fx_major,
    fx_minor: input.cap_fx_minor,
    gold: input.cap_gold,
    commodity: input.cap_commodity,
    equity: input.cap_equity,
    crypto: input.cap_crypto,
  };
}

/**
 * The retail-protection desk (issue 18): jurisdiction profiles and the country mapping; every
 * change audited in its own transaction (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerAdminProtectionRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'protectionProfiles', { handler: async (_input, ctx) => ok(await listProtectionDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'protectionSaveProfile', {
    audit: {
      action: 'protection.saveProfile',
      target: (input) => `jurisdiction_profile:${input.code}`,
      details: (input) => ({
        name: input.name,
        caps: capsOf(input),
        crypto_offered: input.crypto_offered,
        delivery_offered: input.delivery_offered,
        close_out_pct: input.close_out_pct,
        appropriateness_required: input.appropriateness_required,
        risk_warning: input.risk_warning,
      }),
    },
    handler: (input, ctx) =>
      saveProtectionProfile(
        ctx.db,
        clock,
        {
          code: input.code,
          name: input.name,
          caps: capsOf(input),
          cryptoOffered: input.crypto_offered,
          deliveryOffered: input.delivery_offered,
          closeOutPct: input.close_out_pct,
          appropriatenessRequired: input.appropriateness_required,
          riskWarning: input.risk_warning,
        },
        { staffUsername: ctx.staff.username },
      ),
  });
  defineCall(app, services, 'admin', 'protectionSetCountry', {
    audit: {
      action: 'protection.setCountry',
      target: (input) => `country:${input.country}`,
      details: (input, value) => ({ profile: value?.profile ?? input.profile }),
    },
    handler: (input, ctx) => setProtectionCountry(ctx.db, { country: input.country, profile: input.profile, staffUsername: ctx.staff.username }),
  });
}
