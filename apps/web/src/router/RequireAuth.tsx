import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/store';
import { useTo } from './layout-context';

/** Spec §6: a visitor on a protected route goes to login, and comes back after signing in. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  const to = useTo();
  if (!token) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${to('/login')}?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
