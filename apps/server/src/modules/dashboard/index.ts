export { getDashboard } from './getDashboard.js';
