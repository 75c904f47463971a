import { defineCalls } from './define.js';

/** Filled in by issue 14. */
export const referralCalls = defineCalls({});
export const referralDeskCalls = defineCalls({});
