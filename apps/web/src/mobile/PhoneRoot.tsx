import { Outlet } from 'react-router';
import { LayoutContext, type LayoutInfo } from '../router/layout-context';
import { PageScroll } from '../router/PageScroll';
import { useSessionRefresh } from '../session/useSessionRefresh';
import { useDeclarePhoneLayout } from '../theme/store';

const PHONE: LayoutInfo = { phone: true, prefix: '/m' };

/** Phone site root (/m): same routes and guard, phone layout. A desktop browser may stay here. */
export function PhoneRoot() {
  useDeclarePhoneLayout();
  useSessionRefresh();
  return (
    <LayoutContext.Provider value={PHONE}>
      <Outlet />
      <PageScroll />
    </LayoutContext.Provider>
  );
}
