import { z } from 'zod';
import { decimalString, defineCalls, isoTime, noInput, requestIdField } from './define.js';
import { signInAnswerSchema } from './identity.js';

/** web/getDemo: the demo identity's standing and the rules that bind it (shown before they do). */
export const demoViewSchema = z.object({
  /** USDT in all the demo identity's accounts together. */
  usdt: decimalString,
  start_usdt: decimalString,
  top_up_usdt: decimalString,
  top_up_ceiling_usdt: decimalString,
  /** Whether a signed-in user owns it (a visitor's demo identity has no owner). */
  owned: z.boolean(),
  created_at: isoTime,
  resets: z.number().int(),
});
export type DemoView = z.infer<typeof demoViewSchema>;

/** The demo account (spec §1): its own identity and ledger book; see packages/shared demo.ts. */
export const demoCalls = defineCalls({
  demoLogin: {
    verbs: ['POST'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: signInAnswerSchema,
    summary:
      'A session of a demo identity with virtual USDT: a signed-in user gets their own (created once), a visitor a new one. Demo balances live in the demo ledger book and can never reach a real account',
  },
  getDemo: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: demoViewSchema,
    summary: "The demo identity's USDT and the top-up rules (demo sessions only)",
  },
  topUpDemo: {
    verbs: ['POST'],
    access: 'user',
    input: z.object({ request_id: requestIdField }),
    output: demoViewSchema,
    idempotent: true,
    summary: 'Adds virtual USDT to the exchange account, refused at the ceiling (demo sessions only)',
  },
  resetDemo: {
    verbs: ['POST'],
    access: 'user',
    input: z.object({ request_id: requestIdField }),
    output: demoViewSchema,
    idempotent: true,
    summary:
      'Cancels open demo spot orders, closes open positions at the market, returns every free balance and starts again with the starting USDT (running delivery orders still settle)',
  },
});
