export { isSettingKey, SETTING_DEFAULTS, type SettingKey, type Settings } from './defaults.js';
export { listSettingRows, readSettings } from './readSettings.js';
export { updateSetting } from './updateSetting.js';
