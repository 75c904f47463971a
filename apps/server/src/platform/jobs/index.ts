export { type JobDeclaration, type JobLog, JobScheduler } from './jobScheduler.js';
