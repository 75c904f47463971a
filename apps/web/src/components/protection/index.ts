/** Retail protection (issue 18) on the leveraged pages: the risk warning, the profile's caps and products, how to unlock leverage. */
export { NotOfferedNotice, ProtectionNotice } from './ProtectionNotice';
export { RiskWarning } from './RiskWarning';
export { PROTECTION_KEY, useProtectedInstrument, useProtection } from './useProtection';
