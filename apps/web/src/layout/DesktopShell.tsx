import { SessionReminder } from '../components/limits';
import { SupportLauncher } from '../components/support';
import { DemoOutlet } from '../demo/DemoOutlet';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import { useDocumentTitle } from './usePageTitle';

/** The desktop frame: top bar, page, footer. */
export function DesktopShell() {
  useDocumentTitle();
  return (
    <div className="vx-desktop">
      <DesktopHeader />
      <main className="vx-main" data-testid="page-main">
        <DemoOutlet />
      </main>
      <DesktopFooter />
      <SupportLauncher />
      <SessionReminder />
    </div>
  );
}
