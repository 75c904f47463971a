export { DELIVERY_CHANNEL, notifyDeliveryChanged } from './deliveryEvents.js';
export { listDeliveryOrders } from './listDeliveryOrders.js';
export { listDeliveryProducts } from './listDeliveryProducts.js';
export { type OpenDeliveryTotals, openDeliveryTotals } from './openDeliveryTotals.js';
export { type DeliveryProductAnswer, orderView } from './orderView.js';
export { type PlaceDeliveryInput, placeDelivery } from './placeDelivery.js';
export { type DeliveryOrder, deliveryOrders, deliveryProducts } from './schema.js';
export { outcome, type SettlementTick, settleDueDeliveries, settlementTick } from './settleDueDeliveries.js';
