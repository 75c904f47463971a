export { MarketsDeskPage } from './MarketsDeskPage';
