export { type ClusterBus, connectClusterBus } from './clusterBus.js';
export { relayHub } from './relayHub.js';
