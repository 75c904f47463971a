/** The subscription desk as the console's layout uses it. */
export { SubscriptionDeskPage } from './SubscriptionDeskPage';
