export { UserActivity } from './UserActivity';
export { TwoFactorTag, UserBalances, UserHelpActions, UserNotices } from './UserHelpPanel';
