export { getAppropriatenessStatus, submitAppropriateness } from './appropriateness.js';
export { checkDeliveryOffered, checkJurisdiction, type JurisdictionRefusal } from './checkJurisdiction.js';
export { computeLosingShare } from './computeLosingShare.js';
export { getProtection } from './getProtection.js';
export { seedJurisdictionProfiles } from './profiles.js';
export { listProtectionDesk, saveProtectionProfile, setProtectionCountry } from './protectionDesk.js';
