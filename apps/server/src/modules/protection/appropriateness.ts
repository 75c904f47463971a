import {
  APPROPRIATENESS_PASS_MARK,
  APPROPRIATENESS_QUESTIONS,
  type AppropriatenessQuestionId,
  type AppropriatenessResult,
  type AppropriatenessStatus,
  fail,
  ok,
  type Result,
} from '@veritex/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { positions } from '../derivatives/index.js';
import { readSettings } from '../settings/index.js';
import { jurisdictionOf } from './jurisdictionOf.js';
import { appropriatenessAttempts } from './schema.js';

/**
 * The right option of each question (texts in the `protection` catalogue). Kept on the server:
 * the pages get the questions, never the answers.
 */
const RIGHT_ANSWERS: Record<AppropriatenessQuestionId, number> = { leverage: 1, margin: 0, liquidation: 1, loss: 1, risk: 2 };

const HOUR_MS = 3_600_000;

/** Closed positions of the user's own demo identity (demo_identities, issue 17): practice that counts. */
async function closedDemoTrades(db: DbOrTx, userId: bigint): Promise<number> {
  const result = await db.execute<{ trades: number }>(
    sql`select count(*)::int as trades from ${positions} p join demo_identities d on d.user_id = p.user_id
        where d.owner_id = ${userId} and p.status in ('closed', 'liquidated')`,
  );
  return result.rows[0]?.trades ?? 0;
}

/** web/getAppropriateness: whether leverage above the threshold is open to the user, and why (not). */
export async function getAppropriatenessStatus(db: DbOrTx, clock: Clock, userId: bigint): Promise<AppropriatenessStatus> {
  const settings = await readSettings(db);
  const { profile } = await jurisdictionOf(db, userId);
  const attempts = await db
    .select()
    .from(appropriatenessAttempts)
    .where(eq(appropriatenessAttempts.userId, userId))
    .orderBy(desc(appropriatenessAttempts.takenAt), desc(appropriatenessAttempts.id));
  const passed = attempts.some((attempt) => attempt.passed);
  const last = attempts[0];
  const retryAt = !passed && last ? new Date(last.takenAt.getTime() + settings.appropriateness_retry_hours * HOUR_MS) : null;
  const demoTrades = userId > 0n ? await closedDemoTrades(db, userId) : 0;
  const needed = settings.appropriateness_demo_trades;
  return {
    required: profile.appropriatenessRequired,
    threshold: settings.appropriateness_leverage_threshold,
    passed,
    demo_trades: demoTrades,
    demo_trades_needed: needed,
    unlocked: !profile.appropriatenessRequired || passed || (needed > 0 && demoTrades >= needed),
    last_score: last?.score ?? null,
    last_taken_at: last?.takenAt.toISOString() ?? null,
    retry_at: retryAt && retryAt > clock.now() ? retryAt.toISOString() : null,
  };
}

/**
 * web/submitAppropriateness: scores the answers on the server and records the attempt. A pass is
 * kept for good; after a fail the next attempt waits `appropriateness_retry_hours`, so the test
 * cannot be brute-forced by resubmitting.
 */
export async function submitAppropriateness(
  db: Database,
  clock: Clock,
  options: { userId: bigint; answers: Record<AppropriatenessQuestionId, number> },
): Promise<Result<AppropriatenessResult, 'appropriateness_retry_later' | 'appropriateness_passed_already'>> {
  const { userId, answers } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('appropriateness'), ${Number(userId % 2_147_483_647n)})`);
    const before = await getAppropriatenessStatus(tx, clock, userId);
    if (before.passed) return fail('appropriateness_passed_already');
    if (before.retry_at !== null) return fail('appropriateness_retry_later', { retry_at: before.retry_at });
    const wrong = APPROPRIATENESS_QUESTIONS.filter((question) => answers[question.id] !== RIGHT_ANSWERS[question.id]).map((question) => question.id);
    const score = APPROPRIATENESS_QUESTIONS.length - wrong.length;
    const passed = score >= APPROPRIATENESS_PASS_MARK;
    await tx.insert(appropriatenessAttempts).values({ userId, score, passed, takenAt: clock.now() });
    return ok({
      score,
      total: APPROPRIATENESS_QUESTIONS.length,
      pass_mark: APPROPRIATENESS_PASS_MARK,
      passed,
      wrong,
      status: await getAppropriatenessStatus(tx, clock, userId),
    });
  });
}
