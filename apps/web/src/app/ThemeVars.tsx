import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useRedUp, useThemeMode } from '../theme/store';

/** Exposes the antd tokens the stylesheet needs as --vx-* variables, so CSS never hard-codes a colour. */
export function ThemeVars({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // UI.md: green up by default; the user's setting makes rises red and falls green.
  const redUp = useRedUp();
  const mode = useThemeMode();
  // The page's own background past the end of the content (phone overscroll, short pages).
  useEffect(() => {
    document.body.style.background = token.colorBgLayout;
  }, [token.colorBgLayout]);
  // Scroll bars, native controls and the browser's own surfaces (a phone's toolbar) in the theme's scheme.
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', token.colorBgContainer);
  }, [mode, token.colorBgContainer]);
  const up = redUp ? { colour: token.colorError, bg: token.colorErrorBg } : { colour: token.colorSuccess, bg: token.colorSuccessBg };
  const down = redUp ? { colour: token.colorSuccess, bg: token.colorSuccessBg } : { colour: token.colorError, bg: token.colorErrorBg };
  const vars = {
    '--vx-primary': token.colorPrimary,
    '--vx-primary-bg': token.colorPrimaryBg,
    '--vx-primary-border': token.colorPrimaryBorder,
    '--vx-up': up.colour,
    '--vx-up-bg': up.bg,
    '--vx-down': down.colour,
    '--vx-down-bg': down.bg,
    // Fixed meanings that the up/down setting must not flip (connected, warnings, errors).
    '--vx-ok': token.colorSuccess,
    '--vx-ok-bg': token.colorSuccessBg,
    '--vx-danger': token.colorError,
    '--vx-danger-bg': token.colorErrorBg,
    '--vx-warning': token.colorWarning,
    '--vx-warning-bg': token.colorWarningBg,
    '--vx-text': token.colorText,
    '--vx-text-2': token.colorTextSecondary,
    '--vx-text-3': token.colorTextTertiary,
    '--vx-text-inverse': token.colorTextLightSolid,
    '--vx-border': token.colorBorderSecondary,
    '--vx-bg-layout': token.colorBgLayout,
    '--vx-bg-container': token.colorBgContainer,
    '--vx-bg-elevated': token.colorBgElevated,
    '--vx-fill': token.colorFillTertiary,
    '--vx-fill-2': token.colorFillQuaternary,
    '--vx-radius': `${token.borderRadius}px`,
    '--vx-radius-lg': `${token.borderRadiusLG}px`,
    '--vx-shadow': token.boxShadowTertiary,
    '--vx-font-mono': token.fontFamilyCode,
  } as CSSProperties;
  return (
    <div className="vx-root" style={vars}>
      {children}
    </div>
  );
}
