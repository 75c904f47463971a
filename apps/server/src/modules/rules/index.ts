/** The rule register (issue 18): published rules with their history and ONE global version. The only entry to the context. */
export { getRulebook } from './getRulebook.js';
export { listRuleHistory } from './listRuleHistory.js';
export { currentRuleVersion, RULES_CHANGED_CHANNEL, recordRuleChange, recordRuleChanges } from './recordRuleChange.js';
export {
  deliveryProductRule,
  earnProductRule,
  instrumentRule,
  jurisdictionCountryRule,
  jurisdictionProfileRule,
  loanProductRule,
  settingRule,
  spotMarketRule,
} from './ruleSubjects.js';
