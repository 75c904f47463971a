/** Links to the published rules (/rules): the rulebook in force, and the version a record was made under. */
export { PublishedRulesLink, RuleVersionLink } from './RulesLink';
