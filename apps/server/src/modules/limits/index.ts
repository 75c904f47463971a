/** Responsible trading (issue 18 item 6): user-set limits, cool-off and self-exclusion. The only entry to the context. */
export { cancelTradingLimitChange } from './cancelTradingLimitChange.js';
export { checkDeposit } from './checkDeposit.js';
export { checkOpening, type OpeningRefusal } from './checkOpening.js';
export { getTradingLimits } from './getTradingLimits.js';
export { setTradingLimit } from './setTradingLimit.js';
export { startExclusion } from './startExclusion.js';
