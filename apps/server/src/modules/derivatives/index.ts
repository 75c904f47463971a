export { type InstrumentWithStatus, listInstruments } from './listInstruments.js';
export { METAL_AND_OIL_SYMBOLS, type MetalOrOilCode, metalOrOilSymbol } from './metalAndOilSymbols.js';
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
export { INSTRUMENT_CATEGORIES, type Instrument, type InstrumentCategory, instruments } from './schema.js';
export { SEEDED_INSTRUMENT_SYMBOLS, seedInstruments } from './seedInstruments.js';
export { isValidTradingHours, type MarketStatus, marketStatus, parseTradingHours, TRADING_HOURS, type TradingSchedule } from './tradingHours.js';
