import { Navigate, Outlet, useLocation } from 'react-router';
import { isPhoneOrTablet, toPhonePath } from '../router/device';
import { LayoutContext, type LayoutInfo } from '../router/layout-context';
import { PageScroll } from '../router/PageScroll';
import { useSessionRefresh } from '../session/useSessionRefresh';

const DESKTOP: LayoutInfo = { phone: false, prefix: '' };

/** Desktop site root: phones and tablets are sent to the same path under /m (spec §1). */
export function DesktopRoot() {
  const location = useLocation();
  useSessionRefresh();
  if (isPhoneOrTablet()) return <Navigate to={toPhonePath(location.pathname, location.search, location.hash)} replace />;
  return (
    <LayoutContext.Provider value={DESKTOP}>
      <Outlet />
      <PageScroll />
    </LayoutContext.Provider>
  );
}
