export { getText } from './getText.js';
export { contentTexts } from './schema.js';
export { seedTexts } from './seedTexts.js';
