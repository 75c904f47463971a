export type { SpotCommand, ValidatedOrder } from './applyBatch.js';
export { cancelAllOrders, cancelOrder } from './cancelOrder.js';
export { type CommittedBatch, SpotExchange } from './exchange.js';
export { publishRules } from './marketRules.js';
export { DEPTH_LEVELS, type FrameSink, MarketStream } from './marketStream.js';
export { placeOrder, validateOrder } from './placeOrder.js';
export { depthSnapshot, listKlines, listMyTrades, listOrders, recentTrades, spotTicker } from './queries.js';
export { spotKlines, spotOrders, spotTrades } from './schema.js';
