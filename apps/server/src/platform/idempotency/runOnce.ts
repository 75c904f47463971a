import type { ErrorName, Result } from '@veritex/shared';
import { and, eq, lt } from 'drizzle-orm';
import { canonicalJson } from '../canonicalJson.js';
import type { Clock } from '../clock.js';
import { hashSecretDeterministically, sha256Hex } from '../crypto.js';
import type { Database } from '../db/client.js';
import { callRequests } from './schema.js';

/** `user:<id>` or `staff:<id>`: request ids need only be unique per caller. */
export type CallActor = `user:${string}` | `staff:${string}`;

export interface RunOnceRequest {
  actor: CallActor;
  requestId: string;
  /** `<scope>/<name>`, part of the content: one id for two different calls is a reuse. */
  call: string;
  /** The validated input; its `request_id` and its secrets are left out of the content hash. */
  input: unknown;
  /** Answer fields emptied in the kept copy (secrets shown once, such as recovery codes). */
  secretAnswerFields?: readonly string[];
}

/**
 * Input fields that hold secrets (passwords, transaction passwords, one-time codes, security
 * answers): a plain SHA-256 of them would let anyone reading the table test guesses at the speed
 * of SHA-256, so they are compared through argon2id instead (salted by the caller and request id),
 * which makes a guess cost what a guess against the stored password costs.
 */
const SECRET_FIELD = /password|pwd|code|totp|answer|secret|token/i;

/**
 * A first request that has not finished after this long is taken to have died with its process;
 * a retry then runs the action again, which each use case's own idempotency key makes safe.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** How long a retry waits for the first request with its id to finish before answering `request_in_progress`. */
export const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 50;

/**
 * Refusals that say "not now" rather than "no": they are not kept as the answer, so a retry with
 * the same id tries again (the spot batch failed, the price was stale, the id was busy).
 */
const TRANSIENT: ReadonlySet<ErrorName> = new Set<ErrorName>(['order_not_accepted', 'no_price', 'request_in_progress', 'request_error', 'internal_error']);

/**
 * Runs a state-changing call once per (actor, request id): the first request claims the id and
 * keeps its answer; a repeat with the same content gets that answer (after waiting for it if the
 * first is still running); the same id with different content is refused with
 * `request_id_reused`. A request that throws releases its claim so that a retry can run.
 */
export async function runOnce<T>(
  db: Database,
  clock: Clock,
  request: RunOnceRequest,
  action: () => Promise<Result<T>>,
  options: { waitMs?: number } = {},
): Promise<Result<T>> {
  const inputHash = await contentHash(request);
  const claimed = await claim<T>(db, clock, request, inputHash, options.waitMs ?? WAIT_FOR_FIRST_MS);
  if (claimed !== 'claimed') return claimed;
  let result: Result<T>;
  try {
    result = await action();
  } catch (error) {
    await release(db, request);
    throw error;
  }
  if (!result.ok && TRANSIENT.has(result.error)) await release(db, request);
  else
    await db
      .update(callRequests)
      .set({ state: 'done', answer: keptAnswer(result, request.secretAnswerFields), finishedAt: clock.now() })
      .where(keyOf(request));
  return result;
}

async function contentHash(request: RunOnceRequest): Promise<string> {
  const fields = Object.entries(request.input as Record<string, unknown>).filter(([key]) => key !== 'request_id');
  const plain = Object.fromEntries(fields.filter(([key]) => !SECRET_FIELD.test(key)));
  const secrets = Object.fromEntries(fields.filter(([key]) => SECRET_FIELD.test(key)));
  const hashed = sha256Hex(`${request.call}\n${canonicalJson(plain)}`);
  if (Object.keys(secrets).length === 0) return hashed;
  return `${hashed}:${await hashSecretDeterministically(canonicalJson(secrets), `${request.actor}|${request.requestId}`)}`;
}

function keyOf(request: RunOnceRequest) {
  return and(eq(callRequests.actor, request.actor), eq(callRequests.requestId, request.requestId));
}

async function claim<T>(db: Database, clock: Clock, request: RunOnceRequest, inputHash: string, waitMs: number): Promise<'claimed' | Result<T>> {
  // Waiting is measured in real time; the injected clock dates the rows (and ages abandoned claims).
  const deadline = performance.now() + waitMs;
  for (;;) {
    const now = clock.now();
    const inserted = await db
      .insert(callRequests)
      .values({ actor: request.actor, requestId: request.requestId, call: request.call, inputHash, state: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning({ actor: callRequests.actor });
    if (inserted.length > 0) return 'claimed';
    const [first] = await db.select().from(callRequests).where(keyOf(request));
    if (!first) continue; // released between our insert and read: claim again
    if (first.inputHash !== inputHash) return { ok: false, error: 'request_id_reused', data: { field: 'request_id' } };
    if (first.state === 'done') return first.answer as Result<T>;
    if (await takeOverAbandoned(db, clock, request, now)) return 'claimed';
    if (performance.now() >= deadline) return { ok: false, error: 'request_in_progress' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function takeOverAbandoned(db: Database, clock: Clock, request: RunOnceRequest, now: Date): Promise<boolean> {
  const taken = await db
    .update(callRequests)
    .set({ createdAt: clock.now() })
    .where(and(keyOf(request), eq(callRequests.state, 'pending'), lt(callRequests.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS))))
    .returning({ actor: callRequests.actor });
  return taken.length > 0;
}

async function release(db: Database, request: RunOnceRequest): Promise<void> {
  await db.delete(callRequests).where(and(keyOf(request), eq(callRequests.state, 'pending')));
}

/** The answer as it travels (bigints as strings), secrets shown once emptied. */
function keptAnswer<T>(result: Result<T>, secretFields: readonly string[] = []): unknown {
  const kept = JSON.parse(JSON.stringify(result, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))) as {
    value?: Record<string, unknown>;
  };
  for (const field of secretFields) if (kept.value && field in kept.value) kept.value[field] = Array.isArray(kept.value[field]) ? [] : '';
  return kept;
}
