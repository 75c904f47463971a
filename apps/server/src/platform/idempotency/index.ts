export { ABANDONED_AFTER_MS, type CallActor, type RunOnceRequest, runOnce, WAIT_FOR_FIRST_MS } from './runOnce.js';
