/** Hash-chained statements (issue 18 point 3): the monthly heads, the live head and the downloadable statement. The only entry to the context. */
export { getStatement } from './getStatement.js';
export { getStatementOverview } from './getStatementOverview.js';
export { recordStatementHeads } from './recordStatementHeads.js';
