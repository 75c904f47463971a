/** Every table, for drizzle-kit and the typed client. Each context owns its own schema file. */

export { auditLog, staff, staffAddressAllowlist, staffRoleRequests, staffSessions, staffSignIns } from '../../modules/admin/schema.js';
export { broadcasts } from '../../modules/broadcast/schema.js';
export {
  chainNonces,
  chainOutgoing,
  chainOutgoingAttempts,
  chainPayouts,
  chainReconciliations,
  chainSweeps,
} from '../../modules/chain/payouts/schema.js';
export { chainAlerts, chainCursors, chainDepositAddresses, chainDeposits, depositIndexSequence } from '../../modules/chain/schema.js';
export { announcementReads, announcements, announcementTranslations } from '../../modules/content/announcements/schema.js';
export { bannerImages, banners, bannerTranslations } from '../../modules/content/banners/schema.js';
export { helpArticles, helpArticleTexts, helpArticleViews, helpCategories, helpVotes } from '../../modules/content/help/schema.js';
export { contentTexts } from '../../modules/content/schema.js';
export { deliveryOrders, deliveryProducts } from '../../modules/delivery/schema.js';
export { demoIdentities, demoUserIds } from '../../modules/demo/schema.js';
export { carryCharges, instruments, positions } from '../../modules/derivatives/schema.js';
export { earnAccruals, earnHolidays, earnOrders, earnProducts } from '../../modules/earn/schema.js';
export { flashSwaps } from '../../modules/flash/schema.js';
export { adjustments, depositChannels, deposits, turnoverEvents, withdrawAddresses, withdrawals } from '../../modules/funding/schema.js';
export { tradingHalts } from '../../modules/halts/schema.js';
export {
  identityUploads,
  loginChallenges,
  recoveryCodes,
  securityEvents,
  sessions,
  signInThrottle,
  users,
  verificationCodes,
  verifications,
} from '../../modules/identity/schema.js';
export { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../modules/ledger/schema.js';
export { tradingExclusions, tradingLimits } from '../../modules/limits/schema.js';
export {
  collateralInterestCharges,
  collateralLiquidations,
  collateralLoans,
  loanLateFees,
  loanProducts,
  loans,
  loanUploads,
} from '../../modules/loans/schema.js';
export { assets, markets, referenceTickCandles, referenceTicks } from '../../modules/marketdata/schema.js';
export { marketChanges } from '../../modules/markets/schema.js';
export { messageMails, notifyPrefs, outboxMessages, userMessages } from '../../modules/messaging/schema.js';
export { p2pAds, p2pImages, p2pMerchants, p2pMessages, p2pOrders, p2pRatings } from '../../modules/p2p/schema.js';
export { proofLeaves, proofSnapshotAssets, proofSnapshots, proofUserSalts } from '../../modules/proof/schema.js';
export { appropriatenessAttempts, jurisdictionCountries, jurisdictionProfiles, losingShareReports } from '../../modules/protection/schema.js';
export { referralCommissions, referralScanState } from '../../modules/referral/schema.js';
export { benefitClaims, benefitTasks, signInRewards, signIns } from '../../modules/rewards/schema.js';
export { ruleVersions } from '../../modules/rules/schema.js';
export { platformSettings } from '../../modules/settings/schema.js';
export { demoSpotFills, demoSpotOrders, spotKlines, spotOrders, spotTrades } from '../../modules/spot/schema.js';
export { statementHeads } from '../../modules/statements/schema.js';
export { placementInvitations, subscriptionProjects, subscriptions } from '../../modules/subscriptions/schema.js';
export { supportCannedReplies, supportConversations, supportImages, supportMessages, supportTickets } from '../../modules/support/schema.js';
export { userReviewFlags } from '../../modules/surveillance/schema.js';
export { callRequests } from '../idempotency/schema.js';
export { jobRuns } from '../jobs/schema.js';
