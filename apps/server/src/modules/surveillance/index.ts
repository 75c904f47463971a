export { flagUser } from './flagUser.js';
export { listNearLimits } from './listNearLimits.js';
export { listQuickWithdrawals } from './listQuickWithdrawals.js';
export { listRelatedTrades } from './listRelatedTrades.js';
export { listReviewFlags } from './listReviewFlags.js';
export { flaggedAmong, reviewFlagOf } from './reviewFlagOf.js';
export { unflagUser } from './unflagUser.js';
