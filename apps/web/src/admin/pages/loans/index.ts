/** The loan desk as the rest of the console uses it: its pages, and the lending figures for the ledger page. */
export { LendingPage } from './LendingPage';
export { LoansPage } from './LoansPage';
export { useLendingOverview } from './loanQueries';
export { ProductLiabilitiesCard } from './ProductLiabilitiesCard';
