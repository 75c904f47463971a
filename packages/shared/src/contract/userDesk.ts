import { z } from 'zod';
import { getDeliveryOrdersInputSchema, getPositionsInputSchema } from '../derivatives.js';
import { USER_LEDGER_ACCOUNTS } from '../ledger.js';
import { getOrdersInputSchema } from '../spot.js';
import { defineCalls, idField, isoTime, pageOf, pagingFields, requestIdField } from './define.js';
import { deliveryCalls } from './delivery.js';
import { derivativesCalls } from './derivatives.js';
import { earnCalls } from './earn.js';
import { fundsCalls } from './funds.js';
import { loansCalls } from './loans.js';
import { securityEventViewSchema } from './security.js';
import { spotCalls } from './spot.js';

/**
 * Helping users (issue 19 §3): the identity-checked two-factor reset, unlocking sign-in, ending
 * sessions, resending a pending code, and a read-only view of what the user sees of their account.
 */

const msg = { message: 'invalid_input' } as const;

/** How support confirmed it is the account holder before removing their two-factor. */
export const IDENTITY_CHECKS = ['document_selfie', 'video_call', 'in_person'] as const;
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];

/** The bounds of a staff note (two-factor reset) and a flag reason. */
export const STAFF_NOTE_MIN = 3;
export const STAFF_NOTE_MAX = 500;
const noteField = z.string(msg).trim().min(STAFF_NOTE_MIN, msg).max(STAFF_NOTE_MAX, msg);

/** One ledger account of a user, as the ledger holds it (asset's own decimals). */
export const userBalanceRowSchema = z.object({
  account: z.enum(USER_LEDGER_ACCOUNTS),
  asset: z.string(),
  available: z.string(),
  frozen: z.string(),
  /** The decimals balances of this asset are shown with (the full value is on hover). */
  display_scale: z.number().int(),
});
export type UserBalanceRow = z.infer<typeof userBalanceRowSchema>;

const staffRead = { verbs: ['GET'], access: 'staff', permission: 'users.read' } as const;
const helpAction = { verbs: ['POST'], access: 'staff', idempotent: true, permission: 'users.help' } as const;
const userPage = { id: idField, ...pagingFields(100) };

export const userDeskCalls = defineCalls({
  userResetTwoFactor: {
    ...helpAction,
    input: z.object({ id: idField, check: z.enum(IDENTITY_CHECKS, msg), note: noteField, request_id: requestIdField }),
    output: z.object({ hold_until: isoTime }),
    summary: "Remove a user's two-factor after an identity check (recorded); withdrawals are held 24 hours and the user is told",
  },
  userUnlockSignIn: {
    ...helpAction,
    input: z.object({ id: idField, request_id: requestIdField }),
    output: z.object({ cleared: z.number().int() }),
    summary: "Clear the user's sign-in pauses and failure counts (every address)",
  },
  userRevokeSessions: {
    ...helpAction,
    input: z.object({ id: idField, session_id: idField.optional(), request_id: requestIdField }),
    output: z.object({ ended: z.number().int() }),
    summary: "End one of the user's sessions, or all of them",
  },
  userResendCode: {
    ...helpAction,
    input: z.object({ id: idField, request_id: requestIdField }),
    output: z.object({ channel: z.enum(['email', 'sms']), destination: z.string(), purpose: z.string() }),
    summary: "Send a fresh code for the user's newest unused sign-in or reset code, to the same address",
  },
  userSpotOrders: {
    ...staffRead,
    input: z.object({ id: idField, scope: getOrdersInputSchema.shape.scope, page: pagingFields().page, limit: getPositionsInputSchema.shape.limit }),
    output: spotCalls.getOrders.output,
    summary: "The user's spot orders (read-only)",
  },
  userPositions: {
    ...staffRead,
    input: z.object({ id: idField, tab: getPositionsInputSchema.shape.tab, page: pagingFields().page, limit: getPositionsInputSchema.shape.limit }),
    output: derivativesCalls.getPositions.output,
    summary: "The user's leveraged positions (read-only)",
  },
  userDeliveryOrders: {
    ...staffRead,
    input: z.object({ id: idField, scope: getDeliveryOrdersInputSchema.shape.scope, page: pagingFields().page, limit: getPositionsInputSchema.shape.limit }),
    output: deliveryCalls.getDeliveryOrders.output,
    summary: "The user's delivery contracts (read-only)",
  },
  userEarnOrders: { ...staffRead, input: z.object(userPage), output: earnCalls.getMyprofit.output, summary: "The user's earn orders (read-only)" },
  userLoans: { ...staffRead, input: z.object(userPage), output: loansCalls.lendMy.output, summary: "The user's loans (read-only)" },
  userAccountLog: { ...staffRead, input: z.object(userPage), output: fundsCalls.getDealList.output, summary: "The user's account log (read-only)" },
  userSecurityEvents: {
    ...staffRead,
    input: z.object(userPage),
    output: pageOf(securityEventViewSchema),
    summary: "Changes to the user's protections, newest first (read-only)",
  },
});
