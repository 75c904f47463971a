export { getDemo } from './getDemo.js';
export { resetDemo } from './resetDemo.js';
export { startDemo } from './startDemo.js';
export { topUpDemo } from './topUpDemo.js';
