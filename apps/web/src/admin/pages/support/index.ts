export { SupportDeskPage } from './SupportDeskPage';
