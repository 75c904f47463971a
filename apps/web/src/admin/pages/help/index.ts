export { HelpDeskPage } from './HelpDeskPage';
