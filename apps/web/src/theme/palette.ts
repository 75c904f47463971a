import { type ThemeConfig, theme } from 'antd';

export type ThemeMode = 'light' | 'dark';

/**
 * The only place colours are written down. Everything else reads antd tokens
 * (in components) or the --vx-* variables derived from them (in CSS).
 */
const PALETTE = {
  brand: '#1652f0',
  light: { up: '#0a9b62', down: '#d9304f', layout: '#f4f5f7', container: '#ffffff', warning: '#c98a00' },
  dark: { up: '#2ebd85', down: '#f6465d', layout: '#0b0e11', container: '#161a1e', warning: '#f0b90b' },
} as const;

/** QR codes stay dark on light in both themes: phone cameras read them best that way. */
export const QR_COLOURS = { foreground: '#0b0e11', background: '#ffffff' } as const;

/** Root font size in px for a window width: 14 at ≤1280, 16 at ≥1920 (design width 1920, minimum 1280). */
export function rootFontSizeFor(width: number): number {
  return Math.min(16, Math.max(14, 14 + (width - 1280) / 320));
}

/**
 * `phone`: 16 px text (iOS zooms into smaller inputs) and 44 px controls (touch targets, UI.md).
 * Desktop: antd's text follows the root font size, so the whole page scales with the window.
 */
export function buildTheme(mode: ThemeMode, fontSize: number, phone: boolean, reducedMotion = false): ThemeConfig {
  const colours = PALETTE[mode];
  const size = phone ? 16 : Math.round(fontSize);
  const controlHeight = phone ? 44 : 32 + (size - 14) * 2;
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: PALETTE.brand,
      colorInfo: PALETTE.brand,
      colorSuccess: colours.up,
      colorError: colours.down,
      colorWarning: colours.warning,
      colorBgLayout: colours.layout,
      colorBgContainer: colours.container,
      borderRadius: 6,
      // The system's "reduce motion" setting turns antd's transitions off (dialogs open in place).
      motion: !reducedMotion,
      fontSize: size,
      controlHeight,
      controlHeightLG: phone ? 48 : controlHeight + 8,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', sans-serif",
    },
    components: {
      Layout: { headerHeight: 64, headerPadding: 0, headerBg: colours.container, footerBg: colours.container, bodyBg: colours.layout },
      Table: { headerBg: 'transparent', cellPaddingBlock: 14 },
      Tabs: { horizontalMargin: '0' },
    },
  };
}
