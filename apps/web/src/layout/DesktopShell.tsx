import { Outlet } from 'react-router';
import { SupportLauncher } from '../components/support';
import { usePageDefaultTheme } from '../theme/store';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import { useDocumentTitle } from './usePageTitle';

/** The desktop frame: top bar, page, footer. These pages default to the light theme (UI.md). */
export function DesktopShell() {
  usePageDefaultTheme('light');
  useDocumentTitle();
  return (
    <div className="vx-desktop">
      <DesktopHeader />
      <main className="vx-main" data-testid="page-main">
        <Outlet />
      </main>
      <DesktopFooter />
      <SupportLauncher />
    </div>
  );
}
