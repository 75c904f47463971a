/** The earn desk as the rest of the console uses it: its page, and the earn book for the ledger page. */
export { EarnDeskPage } from './EarnDeskPage';
export { useEarnBook } from './earnQueries';
