export { isValidTradingHours, type MarketStatus, marketStatus, parseTradingHours, TRADING_HOURS, type TradingSchedule } from '@veritex/shared';
export { cancelPendingPosition } from './cancelPendingPosition.js';
export { carryDirection, carryPeriodsBetween, chargeDueCarry } from './chargeCarry.js';
export { closeAllPositions } from './closeAllPositions.js';
export type { ClosePositionError } from './closeAtMarket.js';
export { closeLocked } from './closeLocked.js';
export { closePosition } from './closePosition.js';
export { contractSpecOf } from './contractSpec.js';
export { type CurrentQuote, currentQuote, MAX_TICK_AGE_MS } from './currentQuote.js';
export { findInstrument } from './findInstrument.js';
export { houseExposure } from './houseExposure.js';
export { instrumentViews } from './instrumentView.js';
export { listInstrumentKlines } from './listInstrumentKlines.js';
export { type InstrumentWithStatus, listInstruments } from './listInstruments.js';
export { listPositions } from './listPositions.js';
export { METAL_AND_OIL_SYMBOLS, type MetalOrOilCode, metalOrOilSymbol } from './metalAndOilSymbols.js';
export { openPosition } from './openPosition.js';
export { type OpenPositionError, type Plan, type PositionDraft, planPosition } from './planPosition.js';
export { notifyPositionChanged, POSITION_CHANNEL, parsePositionNotice } from './positionEvents.js';
export { positionKeys } from './positionKeys.js';
export {
  assertContractSpec,
  bidAsk,
  type ClosePreview,
  type CloseSettlement,
  type ContractSpec,
  carryCharge,
  closeAtMark,
  closeFee,
  equity,
  initialMargin,
  isLiquidatable,
  liquidationPrice,
  maintenanceMargin,
  marginShare,
  notional,
  openFee,
  type PositionSide,
  SETTLEMENT_UNITS,
  settleClose,
  unrealisedPnl,
} from './positionMath.js';
export { checkTargets, contractAccount, exposureCap } from './positionRules.js';
export { positionView } from './positionView.js';
export { PositionWatcher } from './positionWatcher.js';
export { previewOf, previewPosition } from './previewPosition.js';
export { exactTrigger, RiskIndex, type WatchedPosition, watchedOf } from './riskIndex.js';
export {
  RISK_HOUSE_ACCOUNTS,
  type RiskInstrumentView,
  type RiskLiquidationView,
  type RiskOverview,
  type RiskSideView,
  riskOverview,
  usedPercent,
} from './riskOverview.js';
export {
  type CarryCharge,
  carryCharges,
  INSTRUMENT_CATEGORIES,
  type Instrument,
  type InstrumentCategory,
  instruments,
  type Position,
  positions,
} from './schema.js';
export { SEEDED_INSTRUMENT_SYMBOLS, seededInstrumentRows, seedInstruments } from './seedInstruments.js';
export { type SetTakeProfitStopLossError, setTakeProfitStopLoss } from './setTakeProfitStopLoss.js';
export { reviewPosition, watchPositions } from './watchPositions.js';
