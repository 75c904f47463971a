import { useLocation } from 'react-router';
import { SessionReminder } from '../components/limits';
import { SupportLauncher } from '../components/support';
import { DemoOutlet } from '../demo/DemoOutlet';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import { useDocumentTitle } from './usePageTitle';

/** The desktop frame: top bar, page, footer. */
export function DesktopShell() {
  useDocumentTitle();
  const { pathname, search } = useLocation();
  return (
    <div className="vx-desktop">
      <DesktopHeader />
      {/* data-path: the screen shown, so a browser test following a link knows the new page is drawn. */}
      <main className="vx-main" data-testid="page-main" data-path={pathname + search}>
        <DemoOutlet />
      </main>
      <DesktopFooter />
      <SupportLauncher />
      <SessionReminder />
    </div>
  );
}
