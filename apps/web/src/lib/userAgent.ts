/** The user-agent summary lives in packages/shared: the server names devices the same way in new-device notices. */
export { type DeviceSummary, describeUserAgent } from '@veritex/shared';
