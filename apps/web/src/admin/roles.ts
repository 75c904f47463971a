/**
 * Which staff roles may use which part of the console (docs/api.md, "Roles"). This only hides
 * what a role cannot use; the server checks the role of every call again.
 */
import { hasStaffPermission, type StaffPermission } from '@veritex/shared';

export { STAFF_ROLES } from '@veritex/shared';

export type Section =
  | 'users'
  | 'kyc'
  | 'p2p'
  | 'support'
  | 'deposits'
  | 'withdrawals'
  | 'hotWallet'
  | 'adjustments'
  | 'loans'
  | 'lending'
  | 'earn'
  | 'subscriptions'
  | 'rewards'
  | 'referral'
  | 'ledger'
  | 'risk'
  | 'protection'
  | 'markets'
  | 'halts'
  | 'surveillance'
  | 'announcements'
  | 'banners'
  | 'help'
  | 'outbox'
  | 'audit'
  | 'settings'
  | 'staff'
  | 'broadcast';
export type Permission =
  | Section
  | 'setUserStatus'
  | 'helpUsers'
  | 'flagUsers'
  | 'updateSetting'
  | 'reviewFunds'
  | 'adjustBalance'
  | 'approveAdjustment'
  | 'reviewKyc'
  | 'reviewLoans'
  | 'configureProducts'
  | 'moveLendingCapital'
  | 'manageSubscriptions'
  | 'configureRewards'
  | 'fundRewards'
  | 'reverseCommissions'
  | 'reviewP2p'
  | 'manageCanned'
  | 'editProtection'
  | 'editMarkets'
  | 'editContent'
  | 'sendBroadcast';

/** Menu order: customers, their verification and quick-buy disputes, then the finance desk (with trading risk), then operations. */
export const SECTIONS: readonly Section[] = [
  'users',
  'kyc',
  'p2p',
  'support',
  'deposits',
  'withdrawals',
  'hotWallet',
  'adjustments',
  'loans',
  'lending',
  'earn',
  'subscriptions',
  'rewards',
  'referral',
  'ledger',
  'risk',
  'protection',
  'markets',
  'halts',
  'surveillance',
  'announcements',
  'banners',
  'help',
  'broadcast',
  'outbox',
  'audit',
  'settings',
  'staff',
];

const SERVER_PERMISSION: Record<Permission, StaffPermission> = {
  users: 'users.read',
  setUserStatus: 'users.status',
  /** Reset two-factor after an identity check, unlock sign-in, end sessions, resend a code. */
  helpUsers: 'users.help',
  /** Flag a user for review, or lift the flag. */
  flagUsers: 'users.flag',
  /** Surveillance reports (related-account trades, quick withdrawals, near-limit accounts) and the flags in force. */
  surveillance: 'surveillance.read',
  /** The compliance desk: read the verification queue and its pictures. */
  kyc: 'kyc.read',
  /** Approve or reject an identity or address verification. */
  reviewKyc: 'kyc.review',
  deposits: 'finance.read',
  withdrawals: 'finance.read',
  /** The hot wallet: what the signer sent with its attempts, limits, float and reconciliation (issue 21). */
  hotWallet: 'finance.read',
  adjustments: 'finance.read',
  ledger: 'finance.read',
  /** Trading risk: house exposure and balances are finance data (the server's rule for admin/riskOverview). */
  risk: 'finance.read',
  /** Approve or refuse a deposit, pay or refuse a withdrawal. */
  reviewFunds: 'finance.review',
  /** Request a balance adjustment. */
  adjustBalance: 'finance.adjust',
  /** Be the second approver of someone else's adjustment (the server refuses the requester). */
  approveAdjustment: 'finance.adjust',
  /** The loan desk: the review queue with its documents, and the repayment vouchers. */
  loans: 'finance.read',
  /** The lending account, its exposure, and the loan products. */
  lending: 'finance.read',
  /** Earn products, the holiday calendar and what earn users are owed. */
  earn: 'finance.read',
  /** Approve or reject a loan application, confirm or refuse a repayment voucher. */
  reviewLoans: 'finance.review',
  /** Create or change an earn or loan product, and the earn holiday calendar. */
  configureProducts: 'finance.adjust',
  /** Move platform capital into or out of the lending account. */
  moveLendingCapital: 'finance.adjust',
  /** Subscription projects: their terms, commitments, the published root and the allocation totals. */
  subscriptions: 'finance.read',
  /** Create or change a project, invite users to a private placement, run its allocation, list its coin. */
  manageSubscriptions: 'finance.adjust',
  /** Sign-in rewards per day, the rewards account, and the benefit tasks with their budgets. */
  rewards: 'finance.read',
  /** Change the sign-in rewards or a benefit task. */
  configureRewards: 'finance.adjust',
  /** Move platform capital into the rewards account. */
  fundRewards: 'finance.adjust',
  /** Referral commissions, pending and settled. */
  referral: 'finance.read',
  /** Reverse a pending commission (self-dealing, wash trading), with a reason. */
  reverseCommissions: 'finance.review',
  /** The quick-buy desk: appeals with their evidence, orders and chats, merchant applications, ads. */
  p2p: 'p2p.read',
  /** Decide an appeal (the escrow goes to the buyer or back to the seller), write into an order's chat, approve merchants, suspend ads. */
  reviewP2p: 'p2p.review',
  /** Live customer service: the queue, conversations, the user's read-only panel, visitors' messages. */
  support: 'support.chat',
  /** Add, change and delete the desk's canned replies. */
  manageCanned: 'support.canned',
  /** Retail protection: the jurisdiction profiles and which nationality each applies to. */
  protection: 'protection.read',
  /** Change a profile or a country's profile (audited). */
  editProtection: 'protection.write',
  /** The markets desk: markets, instruments, delivery products and coins, now or scheduled. */
  markets: 'markets.read',
  editMarkets: 'markets.write',
  /** Trading halts: halt and resume a market, instrument or delivery symbol, and their history (audited). */
  halts: 'markets.halt',
  /** Announcements and home banners, drafts and schedules included. */
  announcements: 'content.read',
  banners: 'content.read',
  /** The help centre: categories and articles in every language, published or not, with their votes and reads (writing is editContent). */
  help: 'content.read',
  /** Write, publish, schedule, pin and archive announcements; upload, edit and order banners. */
  editContent: 'content.write',
  outbox: 'outbox.read',
  audit: 'audit.read',
  settings: 'settings.read',
  updateSetting: 'settings.write',
  /** The staff desk: members, roles, resets, super-admin grants (a second super admin approves) and the address allowlist. */
  staff: 'staff.manage',
  /** Broadcasts sent and scheduled, and the recipient count of a group. */
  broadcast: 'broadcast.read',
  /** Send or schedule an announcement or inbox message, cancel a scheduled one (audited). */
  sendBroadcast: 'broadcast.write',
};

export function can(roles: readonly string[], permission: Permission): boolean {
  return hasStaffPermission(roles, SERVER_PERMISSION[permission]);
}

export function allowedSections(roles: readonly string[]): Section[] {
  return SECTIONS.filter((section) => can(roles, section));
}

const ROLE_COLORS: Record<string, string> = {
  super_admin: 'volcano',
  compliance: 'purple',
  finance: 'gold',
  support: 'blue',
  content: 'green',
};

export function roleColor(role: string): string {
  return ROLE_COLORS[role] ?? 'default';
}
