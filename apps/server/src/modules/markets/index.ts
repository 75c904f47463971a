/** The markets desk (issue 19 §1): markets, instruments, delivery products and coins, changed now or from a later time. The only entry to the context. */
export { applyDueMarketChanges } from './applyDueMarketChanges.js';
export { cancelMarketChange } from './cancelMarketChange.js';
export { createCoin } from './createCoin.js';
export { createDeliveryProduct } from './createDeliveryProduct.js';
export { createInstrument } from './createInstrument.js';
export { listMarketsDesk } from './listMarketsDesk.js';
export { listScheduledRules } from './listScheduledRules.js';
export { readCoinIcon } from './readCoinIcon.js';
export { saveDeliveryProduct } from './saveDeliveryProduct.js';
export { saveInstrument } from './saveInstrument.js';
export { saveSpotMarket } from './saveSpotMarket.js';
export { seedDemoMarketChange } from './seedDemoMarketChange.js';
