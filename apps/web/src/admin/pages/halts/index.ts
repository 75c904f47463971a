export { HaltsDeskPage } from './HaltsDeskPage';
