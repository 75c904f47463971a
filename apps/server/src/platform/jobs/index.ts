export { type JobContext, type JobDeclaration, type JobLog, JobScheduler } from './jobScheduler.js';
