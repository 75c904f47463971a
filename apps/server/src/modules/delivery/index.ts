export { DELIVERY_CHANNEL } from './deliveryEvents.js';
export { getTradingRiskOverview } from './getTradingRiskOverview.js';
export { listDeliveryOrders } from './listDeliveryOrders.js';
export { listDeliveryProducts } from './listDeliveryProducts.js';
export { orderView } from './orderView.js';
export { placeDelivery } from './placeDelivery.js';
export { deliveryOrders, deliveryProducts } from './schema.js';
export { settleDueDeliveries } from './settleDueDeliveries.js';
