// The role table lives in @veritex/shared so that the console hides exactly what the server refuses.
export {
  hasStaffPermission as hasPermission,
  type StaffPermission as Permission,
  type StaffRole,
} from '@veritex/shared';
