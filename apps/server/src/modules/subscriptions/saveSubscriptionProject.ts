import { fail, ok, parseUnits, type Result, type SubscriptionProjectAdmin, type SubscriptionRule } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets, findAsset } from '../marketdata/index.js';
import { projectForDesk } from './listProjectsForDesk.js';
import { type SubscriptionProjectRow, subscriptionProjects, subscriptions } from './schema.js';
import { loadProject, USDT_SCALE } from './subscriptionTerms.js';

export interface SaveProjectInput {
  /** Absent: a new project. */
  id?: bigint;
  coin: string;
  coinName: string;
  coinScale: number;
  name: string;
  private: boolean;
  rule: SubscriptionRule;
  /** Decimal strings as typed: USDT per coin, coins, USDT. */
  issuePrice: string;
  totalSupply: string;
  minCommit: string;
  userCap: string;
  startsAt: Date;
  endsAt: Date;
  listingAt: Date;
  lockupDays: number;
  releaseAt?: Date;
  totalIssuance: string;
  circulation: string;
  website: string;
  whitePaper: string;
  introduction: Partial<Record<string, string | undefined>>;
}

type Terms = Pick<
  SubscriptionProjectRow,
  'coin' | 'name' | 'private' | 'rule' | 'issuePrice' | 'totalSupply' | 'minCommit' | 'userCap' | 'startsAt' | 'endsAt' | 'listingAt' | 'lockupDays'
>;
type CoinInfo = Pick<SubscriptionProjectRow, 'releaseAt' | 'totalIssuance' | 'circulation' | 'website' | 'whitePaper' | 'introduction'>;

/**
 * admin/saveSubscriptionProject (audited by the route, on its transaction). A new project creates
 * its coin as an asset (allotted coins live in ledger accounts of it); a coin that already exists
 * and is not some project's coin (BTC…) is refused, so no project can mint a traded asset. Once
 * anyone has committed (or the project has closed), the terms are what they subscribed under: only
 * the coin information (release time, issuance, circulation, website, white paper, introduction)
 * may still change.
 */
export async function saveSubscriptionProject(db: DbOrTx, clock: Clock, input: SaveProjectInput): Promise<Result<SubscriptionProjectAdmin>> {
  const parsed = parseProject(input);
  if (!parsed.ok) return parsed;
  const { terms, info } = parsed.value;
  const now = clock.now();
  let id: bigint;
  if (input.id === undefined) {
    const coin = await ensureCoin(db, input);
    if (!coin.ok) return coin;
    const [row] = await db
      .insert(subscriptionProjects)
      .values({ ...terms, ...info, remaining: terms.totalSupply, status: 'upcoming', createdAt: now, updatedAt: now })
      .returning({ id: subscriptionProjects.id });
    if (!row) throw new Error('project insert returned nothing');
    id = row.id;
  } else {
    const project = await loadProject(db, input.id, true);
    if (!project) return fail('project_unknown', { field: 'id' });
    const [held] = await db.select({ count: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.projectId, input.id));
    // Bound once anyone committed, and once the window has closed (the published totals were computed under them).
    const committed = (held?.count ?? 0) > 0 || (project.row.status !== 'upcoming' && project.row.status !== 'open');
    if (committed && !sameTerms(project.row, terms)) return fail('project_terms_locked', { field: 'id' });
    if (!committed) {
      if (terms.coin !== project.row.coin) return fail('project_terms_locked', { field: 'coin' });
      if (input.coinScale !== project.coinScale) return fail('invalid_input', { field: 'coin_scale' });
      await db.update(assets).set({ name: input.coinName }).where(eq(assets.code, terms.coin));
    }
    await db
      .update(subscriptionProjects)
      .set({ ...(committed ? {} : { ...terms, remaining: terms.totalSupply }), ...info, updatedAt: now })
      .where(eq(subscriptionProjects.id, input.id));
    id = input.id;
  }
  const view = await projectForDesk(db, clock, id);
  if (!view) throw new Error(`project ${id} vanished`);
  return ok(view);
}

/** The coin as an asset: created for a new code; an existing code only when another project issued it. */
async function ensureCoin(db: DbOrTx, input: SaveProjectInput): Promise<Result<void>> {
  const existing = await findAsset(db, input.coin);
  if (!existing) {
    await db.insert(assets).values({ code: input.coin, name: input.coinName, scale: input.coinScale, sort: 1000 });
    return ok(undefined);
  }
  const [issued] = await db.select({ id: subscriptionProjects.id }).from(subscriptionProjects).where(eq(subscriptionProjects.coin, input.coin)).limit(1);
  if (!issued) return fail('invalid_input', { field: 'coin' });
  if (existing.scale !== input.coinScale) return fail('invalid_input', { field: 'coin_scale' });
  return ok(undefined);
}

function sameTerms(row: SubscriptionProjectRow, terms: Terms): boolean {
  return (
    row.coin === terms.coin &&
    row.name === terms.name &&
    row.private === terms.private &&
    row.rule === terms.rule &&
    row.issuePrice === terms.issuePrice &&
    row.totalSupply === terms.totalSupply &&
    row.minCommit === terms.minCommit &&
    row.userCap === terms.userCap &&
    row.startsAt.getTime() === terms.startsAt.getTime() &&
    row.endsAt.getTime() === terms.endsAt.getTime() &&
    row.listingAt.getTime() === terms.listingAt.getTime() &&
    row.lockupDays === terms.lockupDays
  );
}

/** The staff form in stored units, with the checks the table's CHECK would otherwise answer with a fault. */
function parseProject(input: SaveProjectInput): Result<{ terms: Terms; info: CoinInfo }> {
  const positive = (text: string, scale: number) => {
    const units = parseUnits(text, scale);
    return units !== undefined && units > 0n ? units : undefined;
  };
  const price = positive(input.issuePrice, USDT_SCALE);
  if (price === undefined) return fail('amount_invalid', { field: 'issue_price', scale: USDT_SCALE });
  const supply = positive(input.totalSupply, input.coinScale);
  if (supply === undefined) return fail('amount_invalid', { field: 'total_supply', scale: input.coinScale });
  const min = positive(input.minCommit, USDT_SCALE);
  if (min === undefined) return fail('amount_invalid', { field: 'min_commit', scale: USDT_SCALE });
  const cap = positive(input.userCap, USDT_SCALE);
  if (cap === undefined || cap < min) return fail('amount_invalid', { field: 'user_cap', scale: USDT_SCALE });
  const issuance = parseUnits(input.totalIssuance, input.coinScale);
  if (issuance === undefined || issuance < 0n) return fail('amount_invalid', { field: 'total_issuance', scale: input.coinScale });
  const circulation = parseUnits(input.circulation, input.coinScale);
  if (circulation === undefined || circulation < 0n) return fail('amount_invalid', { field: 'circulation', scale: input.coinScale });
  if (input.endsAt <= input.startsAt) return fail('invalid_input', { field: 'ends_at' });
  if (input.listingAt < input.endsAt) return fail('invalid_input', { field: 'listing_at' });
  const introduction = Object.fromEntries(
    Object.entries(input.introduction).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return ok({
    terms: {
      coin: input.coin,
      name: input.name,
      private: input.private,
      rule: input.rule,
      issuePrice: price.toString(),
      totalSupply: supply.toString(),
      minCommit: min.toString(),
      userCap: cap.toString(),
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      listingAt: input.listingAt,
      lockupDays: input.lockupDays,
    },
    info: {
      releaseAt: input.releaseAt ?? null,
      totalIssuance: issuance.toString(),
      circulation: circulation.toString(),
      website: input.website,
      whitePaper: input.whitePaper,
      introduction,
    },
  });
}
