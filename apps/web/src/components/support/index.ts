/** Customer service for every page: the visitor's leave-a-message form (also for the help centre's "contact us") and the floating help button. */
export { LeaveMessageForm } from './LeaveMessageForm';
export { SupportLauncher } from './SupportLauncher';
