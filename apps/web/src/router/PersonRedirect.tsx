import { PERSON_CHILD_ROUTES } from '@veritex/shared';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTo } from './layout-context';

/** `/person/<child>` is served at `/<child>` (glossary); the query string is kept. */
export function PersonRedirect() {
  const params = useParams();
  const { search, hash } = useLocation();
  const to = useTo();
  const child = `/${(params['*'] ?? '').replace(/\/+$/, '')}`;
  const known = PERSON_CHILD_ROUTES.some((route) => route.path === child);
  return <Navigate to={known ? `${to(child)}${search}${hash}` : to('/404')} replace />;
}
