import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { currencyInputSchema } from '../spot.js';
import { defineCalls, isoTime, noInput } from './define.js';

/** web/getParam: the rules that bind users, as published. */
export const publicParamsSchema = z.object({
  invitation_required: z.boolean(),
  code_resend_seconds: z.number().int(),
  code_ttl_seconds: z.number().int(),
  password_min: z.number().int(),
  password_max: z.number().int(),
  simulated_prices: z.boolean(),
});
export type PublicParams = z.infer<typeof publicParamsSchema>;

/** Coin information (spec §3 "Coin info"), web/getCurrencyAll and web/getCurrencyMessage. */
export const currencyInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  scale: z.number().int(),
  /** Decimals balances of the coin are shown with (cut towards zero; the full amount on hover and in exports). */
  display_scale: z.number().int(),
  /** ISO date of the coin's launch. */
  release_date: z.string(),
  total_supply: z.string(),
  circulating_supply: z.string(),
  website: z.string(),
  white_paper: z.string(),
  introduction: z.string(),
  /** The supply figures are a snapshot as of this year, not live data (the page says so). */
  figures_as_of: z.string(),
  /** An icon staff uploaded (markets desk); empty: the pages' built-in artwork or a monogram. */
  icon_url: z.string(),
});
export type CurrencyInfo = z.infer<typeof currencyInfoSchema>;

export const textViewSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  /** The Markdown as staff wrote it. */
  body: z.string(),
  /** `body` rendered and sanitised on the server (no script, handler or script URL can pass): what pages show. */
  html: z.string(),
  updated_at: isoTime,
});
export type TextView = z.infer<typeof textViewSchema>;

const siteCall = { verbs: ['GET'], access: 'anyone', input: noInput } as const;

export const siteCalls = defineCalls({
  info: {
    ...siteCall,
    output: z.object({ name: z.string(), support_email: z.string(), languages: z.array(z.enum(LANGUAGES)), public_url: z.string() }),
    summary: 'Public platform information',
  },
  getParam: { ...siteCall, output: publicParamsSchema, summary: 'Rules that bind users, as published (invitation, codes, passwords, price source)' },
  getSetting: { ...siteCall, output: publicParamsSchema.extend({ name: z.string() }), summary: 'Site settings' },
  getLogo: { ...siteCall, output: z.object({ name: z.string(), logo_url: z.string() }), summary: 'Logo (empty url: render the word mark)' },
  getQrcode: {
    ...siteCall,
    // `loopback`: the address opens only on the serving machine (PUBLIC_URL unset or local), so the page says how to set it.
    output: z.object({ url: z.string(), loopback: z.boolean() }),
    summary: 'Address of the mobile site, for the app-download QR code, and whether a phone could open it',
  },
  getText: {
    ...siteCall,
    input: z.object({
      id: z.coerce
        .number({ message: 'invalid_input' })
        .int({ message: 'invalid_input' })
        .min(1, { message: 'invalid_input' })
        .max(1000, { message: 'invalid_input' }),
    }),
    output: textViewSchema,
    summary: 'A content text: 1 company profile, 3 user agreement, 5 privacy policy',
  },
  getCurrencyAll: {
    ...siteCall,
    output: z.array(currencyInfoSchema),
    summary:
      'Coin information for every listed asset: release date, total and circulating supply (a snapshot dated by figures_as_of), website, white paper, introduction in the request language',
  },
  getCurrencyMessage: {
    ...siteCall,
    input: currencyInputSchema,
    output: currencyInfoSchema,
    summary: 'Coin information for one asset (asset_unknown for a code that is not listed)',
  },
});
