export { isSettingKey, SETTING_DEFAULTS, type SettingKey, type Settings } from './defaults.js';
export { listSettings } from './listSettings.js';
export { readSettings } from './readSettings.js';
export { updateSetting } from './updateSetting.js';
