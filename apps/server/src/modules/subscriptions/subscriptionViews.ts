import {
  type CoinInfoView,
  formatUnits,
  isOversubscribed,
  type Lang,
  remainingSupply,
  type SubscriptionProject,
  type SubscriptionProjectAdmin,
  type SubscriptionRecord,
} from '@veritex/shared';
import type { SubscriptionRow } from './schema.js';
import { effectiveStatus, issueTerms, type LoadedProject, USDT_SCALE } from './subscriptionTerms.js';

export const usdt = (units: bigint | string) => formatUnits(BigInt(units), USDT_SCALE);
const optionalUnits = (units: string | null, scale: number) => (units === null ? null : formatUnits(BigInt(units), scale));
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A decimal string without trailing zeros ("100", "0.5"), for amounts in messages. */
export function plain(units: bigint, scale: number): string {
  const text = formatUnits(units, scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function projectView(project: LoadedProject, now: Date, myCommitted: bigint): SubscriptionProject {
  const { row, coinScale } = project;
  const terms = issueTerms(project);
  const committed = BigInt(row.committed);
  const published = row.commitmentRoot !== null && row.commitmentTotal !== null && row.commitmentPublishedAt !== null;
  return {
    id: String(row.id),
    coin: row.coin,
    coin_scale: coinScale,
    name: row.name,
    private: row.private,
    rule: row.rule,
    issue_price: usdt(row.issuePrice),
    total_supply: formatUnits(terms.supply, coinScale),
    remaining: formatUnits(remainingSupply(terms, committed), coinScale),
    committed: usdt(committed),
    min_commit: usdt(row.minCommit),
    user_cap: usdt(row.userCap),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    listing_at: row.listingAt.toISOString(),
    lockup_days: row.lockupDays,
    status: effectiveStatus(row, now),
    my_committed: usdt(myCommitted),
    commitment: published
      ? {
          root: row.commitmentRoot as string,
          leaves: row.commitmentLeaves ?? 0,
          total_committed: usdt(row.commitmentTotal as string),
          published_at: (row.commitmentPublishedAt as Date).toISOString(),
          oversubscribed: isOversubscribed(terms, BigInt(row.commitmentTotal as string)),
        }
      : null,
    allocation:
      row.allocatedAt === null
        ? null
        : {
            allotted: formatUnits(BigInt(row.allottedTotal ?? '0'), coinScale),
            paid: usdt(row.paidTotal ?? '0'),
            refunded: usdt(row.refundedTotal ?? '0'),
            allocated_at: row.allocatedAt.toISOString(),
          },
    market: row.marketSymbol,
    listed_at: iso(row.listedAt),
  };
}

export function coinInfoView(project: LoadedProject, lang: Lang): CoinInfoView {
  const { row, coinScale, coinName } = project;
  return {
    coin: row.coin,
    name: coinName,
    release_at: iso(row.releaseAt),
    total_issuance: formatUnits(BigInt(row.totalIssuance), coinScale),
    circulation: formatUnits(BigInt(row.circulation), coinScale),
    website: row.website,
    white_paper: row.whitePaper,
    introduction: row.introduction[lang] || row.introduction.en || '',
  };
}

export interface ProjectCounts {
  subscriptions: number;
  subscribers: number;
  invited: number;
}

export function projectAdminView(project: LoadedProject, now: Date, counts: ProjectCounts): SubscriptionProjectAdmin {
  const { my_committed: _mine, ...view } = projectView(project, now, 0n);
  const { row, coinScale, coinName } = project;
  return {
    ...view,
    release_at: iso(row.releaseAt),
    total_issuance: formatUnits(BigInt(row.totalIssuance), coinScale),
    circulation: formatUnits(BigInt(row.circulation), coinScale),
    website: row.website,
    white_paper: row.whitePaper,
    introduction: row.introduction,
    coin_name: coinName,
    ...counts,
    terms_editable: counts.subscriptions === 0 && (row.status === 'upcoming' || row.status === 'open'),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function recordView(row: SubscriptionRow, project: { name: string; coinScale: number }): SubscriptionRecord {
  return {
    id: String(row.id),
    project_id: String(row.projectId),
    project_name: project.name,
    coin: row.coin,
    amount: usdt(row.amount),
    issue_price: usdt(row.issuePrice),
    status: row.status,
    allotted: optionalUnits(row.allotted, project.coinScale),
    paid: optionalUnits(row.paid, USDT_SCALE),
    refunded: optionalUnits(row.refund, USDT_SCALE),
    created_at: row.createdAt.toISOString(),
    allocated_at: iso(row.allocatedAt),
    unlocks_at: iso(row.unlocksAt),
    unlocked_at: iso(row.unlockedAt),
  };
}
