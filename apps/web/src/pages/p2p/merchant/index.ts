/** The merchant centre (a tab of /kjmbSelect): standing and application, the merchant's ads. */
export { MerchantCentre } from './MerchantCentre';
