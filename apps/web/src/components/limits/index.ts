/** Responsible trading on every page: the session reminder. */
export { SessionReminder } from './SessionReminder';
