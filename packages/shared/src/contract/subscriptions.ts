import { defineCalls } from './define.js';

/** Filled in by issue 14. */
export const subscriptionsCalls = defineCalls({});
export const subscriptionsDeskCalls = defineCalls({});
