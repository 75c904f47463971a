export { type CcxtFeedOptions, createCcxtFeed } from './ccxtFeed.js';
export { createReferenceFeed } from './createReferenceFeed.js';
export { getMarketList, type MarketFeed, tickerFor } from './getMarketList.js';
export type { FeedLog, ReferenceFeed, ReferenceQuote } from './referenceFeed.js';
export { assets, markets } from './schema.js';
export { seedMarkets } from './seedMarkets.js';
export { createSimulatedFeed, type SimulatedFeedOptions } from './simulatedFeed.js';
export { type SimulatedAsset, simulatedPrice } from './simulator.js';
export { usdtPriceTicks, usdtValueUnits } from './usdtPrice.js';
