import { formatUnits, type MerchantRequirement, missingFor, type Requirement, VERIFICATION_LEVELS } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById, getVerificationStatuses, heldRequirements } from '../identity/index.js';
import { availableBalance } from '../ledger/index.js';
import { readSettings, type Settings } from '../settings/index.js';
import { FIGURES_WINDOW_MS, lifetimeFigures, recentFigures } from './merchantFigures.js';
import { USDT_SCALE, usdtText } from './p2pAmounts.js';
import { p2pMerchants } from './schema.js';

const DAY_MS = 24 * 3_600_000;
const USDT_UNIT = 10n ** BigInt(USDT_SCALE);

export interface MerchantCheck {
  /** The published criteria in their fixed order, each with where the user stands. */
  requirements: MerchantRequirement[];
  /** What the `p2p_merchant` feature gate still misses (contact, transaction password, senior verification). */
  gateMissing: Requirement[];
  /** The security deposit the settings ask for, USDT minor units. */
  deposit: bigint;
}

/**
 * The merchant criteria (Binance P2P's, from the settings) with the user's progress: account age,
 * completed orders and distinct counterparties (all time), the 30-day completion rate, the
 * `p2p_merchant` gate (senior verification, a contact and the transaction password) and the
 * security deposit (affordable from the exchange account, or already held by the application).
 */
export async function merchantRequirements(db: DbOrTx, clock: Clock, userId: bigint, settings?: Settings): Promise<MerchantCheck> {
  const rules = settings ?? (await readSettings(db));
  const gateMissing = missingFor('p2p_merchant', await heldRequirements(db, userId));
  const deposit = BigInt(rules.p2p_merchant_deposit_usdt) * USDT_UNIT;
  const progress = {
    ...(await tradeProgress(db, clock, userId, rules)),
    verification: { current: await highestLevel(db, userId), met: gateMissing.length === 0 },
    security_deposit: await depositProgress(db, userId, deposit),
  };
  const requirements = merchantCriteria(rules).map(({ key, required }) => ({ key, required, ...progress[key] }));
  return { requirements, gateMissing, deposit };
}

type Progress = { current: string; met: boolean };

/** Account age, the order record and the 30-day completion rate against the settings. */
async function tradeProgress(db: DbOrTx, clock: Clock, userId: bigint, rules: Settings) {
  const now = clock.now();
  const user = await findUserById(db, userId);
  const ageDays = user ? Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)) : 0;
  const lifetime = await lifetimeFigures(db, userId);
  const recent = (await recentFigures(db, new Date(now.getTime() - FIGURES_WINDOW_MS), [userId])).get(String(userId));
  const completed = recent?.completed ?? 0;
  const total = completed + (recent?.cancelledAsBuyer ?? 0);
  // Rates compare in basis points of a percent, rounded down: 79.999 % does not pass 80 %; no orders is 0 %.
  const rateBp = total === 0 ? 0n : (BigInt(completed) * 10_000n) / BigInt(total);
  const minRateBp = BigInt(rules.p2p_merchant_min_completion_pct) * 100n;
  return {
    account_age_days: atLeast(ageDays, rules.p2p_merchant_min_account_days),
    completed_orders: atLeast(lifetime.completed, rules.p2p_merchant_min_completed_orders),
    completion_rate_pct: { current: formatUnits(rateBp, 2), met: rateBp >= minRateBp },
    counterparties: atLeast(lifetime.counterparties, rules.p2p_merchant_min_counterparties),
  } satisfies Record<string, Progress>;
}

function atLeast(current: number, required: number): Progress {
  return { current: String(current), met: current >= required };
}

/** The exchange balance; met when it covers the deposit, or the application holds it already. */
async function depositProgress(db: DbOrTx, userId: bigint, deposit: bigint): Promise<Progress> {
  const available = await availableBalance(db, userId, 'exchange', 'USDT');
  const [row] = await db.select({ deposit: p2pMerchants.deposit }).from(p2pMerchants).where(eq(p2pMerchants.userId, userId));
  const held = BigInt(row?.deposit ?? '0');
  return { current: usdtText(available), met: deposit === 0n || available >= deposit || (held > 0n && held >= deposit) };
}

/** The keys of the criteria not met. */
export function unmetKeys(requirements: MerchantRequirement[]): MerchantRequirement['key'][] {
  return requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.key);
}

type CriterionKey = MerchantRequirement['key'];
const CRITERION_KEYS: readonly CriterionKey[] = [
  'account_age_days',
  'completed_orders',
  'completion_rate_pct',
  'counterparties',
  'verification',
  'security_deposit',
];

/** The published criteria: what each asks for ("30", "80.00", "senior", "500" USDT), from the settings. */
export function merchantCriteria(rules: Settings): { key: CriterionKey; required: string }[] {
  const required: Record<CriterionKey, string> = {
    account_age_days: String(rules.p2p_merchant_min_account_days),
    completed_orders: String(rules.p2p_merchant_min_completed_orders),
    completion_rate_pct: formatUnits(BigInt(rules.p2p_merchant_min_completion_pct) * 100n, 2),
    counterparties: String(rules.p2p_merchant_min_counterparties),
    verification: 'senior',
    security_deposit: String(rules.p2p_merchant_deposit_usdt),
  };
  return CRITERION_KEYS.map((key) => ({ key, required: required[key] }));
}

/** The user's highest approved verification level ('none' without one). */
async function highestLevel(db: DbOrTx, userId: bigint): Promise<string> {
  const statuses = await getVerificationStatuses(db, { userId });
  const approved = VERIFICATION_LEVELS.filter((level) => statuses[level] === 'approved');
  return approved[approved.length - 1] ?? 'none';
}
