import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import type { StaffPermission } from '../staffRoles.js';

/**
 * The call contract: every call of `/api/web/*` and `/api/admin/*` with its verbs, who may call
 * it, its input and its output. The server registers routes from it, the web and staff clients
 * take their types from it, OpenAPI is generated from it and the API tests check every answer
 * against it. One file per bounded context; `index.ts` joins them.
 */

/**
 * Who may call: `anyone` (visitors and users alike; `session: 'optional'` lets the handler see a
 * signed-in user), `user` (a signed-in user), `staff` (a signed-in staff member, with the role
 * permission when one is named).
 */
export type CallAccess = 'anyone' | 'user' | 'staff';
export type CallVerb = 'GET' | 'POST';

export interface CallSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** The first verb is the one the typed clients use. State changes and secrets are POST only. */
  verbs: readonly [CallVerb, ...CallVerb[]];
  access: CallAccess;
  /** `anyone` calls that personalise their answer when a session is present. */
  session?: 'optional';
  /** Staff calls: the role permission the server checks before the handler runs. */
  permission?: StaffPermission;
  input: I;
  /** The wire shape of `data` on success: plain JSON (ids and amounts as strings), no transforms. */
  output: O;
  summary: string;
  /**
   * State-changing calls take a `request_id`: a retry with the same id gets the first answer and
   * the same id with other content is refused (`request_id_reused`). `own`: the use case keeps
   * this promise itself (the spot writer checks client order ids inside its batch).
   */
  idempotent?: true | 'own';
  /**
   * Answer fields that are secrets shown once (recovery codes): the kept first answer has them
   * emptied, so a replay says the action was done without holding the secret for a week.
   */
  secretAnswerFields?: readonly string[];
  /** The answer is bytes (an image) instead of the envelope; refusals still answer the envelope. */
  binary?: true;
  /** The request is multipart/form-data with one file field. */
  upload?: true;
}

/** Keeps each entry's literal types while checking it against CallSpec. */
export function defineCalls<const T extends Record<string, CallSpec>>(calls: T): T {
  return calls;
}

const msg = (name: ErrorName) => ({ message: name });

/** A client-chosen id that makes a state-changing request apply once (docs/api.md). */
export const requestIdField = z.string(msg('request_id_invalid')).regex(/^[A-Za-z0-9_-]{8,64}$/, msg('request_id_invalid'));

/** A database id on the wire: decimal digits, at most 18 of them (fits a bigint). */
export const idField = z.string(msg('invalid_input')).regex(/^\d{1,18}$/, msg('invalid_input'));

/** Page and page size of a list; `max` is the largest page a client may ask for. */
export function pagingFields(max = 100) {
  return {
    page: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(1_000_000, msg('invalid_input')).default(1),
    page_size: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(max, msg('invalid_input')).default(20),
  };
}

export const noInput = z.object({});
/** `{}`: the call succeeded and has nothing to say. */
export const emptyOutput = z.object({});
/** Binary calls answer bytes; their contract output is documentation only. */
export const binaryOutput = z.never();

/** A page of a list: the items and the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** Decimal string of an amount or price (never a JSON number). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
/** ISO 8601 instant. */
export const isoTime = z.string();
/** A database id as a string. */
export const idString = z.string().regex(/^\d+$/);
