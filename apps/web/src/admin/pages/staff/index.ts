export { MyAccountPage } from './MyAccountPage';
export { StaffDeskPage } from './StaffDeskPage';
