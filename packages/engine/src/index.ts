export { OrderBook, type RestingOrderView } from './orderBook.js';
export type { DoneReason, EngineEvent, LevelView, PlaceCommand, SelfTradePrevention, Side, TimeInForce } from './types.js';
