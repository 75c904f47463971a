export { ProtectionDeskPage } from './ProtectionDeskPage';
