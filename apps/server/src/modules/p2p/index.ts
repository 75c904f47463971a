/** Quick buy (issue 15): merchants, ads, orders with escrow, chat, appeals, ratings. The only entry to the context. */
export { applyForMerchant } from './applyForMerchant.js';
export { decideMerchantApplication } from './decideMerchantApplication.js';
export { getAd } from './getAd.js';
export { getMerchantStanding } from './getMerchantStanding.js';
export { getP2pRules } from './getP2pRules.js';
export { listAds } from './listAds.js';
export { listDeskAds } from './listDeskAds.js';
export { listMerchantApplications } from './listMerchantApplications.js';
export { listMyAds } from './listMyAds.js';
export { resignMerchant } from './resignMerchant.js';
export { saveAd } from './saveAd.js';
export { seedDemoMerchants } from './seedDemoMerchants.js';
export { setAdStatus } from './setAdStatus.js';
export { suspendAd } from './suspendAd.js';
