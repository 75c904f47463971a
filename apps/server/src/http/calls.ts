import {
  type CallName,
  type CallOf,
  type CallParsedInput,
  type CallScope,
  type CallSpec,
  DEMO_CALLS,
  type ErrorName,
  findCall,
  isDemoUserId,
  isErrorName,
  type Lang,
  ok,
  type Result,
} from '@veritex/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkStaffAddress, hasPermission, type Permission, resolveStaffSession, type StaffIdentity } from '../modules/admin/index.js';
import { type RequestOrigin, resolveSession } from '../modules/identity/index.js';
import { readSettings } from '../modules/settings/index.js';
import type { DbOrTx } from '../platform/db/client.js';
import { type CallActor, runOnce } from '../platform/idempotency/index.js';
import { type AuditSpec, auditDenied, runAudited } from './auditedCall.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { screenParams } from './inputScreen.js';
import { callParams, conventionField, hasValidNonce, requestLang, requestOrigin } from './requestContext.js';
import type { Services } from './services.js';

export interface CallContext {
  lang: Lang;
  origin: RequestOrigin;
  services: Services;
  /** The database for this call: inside an audited staff action, the action's transaction. */
  db: DbOrTx;
}
export interface UserContext extends CallContext {
  userId: bigint;
  sessionId: bigint;
}
export interface OptionalUserContext extends CallContext {
  session: { userId: bigint; sessionId: bigint } | undefined;
}
export interface StaffContext extends CallContext {
  staff: StaffIdentity & { sessionId: bigint };
}

/** The context a handler gets follows from the contract's `access` (and `session`). */
export type ContextOf<C extends CallSpec> = C['access'] extends 'user'
  ? UserContext
  : C['access'] extends 'staff'
    ? StaffContext
    : C['session'] extends 'optional'
      ? OptionalUserContext
      : CallContext;

export interface BinaryAnswer {
  contentType: string;
  body: Buffer;
  /** Default `private, no-store` (users' pictures); public content that never changes under its id may be kept. */
  cacheControl?: string;
}

/** What a handler returns: the output's wire shape (bigint ids are turned into strings on the way out), or bytes. */
type HandlerOutput<C extends CallSpec> = C['binary'] extends true ? BinaryAnswer : z.input<C['output']>;

export interface CallImplementation<C extends CallSpec> {
  handler: (input: z.output<C['input']>, context: ContextOf<C>) => Promise<Result<HandlerOutput<C>>>;
  /**
   * Staff calls: what goes into the audit log. The entry is written in the same transaction as
   * the action (an action whose audit entry cannot be written does not happen); a refusal is
   * audited after its rollback.
   */
  audit?: AuditSpec<z.output<C['input']>, HandlerOutput<C>>;
  /** Requests per minute per client address. */
  rateLimitPerMinute?: number;
  /**
   * What must follow the commit of a successful action (its effect on memory owned elsewhere, such
   * as the spot writer's books, which must never see an action that rolls back). Its answer
   * replaces the handler's, and is the one a repeated request id gets.
   */
  afterCommit?: (value: HandlerOutput<C>, context: ContextOf<C>) => Promise<HandlerOutput<C>>;
}

/** Every registered call and its verbs: a known call asked with another verb answers 405. */
const registered = new WeakMap<FastifyInstance, Map<string, readonly string[]>>();

export function registeredVerbs(app: FastifyInstance, path: string): readonly string[] | undefined {
  return registered.get(app)?.get(path);
}

/**
 * Registers the implementation of one call of the contract (packages/shared/src/contract):
 * conventions, auth, input screening and validation, request ids, audit, rate limit, the envelope
 * and its OpenAPI entry all follow from the contract's entry.
 */
export function defineCall<S extends CallScope, N extends CallName<S>>(
  app: FastifyInstance,
  services: Services,
  scope: S,
  name: N,
  implementation: CallImplementation<CallOf<S, N>>,
): void {
  const spec = findCall(scope, name);
  if (!spec) throw new Error(`${scope}/${name} is not in the call contract`);
  registerRoute(app, services, scope, name, spec, implementation as unknown as CallImplementation<CallSpec>);
}

/** The parsed input of a call, for handlers written outside defineCall. */
export type InputOf<S extends CallScope, N extends CallName<S>> = CallParsedInput<S, N>;

function registerRoute(
  app: FastifyInstance,
  services: Services,
  scope: CallScope,
  name: string,
  spec: CallSpec,
  implementation: CallImplementation<CallSpec>,
): void {
  if (spec.access === 'staff' && spec.verbs.includes('POST') && !implementation.audit) {
    throw new Error(`admin/${name} changes state and must declare its audit entry`);
  }
  const url = `/api/${scope}/${name}`;
  const verbs = registered.get(app) ?? new Map<string, readonly string[]>();
  registered.set(app, verbs);
  verbs.set(url, spec.verbs);
  const paramsSchema = jsonSchemaOf(spec.input, 'input');
  // One route per verb: Fastify documents a GET's parameters as a query, a POST's as a body.
  for (const method of spec.verbs) {
    app.route({
      method,
      url,
      schema: {
        summary: spec.summary,
        description: describeAccess(spec),
        tags: [scope],
        headers: conventionHeaders,
        ...(method === 'POST' ? { body: paramsSchema } : { querystring: paramsSchema }),
        response: { 200: spec.binary ? binaryResponse : envelopeSchema(spec.output) },
      },
      config: implementation.rateLimitPerMinute
        ? { rateLimit: { max: Math.ceil(implementation.rateLimitPerMinute * services.config.rateLimitFactor), timeWindow: 60_000 } }
        : {},
      handler: (request, reply) => runCall(services, { scope, name, spec, implementation }, request, reply),
    });
  }
}

interface RegisteredCall {
  scope: CallScope;
  name: string;
  spec: CallSpec;
  implementation: CallImplementation<CallSpec>;
}

async function runCall(services: Services, call: RegisteredCall, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const lang = requestLang(request);
  const refuse = (error: ErrorName, data?: Record<string, unknown>) => reply.send(errorEnvelope(services.catalogue, lang, error, data));
  if (!hasValidNonce(request)) return refuse('nonce_invalid');

  const base: CallContext = { lang, origin: requestOrigin(request), services, db: services.db };
  const context = await authenticate(services, call, request, base);
  if (!context.ok) return refuse(context.error, context.data);

  const params = callParams(request);
  const screened = screenParams(params);
  if (!screened.ok) return refuse(screened.error, screened.data);
  const parsed = call.spec.input.safeParse(params);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return refuse(issue.name, { field: issue.field });
  }
  const result = await execute(services, call, context.value, parsed.data);
  if (result.ok && call.spec.binary && isBinaryAnswer(result.value)) {
    return reply
      .type(result.value.contentType)
      .header('cache-control', result.value.cacheControl ?? 'private, no-store')
      .send(result.value.body);
  }
  return result.ok ? reply.send(successEnvelope(result.value)) : refuse(result.error, result.data);
}

/** The handler, inside the request-id guard (state-changing calls) and the audit transaction (staff actions). */
function execute(services: Services, call: RegisteredCall, context: CallContext, input: unknown): Promise<Result<unknown>> {
  const { handler, audit, afterCommit } = call.implementation;
  const act = () =>
    audit && isStaffContext(context)
      ? runAudited(services, audit, context, input, (db) => handler(input, { ...context, db }))
      : handler(input, context as never);
  const run = afterCommit
    ? async (): Promise<Result<unknown>> => {
        const result = await act();
        return result.ok ? ok(await afterCommit(result.value, context as never)) : result;
      }
    : act;
  const requestId = call.spec.idempotent === true ? requestIdOf(input) : undefined;
  const actor = actorOf(context);
  if (requestId === undefined || !actor) return run();
  const request = { actor, requestId, call: `${call.scope}/${call.name}`, input, secretAnswerFields: call.spec.secretAnswerFields };
  return runOnce(services.db, services.clock, request, run);
}

function requestIdOf(input: unknown): string | undefined {
  const value = (input as { request_id?: unknown }).request_id;
  return typeof value === 'string' ? value : undefined;
}

function actorOf(context: CallContext): CallActor | undefined {
  if (isStaffContext(context)) return `staff:${context.staff.id}`;
  if ('userId' in context) return `user:${(context as UserContext).userId}`;
  // An `anyone` call with an optional session (web/voteHelp): a signed-in caller's request ids count too.
  const session = (context as Partial<OptionalUserContext>).session;
  if (session) return `user:${session.userId}`;
  return undefined;
}

function isStaffContext(context: CallContext): context is StaffContext {
  return 'staff' in context;
}

function isBinaryAnswer(value: unknown): value is BinaryAnswer {
  return typeof value === 'object' && value !== null && 'body' in value && Buffer.isBuffer((value as BinaryAnswer).body);
}

async function authenticate(services: Services, call: RegisteredCall, request: FastifyRequest, base: CallContext): Promise<Result<CallContext>> {
  const token = conventionField(request, 'token') ?? '';
  const { spec } = call;
  if (spec.access === 'staff') {
    // The staff address allowlist (empty: off) binds every staff call, not only the sign-in.
    const address = await checkStaffAddress(services.db, base.origin.ip);
    if (!address.ok) return address;
    const staff = await resolveStaffSession(services.db, services.clock, token);
    if (!staff) return { ok: false, error: 'staff_login_required' };
    if (spec.permission && !hasPermission(staff.roles, spec.permission as Permission)) {
      // Refusals are audited too: probing for powers one lacks is worth knowing about.
      await auditDenied(services, { staff, origin: base.origin, call: call.name, permission: spec.permission });
      return { ok: false, error: 'forbidden' };
    }
    return { ok: true, value: { ...base, staff } as StaffContext };
  }
  if (spec.access === 'anyone' && spec.session !== 'optional') return { ok: true, value: base };
  const session = await resolveSession(services.db, services.clock, token, await sessionTtlDays(services));
  if (spec.access === 'anyone') {
    return { ok: true, value: { ...base, session: session.ok ? { userId: session.userId, sessionId: session.sessionId } : undefined } as OptionalUserContext };
  }
  if (!session.ok) return { ok: false, error: session.reason === 'revoked' ? 'session_replaced' : 'login_required' };
  // A demo session trades and reads its own records, nothing else: virtual money never reaches a real account.
  if (isDemoUserId(session.userId) && !DEMO_CALLS.has(call.name)) return { ok: false, error: 'demo_not_allowed' };
  return { ok: true, value: { ...base, userId: session.userId, sessionId: session.sessionId } as UserContext };
}

/**
 * The session lifetime for sliding expiry, read at most every few seconds: reading every setting
 * on every call cost a query per request, and a lifetime a few seconds stale changes nothing.
 */
const TTL_CACHE_MS = 5_000;
const ttlCache = new WeakMap<Services, { days: number; readAt: number }>();
async function sessionTtlDays(services: Services): Promise<number> {
  const now = Date.now();
  const cached = ttlCache.get(services);
  if (cached && now - cached.readAt < TTL_CACHE_MS) return cached.days;
  const days = (await readSettings(services.db)).session_ttl_days;
  ttlCache.set(services, { days, readAt: now });
  return days;
}

function firstIssue(error: z.ZodError): { name: ErrorName; field: string } {
  const issue = error.issues[0];
  const message = issue?.message ?? '';
  return { name: isErrorName(message) ? message : 'invalid_input', field: issue?.path.join('.') ?? '' };
}

// ---- OpenAPI (documentation only: validation is zod's, serialisation JSON.stringify's) ----

const conventionHeaders = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'Session token (empty when signed out)' },
    lang: { type: 'string', description: 'Language: en es fr de jp ar kr th vn pt el zh tw' },
    nonce: { type: 'string', description: '6–16 random letters or digits, new for every request' },
  },
  required: ['nonce'],
} as const;

const binaryResponse = { description: 'The bytes of the image (refusals answer the JSON envelope)', type: 'string', format: 'binary' } as const;

function envelopeSchema(output: z.ZodType): Record<string, unknown> {
  return {
    description: '{code, msg, data}: code 0 and this data on success; any other code is a refusal whose msg is in the request language',
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: jsonSchemaOf(output, 'output') },
    required: ['code', 'msg', 'data'],
  };
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function describeAccess(spec: CallSpec): string {
  const who =
    spec.access === 'staff'
      ? `Staff${spec.permission ? ` with the \`${spec.permission}\` permission` : ''}.`
      : spec.access === 'user'
        ? 'A signed-in user.'
        : spec.session === 'optional'
          ? 'Anyone; a signed-in user sees their own view.'
          : 'Anyone.';
  const once = spec.idempotent ? ' A `request_id` makes a retry apply once.' : '';
  return `${who}${once}`;
}
