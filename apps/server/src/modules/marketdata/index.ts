export { getMarketList, type MarketFeed, tickerFor } from './getMarketList.js';
export { assets, markets } from './schema.js';
export { seedMarkets } from './seedMarkets.js';
export { type SimulatedAsset, simulatedPrice } from './simulator.js';
export { usdtPriceTicks, usdtValueUnits } from './usdtPrice.js';
