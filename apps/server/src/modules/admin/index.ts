export { type AuditEntry, appendAudit, type ChainVerdict, canonicalJson, GENESIS_HASH, listAudit, verifyAuditChain } from './auditLog.js';
export { createStaff } from './createStaff.js';
export { hasPermission, type Permission, STAFF_ROLES, type StaffRole } from './roles.js';
export { auditLog, staff } from './schema.js';
export { loginStaff, logoutStaff, resolveStaffSession, type StaffIdentity } from './staffAuth.js';
