export const STAFF_ROLES = ['super_admin', 'compliance', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What each role may do; super_admin may do everything. The server checks it for every admin
 * call; the console uses the same table only to hide what a role cannot use.
 */
export const STAFF_PERMISSIONS = {
  'users.read': ['compliance', 'finance', 'support'],
  'users.status': ['compliance'],
  /** Help a user back in: two-factor reset after an identity check, unlock sign-in, end sessions, resend a code; each audited. */
  'users.help': ['support', 'compliance'],
  /** Flag a user for review and lift the flag (a flagged user's withdrawal needs two finance reviewers). */
  'users.flag': ['compliance'],
  /** Surveillance reports: related-account trades, quick withdrawals, accounts near the withdrawal limits. */
  'surveillance.read': ['compliance'],
  'outbox.read': ['support'],
  /** Read users' verification codes in the local sinks' Outbox (others see them redacted); each reveal is audited. */
  'outbox.codes': [],
  'audit.read': ['compliance'],
  'settings.read': ['content', 'compliance'],
  'settings.write': [],
  'finance.read': ['finance'],
  'finance.review': ['finance'],
  'finance.adjust': ['finance'],
  'kyc.read': ['compliance', 'support'],
  'kyc.review': ['compliance'],
  /** Quick buy: merchant applications, ads, orders and their chats. */
  'p2p.read': ['support', 'compliance', 'finance'],
  /** Approve merchants, suspend ads, decide appeals (the escrow goes where staff say: audited, with a reason both parties read). */
  'p2p.review': ['support', 'compliance'],
  /** Site content (announcements, banners, help articles): read drafts and scheduled items. */
  'content.read': ['content', 'support'],
  /** Write, publish, schedule, pin and archive site content; every change audited. */
  'content.write': ['content'],
  /** Live customer service: the queue, conversations with the user's read-only account panel, replies, assignment, closing, visitors' messages. */
  'support.chat': ['support'],
  /** Manage the desk's canned replies. */
  'support.canned': ['support'],
  /** Retail protection: jurisdiction profiles and the country mapping. */
  'protection.read': ['compliance', 'support'],
  /** Change a profile (caps, products, close-out, warning) or a country's profile; every change audited. */
  'protection.write': ['compliance'],
  /** The markets desk: spot markets, instruments, delivery products, coins, pending changes and their history. */
  'markets.read': ['compliance'],
  /** Create and change markets, instruments, products and coins (now or scheduled), cancel pending changes; every change audited. */
  'markets.write': [],
  /** Halt and resume a spot market, an instrument or a symbol's delivery products, with a reason users read; every halt and resume audited. */
  'markets.halt': ['compliance'],
  /** Staff members, their roles, password and TOTP resets, super-admin grants (two super admins) and the staff address allowlist. */
  'staff.manage': [],
  /** Broadcasts: the list of sent and scheduled ones, and the recipient count of a group. */
  'broadcast.read': ['content', 'support'],
  /** Send or schedule an announcement or inbox message to all users or a group, cancel a scheduled one; audited. */
  'broadcast.write': ['content'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function hasStaffPermission(roles: readonly string[], permission: StaffPermission): boolean {
  if (roles.includes('super_admin')) return true;
  const allowed: readonly string[] = STAFF_PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

/** What stands in for a 6-digit code in an Outbox message a staff member may not read (and in real providers' delivery records). */
export const REDACTED_CODE = '••••••';
