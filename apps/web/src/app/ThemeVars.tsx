import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Exposes the antd tokens the stylesheet needs as --vx-* variables, so CSS never hard-codes a colour. */
export function ThemeVars({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const vars = {
    '--vx-primary': token.colorPrimary,
    '--vx-primary-bg': token.colorPrimaryBg,
    '--vx-primary-border': token.colorPrimaryBorder,
    '--vx-up': token.colorSuccess,
    '--vx-up-bg': token.colorSuccessBg,
    '--vx-down': token.colorError,
    '--vx-down-bg': token.colorErrorBg,
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
