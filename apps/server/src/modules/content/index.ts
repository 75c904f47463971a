export { getText } from './getText.js';
export { seedTexts } from './seedTexts.js';
