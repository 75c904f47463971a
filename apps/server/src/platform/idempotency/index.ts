export { deleteExpiredCallRequests } from './deleteExpiredCallRequests.js';
export { type CallActor, runOnce } from './runOnce.js';
