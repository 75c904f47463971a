export { SETTING_DEFAULTS, type Settings } from './defaults.js';
export { listSettings } from './listSettings.js';
export { readSettings } from './readSettings.js';
export { updateSetting } from './updateSetting.js';
