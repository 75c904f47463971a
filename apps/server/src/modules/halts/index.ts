/** Trading halts (issue 19): a halt in force refuses new orders, positions and delivery orders on its target. The only entry to the context. */
export { findActiveHalt, haltRefusal, listActiveHalts } from './findActiveHalt.js';
export { haltTrading, recordHaltCancellations } from './haltTrading.js';
export { haltRecordView } from './haltView.js';
export { listHaltDesk } from './listHaltDesk.js';
export { resumeTrading } from './resumeTrading.js';
