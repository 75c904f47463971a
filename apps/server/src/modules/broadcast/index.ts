export { cancelBroadcast } from './cancelBroadcast.js';
export { countBroadcastRecipients } from './countBroadcastRecipients.js';
export { deliverDueBroadcasts } from './deliverDueBroadcasts.js';
export { listBroadcasts } from './listBroadcasts.js';
export { seedDemoBroadcasts } from './seedDemoBroadcasts.js';
export { sendBroadcast } from './sendBroadcast.js';
