/** The rewards desk as the console's layout uses it. */
export { RewardsDeskPage } from './RewardsDeskPage';
