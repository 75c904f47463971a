import { type ErrorName, isErrorName, type Lang, type Result } from '@veritex/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appendAudit, canonicalJson, hasPermission, type Permission, resolveStaffSession, type StaffIdentity } from '../modules/admin/index.js';
import { type RequestOrigin, resolveSession } from '../modules/identity/index.js';
import { readSettings } from '../modules/settings/index.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { callParams, conventionField, hasValidNonce, requestLang, requestOrigin } from './requestContext.js';
import type { Services } from './services.js';

export interface CallContext {
  lang: Lang;
  origin: RequestOrigin;
  services: Services;
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

type AuthMode = 'none' | 'user' | 'optional-user' | 'staff';
type ContextFor<A extends AuthMode> = A extends 'user'
  ? UserContext
  : A extends 'optional-user'
    ? OptionalUserContext
    : A extends 'staff'
      ? StaffContext
      : CallContext;

export interface AuditSpec<I, O> {
  action: string;
  /**
   * For polled reads (the Outbox refreshes every few seconds): the same call with the same
   * input from the same staff session is audited once per window, not on every poll.
   */
  repeatWindowMs?: number;
  target?: (input: I, value: O | undefined) => string;
  details?: (input: I, value: O | undefined) => Record<string, unknown>;
}

export interface CallDefinition<S extends z.ZodType, O, A extends AuthMode> {
  scope: 'web' | 'admin';
  name: string;
  methods: Array<'GET' | 'POST'>;
  auth: A;
  /** Staff calls: the role permission checked before the handler runs. */
  permission?: Permission;
  input: S;
  summary: string;
  /** Requests per minute per client address. */
  rateLimitPerMinute?: number;
  /** Staff calls: what goes into the audit log when the call succeeds (and when it is refused for a role). */
  audit?: AuditSpec<z.output<S>, O>;
  /** The handler answers bytes (an image) instead of the envelope; failures still answer the envelope. */
  binary?: boolean;
  handler: (input: z.output<S>, context: ContextFor<A>) => Promise<Result<O>>;
}

const conventionHeaders = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'Session token (empty when signed out)' },
    lang: { type: 'string', description: 'Language: en es fr de jp ar kr th vn pt el zh tw' },
    nonce: { type: 'string', description: '6–16 random letters or digits, new for every request' },
  },
  required: ['nonce'],
} as const;

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function firstIssue(error: z.ZodError): { name: ErrorName; field: string } {
  const issue = error.issues[0];
  const message = issue?.message ?? '';
  return { name: isErrorName(message) ? message : 'invalid_input', field: issue?.path.join('.') ?? '' };
}

/** Registers one spec call: conventions, auth, validation, rate limit, audit and the envelope. */
export function defineCall<S extends z.ZodType, O, A extends AuthMode>(app: FastifyInstance, services: Services, definition: CallDefinition<S, O, A>): void {
  const paramsSchema = jsonSchemaOf(definition.input);
  // One route per verb: Fastify documents a GET's parameters as a query, a POST's as a body.
  for (const method of definition.methods) {
    app.route({
      method,
      url: `/api/${definition.scope}/${definition.name}`,
      schema: {
        summary: definition.summary,
        tags: [definition.scope],
        headers: conventionHeaders,
        ...(method === 'POST' ? { body: paramsSchema } : { querystring: paramsSchema }),
      },
      config: definition.rateLimitPerMinute
        ? { rateLimit: { max: Math.ceil(definition.rateLimitPerMinute * services.config.rateLimitFactor), timeWindow: 60_000 } }
        : {},
      handler: (request, reply) => runCall(services, definition, request, reply),
    });
  }
}

async function runCall<S extends z.ZodType, O, A extends AuthMode>(
  services: Services,
  definition: CallDefinition<S, O, A>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const lang = requestLang(request);
  const refuse = (error: ErrorName, data?: Record<string, unknown>) => reply.send(errorEnvelope(services.catalogue, lang, error, data));
  if (!hasValidNonce(request)) return refuse('nonce_invalid');

  const base: CallContext = { lang, origin: requestOrigin(request), services };
  const context = await authenticate(services, definition, request, base);
  if (!context.ok) return refuse(context.error, context.data);

  const parsed = definition.input.safeParse(callParams(request));
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return refuse(issue.name, { field: issue.field });
  }
  const result = await definition.handler(parsed.data, context.value as ContextFor<A>);
  if (definition.audit && 'staff' in context.value) {
    await auditCall(services, definition.audit, context.value as StaffContext, parsed.data, result);
  }
  if (result.ok && definition.binary && isBinaryAnswer(result.value)) {
    return reply.type(result.value.contentType).header('cache-control', 'private, no-store').send(result.value.body);
  }
  return result.ok ? reply.send(successEnvelope(result.value)) : refuse(result.error, result.data);
}

export interface BinaryAnswer {
  contentType: string;
  body: Buffer;
}

function isBinaryAnswer(value: unknown): value is BinaryAnswer {
  return typeof value === 'object' && value !== null && 'body' in value && Buffer.isBuffer((value as BinaryAnswer).body);
}

async function authenticate(
  services: Services,
  definition: { auth: AuthMode; permission?: Permission; name: string },
  request: FastifyRequest,
  base: CallContext,
): Promise<Result<CallContext>> {
  const token = conventionField(request, 'token') ?? '';
  if (definition.auth === 'staff') {
    const staff = await resolveStaffSession(services.db, services.clock, token);
    if (!staff) return { ok: false, error: 'staff_login_required' };
    if (definition.permission && !hasPermission(staff.roles, definition.permission)) {
      // Refusals are audited too: probing for powers one lacks is worth knowing about.
      await appendAudit(services.db, services.clock, {
        staffId: staff.id,
        staffUsername: staff.username,
        action: `denied:${definition.name}`,
        details: { permission: definition.permission },
        ip: base.origin.ip,
      });
      return { ok: false, error: 'forbidden' };
    }
    return { ok: true, value: { ...base, staff } as StaffContext };
  }
  if (definition.auth === 'none') return { ok: true, value: base };
  const session = await resolveSession(services.db, services.clock, token, await sessionTtlDays(services));
  if (definition.auth === 'optional-user') {
    return { ok: true, value: { ...base, session: session.ok ? { userId: session.userId, sessionId: session.sessionId } : undefined } as OptionalUserContext };
  }
  if (!session.ok) return { ok: false, error: session.reason === 'revoked' ? 'session_replaced' : 'login_required' };
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

/** Last audited time per (action, staff session, input), for AuditSpec.repeatWindowMs. */
const lastAudited = new Map<string, number>();

function isRepeat(audit: { action: string; repeatWindowMs?: number }, sessionId: bigint, input: unknown, nowMs: number): boolean {
  if (!audit.repeatWindowMs) return false;
  const key = `${audit.action}|${sessionId}|${canonicalJson(input)}`;
  const last = lastAudited.get(key);
  if (last !== undefined && nowMs - last < audit.repeatWindowMs) return true;
  if (lastAudited.size > 10_000) lastAudited.clear();
  lastAudited.set(key, nowMs);
  return false;
}

async function auditCall<I, O>(services: Services, audit: AuditSpec<I, O>, context: StaffContext, input: I, result: Result<O>): Promise<void> {
  if (result.ok && isRepeat(audit, context.staff.sessionId, input, services.clock.now().getTime())) return;
  const value = result.ok ? result.value : undefined;
  await appendAudit(services.db, services.clock, {
    staffId: context.staff.id,
    staffUsername: context.staff.username,
    action: audit.action,
    target: audit.target?.(input, value) ?? '',
    details: { ...(audit.details?.(input, value) ?? {}), outcome: result.ok ? 'ok' : result.error },
    ip: context.origin.ip,
  });
}
