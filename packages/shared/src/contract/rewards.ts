import { defineCalls } from './define.js';

/** Filled in by issue 14. */
export const rewardsCalls = defineCalls({});
export const rewardsDeskCalls = defineCalls({});
