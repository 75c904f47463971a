/** Flash exchange (issue 15): quotes from the live spot book, confirmed as bounded fill-or-kill orders. The only entry to the context. */
export { confirmFlash } from './confirmFlash.js';
export { listFlashPairs } from './listFlashPairs.js';
export { listFlashRecords } from './listFlashRecords.js';
export { quoteFlash } from './quoteFlash.js';
