export { BroadcastPage } from './BroadcastPage';
export { DashboardPage } from './DashboardPage';
