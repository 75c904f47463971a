import {
  MERCHANT_STATUSES,
  type MerchantRequirement,
  type MerchantStatus,
  P2P_AD_STATUSES,
  P2P_OPEN_STATUSES,
  P2P_ORDER_STATUSES,
  type P2pAdStatus,
  type P2pDeskOrder,
  type P2pOrderStatus,
} from '@veritex/shared';

/**
 * The quick-buy desk's rules that need no React: which tab and filter the address names, when an
 * application may be approved, how long an appeal has waited. The server decides all of it again.
 */

/** Appeals first: they hold a seller's USDT until someone decides. */
export const DESK_TABS = ['appeals', 'orders', 'applications', 'ads'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

export function toDeskTab(value: string | undefined): DeskTab {
  return DESK_TABS.find((tab) => tab === value) ?? 'appeals';
}

/** A filter from the address, or undefined ("every status") when it names none or an unknown one. */
export function toOrderStatus(value: string | undefined): P2pOrderStatus | undefined {
  return P2P_ORDER_STATUSES.find((status) => status === value);
}

export function toAdStatus(value: string | undefined): P2pAdStatus | undefined {
  return P2P_AD_STATUSES.find((status) => status === value);
}

export function toMerchantStatus(value: string | undefined): MerchantStatus | undefined {
  return MERCHANT_STATUSES.find((status) => status === value);
}

/**
 * The criteria staff must see met before approving: all of them except the security deposit,
 * which the application already holds (its "current" is the exchange balance, which may since
 * have dropped without mattering).
 */
export function unmetCriteria(requirements: readonly MerchantRequirement[]): MerchantRequirement['key'][] {
  return requirements.filter((requirement) => requirement.key !== 'security_deposit' && !requirement.met).map((requirement) => requirement.key);
}

export function approvable(application: { status: MerchantStatus; requirements: readonly MerchantRequirement[] }): boolean {
  return application.status === 'pending' && unmetCriteria(application.requirements).length === 0;
}

export function isOpen(order: Pick<P2pDeskOrder, 'status'>): boolean {
  return P2P_OPEN_STATUSES.includes(order.status);
}

export interface Elapsed {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes from `fromIso` to `nowMs` (never negative); undefined for an unreadable time. */
export function elapsedSince(fromIso: string | null | undefined, nowMs: number): Elapsed | undefined {
  if (!fromIso) return undefined;
  const from = Date.parse(fromIso);
  if (Number.isNaN(from)) return undefined;
  const minutes = Math.max(0, Math.floor((nowMs - from) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** Appeals waiting longer than this are marked: a seller's USDT has been frozen for a working day. */
export const APPEAL_LATE_HOURS = 24;

export function isLate(elapsed: Elapsed | undefined): boolean {
  return elapsed !== undefined && elapsed.days * 24 + elapsed.hours >= APPEAL_LATE_HOURS;
}
