export { StatementsTab, StatementsTabLabel } from './StatementsTab';
