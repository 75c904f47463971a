/** What a session's user-agent string says, read with a few simple patterns (brand names are not translated). */
export interface DeviceSummary {
  /** "Chrome 131", "Safari 18"; empty when not recognised. */
  browser: string;
  /** "Windows", "macOS", "iOS"; empty when not recognised. */
  os: string;
  kind: 'desktop' | 'phone' | 'tablet';
  /** The summary to show: "Chrome 131 · Windows", or the raw string shortened when nothing matched. */
  label: string;
}

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

const RAW_MAX = 48;

function firstMatch(table: readonly [string, RegExp][], text: string): string {
  for (const [name, pattern] of table) {
    const match = pattern.exec(text);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return '';
}

export function describeUserAgent(userAgent: string): DeviceSummary {
  const ua = userAgent.trim();
  const browser = firstMatch(BROWSERS, ua);
  const os = firstMatch(SYSTEMS, ua);
  const tablet = /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua));
  const kind = tablet ? 'tablet' : /\bMobile\b|\biPhone\b|\biPod\b/.test(ua) ? 'phone' : 'desktop';
  let label = [browser, os].filter(Boolean).join(' · ');
  if (!label) label = ua.length > RAW_MAX ? `${ua.slice(0, RAW_MAX - 1)}…` : ua;
  return { browser, os, kind, label };
}

/**
 * A device as new-sign-in notices compare them: browser and system without versions, so a browser
 * update is not a new device.
 */
export function deviceKey(userAgent: string): string {
  const summary = describeUserAgent(userAgent);
  const name = (text: string) => text.replace(/ \d+$/, '');
  return summary.browser || summary.os ? `${name(summary.browser)}|${name(summary.os)}|${summary.kind}` : userAgent.trim();
}
