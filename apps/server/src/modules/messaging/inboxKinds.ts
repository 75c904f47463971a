import { INBOX_LINK_PATTERN, type NotifyGroup } from '@veritex/shared';
import type { InboxKind } from './postUserMessage.js';

interface KindSpec {
  group: NotifyGroup;
  /** The page the message is about when its parameters do not name one (`link`). */
  link: (params: Record<string, string>) => string;
}

const page = (path: string) => () => path;
const p2pOrder = (params: Record<string, string>) => (params.order_id ? `/kjmb?id=${params.order_id}` : '/kjmbSelect?tab=orders');
const loan = (params: Record<string, string>) => (params.loan_id ? `/repayment2?id=${params.loan_id}` : '/repayment');
const security: KindSpec = { group: 'security', link: page('/security') };

/**
 * Each kind's group (its icon, whether it is mailed) and the page it is about. Messages stored
 * before links existed get theirs from here too. A kind missing here is an `account` message
 * whose link is its `link` parameter.
 */
const KIND_SPECS: { [K in InboxKind]?: KindSpec } = {
  kyc_approved: { group: 'account', link: page('/sfyz') },
  kyc_rejected: { group: 'account', link: page('/sfyz') },
  merchant_approved: { group: 'account', link: page('/kjmbSelect?tab=merchant') },
  merchant_rejected: { group: 'account', link: page('/kjmbSelect?tab=merchant') },
  deposit_credited: { group: 'funds', link: page('/cbjl') },
  withdrawal_paid: { group: 'funds', link: page('/tbjl') },
  withdrawal_refused: { group: 'funds', link: page('/tbjl') },
  position_liquidated: { group: 'trading', link: page('/lt') },
  position_take_profit: { group: 'trading', link: page('/lt') },
  position_stop_loss: { group: 'trading', link: page('/lt') },
  delivery_won: { group: 'trading', link: page('/jgcc') },
  delivery_lost: { group: 'trading', link: page('/jgcc') },
  delivery_tie: { group: 'trading', link: page('/jgcc') },
  earn_matured: { group: 'earn_loans', link: page('/profit_wdtg') },
  earn_paid: { group: 'earn_loans', link: page('/profit_wdtg') },
  earn_redeemed: { group: 'earn_loans', link: page('/profit_wdtg') },
  loan_approved: { group: 'earn_loans', link: loan },
  loan_rejected: { group: 'earn_loans', link: page('/repayment') },
  loan_due_soon: { group: 'earn_loans', link: loan },
  loan_overdue: { group: 'earn_loans', link: loan },
  loan_repaid: { group: 'earn_loans', link: loan },
  loan_voucher_rejected: { group: 'earn_loans', link: loan },
  collateral_margin_call: { group: 'earn_loans', link: page('/repayment?tab=crypto') },
  collateral_liquidated: { group: 'earn_loans', link: page('/repayment?tab=crypto') },
  p2p_order_opened: { group: 'p2p', link: p2pOrder },
  p2p_order_paid: { group: 'p2p', link: p2pOrder },
  p2p_order_released: { group: 'p2p', link: p2pOrder },
  p2p_order_cancelled: { group: 'p2p', link: p2pOrder },
  p2p_order_expired: { group: 'p2p', link: p2pOrder },
  p2p_order_appealed: { group: 'p2p', link: p2pOrder },
  p2p_appeal_released: { group: 'p2p', link: p2pOrder },
  p2p_appeal_returned: { group: 'p2p', link: p2pOrder },
  p2p_ad_suspended: { group: 'p2p', link: page('/kjmbSelect?tab=merchant') },
  security_password: security,
  security_email: security,
  security_phone: security,
  security_two_factor_on: security,
  security_two_factor_off: security,
  security_two_factor_reset: security,
  security_tpwd_set: security,
  security_tpwd_change: security,
  security_question: security,
  security_anti_phishing: security,
  security_new_device: { group: 'security', link: page('/setting') },
};

/** The group of a stored kind (kinds are text in the table; an unknown one reads as an account message). */
export function groupOfKind(kind: string): NotifyGroup {
  return KIND_SPECS[kind as InboxKind]?.group ?? 'account';
}

/** The page a message is about: its own `link` parameter, else its kind's page; '' when neither is a path of this site. */
export function linkOfMessage(kind: string, params: Record<string, string>): string {
  const link = params.link ?? KIND_SPECS[kind as InboxKind]?.link(params) ?? '';
  return INBOX_LINK_PATTERN.test(link) ? link : '';
}
