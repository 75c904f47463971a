/** The quick-buy desk as the console's layout uses it. */
export { P2pDeskPage } from './P2pDeskPage';
