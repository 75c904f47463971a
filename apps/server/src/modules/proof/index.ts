/** Proof of liabilities (issue 18): daily Merkle sum-tree snapshots of what users are owed, their history, and each user's proof. The only entry to the context. */
export { getLiabilitySnapshot } from './getLiabilitySnapshot.js';
export { getMyLiabilityProof } from './getMyLiabilityProof.js';
export { listLiabilitySnapshots } from './listLiabilitySnapshots.js';
export { publishDailySnapshot } from './publishDailySnapshot.js';
export { publishStaffSnapshot } from './publishStaffSnapshot.js';
