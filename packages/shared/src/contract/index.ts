import type { z } from 'zod';
import { adminCalls } from './admin.js';
import { announcementCalls, announcementDeskCalls } from './announcements.js';
import { broadcastDeskCalls, dashboardCalls } from './broadcast.js';
import { chainCalls, chainDeskCalls } from './chain.js';
import { chainPayoutDeskCalls } from './chainPayouts.js';
import type { CallSpec } from './define.js';
import { deliveryCalls } from './delivery.js';
import { demoCalls } from './demo.js';
import { derivativesCalls } from './derivatives.js';
import { earnCalls, earnDeskCalls } from './earn.js';
import { financeCalls } from './finance.js';
import { flashCalls } from './flash.js';
import { fundsCalls } from './funds.js';
import { haltsCalls, haltsDeskCalls } from './halts.js';
import { helpCalls, helpDeskCalls } from './help.js';
import { identityCalls } from './identity.js';
import { limitsCalls, limitsDeskCalls } from './limits.js';
import { loanDeskCalls, loansCalls } from './loans.js';
import { marketsDeskCalls, marketsPublicCalls } from './marketsDesk.js';
import { p2pCalls, p2pDeskCalls } from './p2p.js';
import { proofCalls, proofDeskCalls } from './proof.js';
import { protectionCalls, protectionDeskCalls } from './protection.js';
import { referralCalls, referralDeskCalls } from './referral.js';
import { rewardsCalls, rewardsDeskCalls } from './rewards.js';
import { riskCalls } from './risk.js';
import { rulesCalls } from './rules.js';
import { securityCalls } from './security.js';
import { siteCalls } from './site.js';
import { spotCalls } from './spot.js';
import { staffDeskCalls } from './staff.js';
import { statementsCalls } from './statements.js';
import { subscriptionsCalls, subscriptionsDeskCalls } from './subscriptions.js';
import { supportCalls, supportDeskCalls } from './support.js';
import { surveillanceCalls } from './surveillance.js';
import { ticksCalls } from './ticks.js';
import { userDeskCalls } from './userDesk.js';
import { complianceCalls, verificationCalls } from './verification.js';

/** Every `/api/web/<name>` call. */
export const WEB_CALLS = {
  ...siteCalls,
  ...identityCalls,
  ...securityCalls,
  ...spotCalls,
  ...derivativesCalls,
  ...deliveryCalls,
  ...fundsCalls,
  ...chainCalls,
  ...verificationCalls,
  ...earnCalls,
  ...loansCalls,
  ...subscriptionsCalls,
  ...rewardsCalls,
  ...referralCalls,
  ...p2pCalls,
  ...protectionCalls,
  ...demoCalls,
  ...flashCalls,
  ...announcementCalls,
  ...supportCalls,
  ...helpCalls,
  ...rulesCalls,
  ...ticksCalls,
  ...limitsCalls,
  ...statementsCalls,
  ...proofCalls,
  ...marketsPublicCalls,
  ...haltsCalls,
} satisfies Record<string, CallSpec>;

/** Every `/api/admin/<name>` call (the staff console). */
export const ADMIN_CALLS = {
  ...adminCalls,
  ...financeCalls,
  ...chainDeskCalls,
  ...chainPayoutDeskCalls,
  ...riskCalls,
  ...complianceCalls,
  ...earnDeskCalls,
  ...loanDeskCalls,
  ...subscriptionsDeskCalls,
  ...rewardsDeskCalls,
  ...referralDeskCalls,
  ...p2pDeskCalls,
  ...protectionDeskCalls,
  ...announcementDeskCalls,
  ...supportDeskCalls,
  ...helpDeskCalls,
  ...limitsDeskCalls,
  ...proofDeskCalls,
  ...marketsDeskCalls,
  ...haltsDeskCalls,
  ...staffDeskCalls,
  ...userDeskCalls,
  ...surveillanceCalls,
  ...broadcastDeskCalls,
  ...dashboardCalls,
} satisfies Record<string, CallSpec>;

export const CALLS = { web: WEB_CALLS, admin: ADMIN_CALLS } as const;

export type CallScope = keyof typeof CALLS;
export type CallName<S extends CallScope> = keyof (typeof CALLS)[S] & string;
export type CallOf<S extends CallScope, N extends CallName<S>> = (typeof CALLS)[S][N] extends CallSpec ? (typeof CALLS)[S][N] : never;
/** What a client sends (before defaults and coercion). */
export type CallInput<S extends CallScope, N extends CallName<S>> = z.input<CallOf<S, N>['input']>;
/** What the server's handler receives (after validation). */
export type CallParsedInput<S extends CallScope, N extends CallName<S>> = z.output<CallOf<S, N>['input']>;
/** `data` of a successful answer. */
export type CallOutput<S extends CallScope, N extends CallName<S>> = z.output<CallOf<S, N>['output']>;

/** The spec of one call, or undefined for a name the contract does not know. */
export function findCall(scope: CallScope, name: string): CallSpec | undefined {
  const calls: Record<string, CallSpec> = CALLS[scope];
  return Object.hasOwn(calls, name) ? calls[name] : undefined;
}

export {
  type AuditEntryView,
  type AuditVerdict,
  auditEntryViewSchema,
  auditVerdictSchema,
  OUTBOX_CHANNELS,
  type OutboxChannel,
  type OutboxMessage,
  type OutboxPage,
  outboxMessageSchema,
  outboxPageSchema,
  type SettingView,
  type StaffSignIn,
  type StaffView,
  settingViewSchema,
  staffSignInSchema,
  staffViewSchema,
  USER_STATUSES,
  type UserAnswer,
  type UserDetail,
  type UserSessionRow,
  type UserStatus,
  type UserSummary,
  userAnswerSchema,
  userDetailSchema,
  userSessionRowSchema,
  userSummarySchema,
} from './admin.js';
export {
  binaryOutput,
  type CallAccess,
  type CallSpec,
  type CallVerb,
  decimalString,
  defineCalls,
  emptyOutput,
  idField,
  idString,
  isoTime,
  noInput,
  pageOf,
  pagingFields,
  requestIdField,
} from './define.js';
export { type DeliveryOrderView, type DeliveryProduct, deliveryOrderViewSchema, deliveryProductSchema } from './delivery.js';
export {
  type InstrumentView,
  instrumentViewSchema,
  type PositionPreview,
  type PositionView,
  positionPreviewSchema,
  positionViewSchema,
  previewPositionInputSchema,
} from './derivatives.js';
export {
  ADJUSTMENT_STATUSES,
  type AdjustAnswer,
  type AdjustmentStatus,
  type AdjustmentView,
  adjustAnswerSchema,
  adjustmentViewSchema,
  type DepositReview,
  depositReviewSchema,
  type HouseBalance,
  houseBalanceSchema,
  type LiabilityLine,
  liabilityLineSchema,
  QUEUE_STATUSES,
  type QueueStatus,
  type TrialBalanceLine,
  type TrialBalanceView,
  trialBalanceLineSchema,
  trialBalanceViewSchema,
  type WithdrawalReview,
  withdrawalReviewSchema,
} from './finance.js';
export {
  type AssetAccount,
  type AssetOverview,
  type AssetRow,
  assetAccountSchema,
  assetOverviewSchema,
  assetRowSchema,
  type BankDetails,
  bankDetailsSchema,
  type CreatedId,
  createdIdSchema,
  DEPOSIT_STATUSES,
  type DealEntry,
  type DealFilters,
  type DealList,
  type DepositChannel,
  type DepositRecord,
  type DepositStatus,
  dealEntrySchema,
  dealListInputSchema,
  dealListSchema,
  depositChannelSchema,
  depositRecordSchema,
  type ReceivingSettings,
  receivingSettingsSchema,
  type TpasswordState,
  tpasswordStateSchema,
  WITHDRAWAL_STATUSES,
  type WithdrawAddress,
  type WithdrawalRecord,
  type WithdrawalStatus,
  type WithdrawChannel,
  type WithdrawGates,
  type WithdrawRules,
  withdrawAddressSchema,
  withdrawalRecordSchema,
  withdrawRulesSchema,
} from './funds.js';
export {
  type CodeSent,
  codeSentSchema,
  type SessionList,
  type SessionView,
  type SignInAnswer,
  type SignInOrChallenge,
  sessionListSchema,
  sessionViewSchema,
  signInAnswerSchema,
  signInOrChallengeSchema,
  type TwoFactorChallenge,
  twoFactorChallengeSchema,
  type UserSessionInfo,
  userSessionInfoSchema,
} from './identity.js';
export {
  type RiskHouseBalance,
  type RiskInstrument,
  type RiskLiquidation,
  type RiskOverview,
  type RiskSide,
  riskHouseBalanceSchema,
  riskInstrumentSchema,
  riskLiquidationSchema,
  riskOverviewSchema,
  riskSideSchema,
} from './risk.js';
export {
  type EndedSessions,
  endedSessionsSchema,
  type SecurityChangeAnswer,
  type SecurityEventView,
  type SecurityOverview,
  securityChangeAnswerSchema,
  securityEventViewSchema,
  securityOverviewSchema,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  type WithdrawHoldView,
  withdrawHoldViewSchema,
} from './security.js';
export { type CurrencyInfo, currencyInfoSchema, type PublicParams, publicParamsSchema, type TextView, textViewSchema } from './site.js';
export {
  type DepthSnapshot,
  depthSnapshotSchema,
  type Kline,
  klineSchema,
  listPageOf,
  MARKET_KINDS,
  type MarketKind,
  type MarketList,
  type MarketTicker,
  type MyTrade,
  marketListSchema,
  marketTickerSchema,
  myTradeSchema,
  type PublicTrade,
  publicTradeSchema,
  type SpotMarketData,
  type SpotOrder,
  type SpotRules,
  spotMarketDataSchema,
  spotOrderSchema,
  spotRulesSchema,
} from './spot.js';
export {
  type NearLimitRow,
  type QuickWithdrawalRow,
  RELATION_KINDS,
  type RelatedTradeRow,
  type RelationKind,
  type ReviewFlag,
  SURVEILLANCE_THRESHOLDS,
} from './surveillance.js';
export { IDENTITY_CHECKS, type IdentityCheck, STAFF_NOTE_MAX, STAFF_NOTE_MIN, type UserBalanceRow } from './userDesk.js';
export {
  type CreditFactor,
  type CreditScoreView,
  creditFactorSchema,
  creditScoreViewSchema,
  type GatesView,
  gatesViewSchema,
  type HeldRequirements,
  heldRequirementsSchema,
  type IdTypeOption,
  type InboxMessage,
  type InboxMessageDetail,
  type InboxPage,
  idTypeOptionSchema,
  inboxMessageDetailSchema,
  inboxMessageSchema,
  inboxPageSchema,
  type KycQueueItem,
  kycQueueItemSchema,
  type NotifyPrefs,
  notifyPrefsSchema,
  type UploadedImage,
  uploadedImageSchema,
  type VerificationHub,
  type VerificationImageView,
  type VerificationStatuses,
  type VerificationView,
  verificationHubSchema,
  verificationImageViewSchema,
  verificationStatusesSchema,
  verificationViewSchema,
} from './verification.js';
