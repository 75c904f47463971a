export { getReferralSummary } from './getReferralSummary.js';
export { listCommissionsForDesk } from './listCommissionsForDesk.js';
export { listMyCommissions } from './listMyCommissions.js';
export { listMyInvitees } from './listMyInvitees.js';
export { payReferralCommissions } from './payReferralCommissions.js';
export { releaseReferralCommissions } from './releaseReferralCommissions.js';
export { reverseCommission } from './reverseCommission.js';
