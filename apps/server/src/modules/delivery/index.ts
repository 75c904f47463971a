export { DELIVERY_CHANNEL } from './deliveryEvents.js';
export { listDeliveryOrders } from './listDeliveryOrders.js';
export { listDeliveryProducts } from './listDeliveryProducts.js';
export { openDeliveryTotals } from './openDeliveryTotals.js';
export { orderView } from './orderView.js';
export { placeDelivery } from './placeDelivery.js';
export { deliveryOrders, deliveryProducts } from './schema.js';
export { outcome, settleDueDeliveries } from './settleDueDeliveries.js';
