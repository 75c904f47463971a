import { useSearchParams } from 'react-router';
import { safeRedirect, useTo } from '../../router/layout-context';

/** Where to go after signing in: the guarded page that sent the visitor here, else home. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  const to = useTo();
  return safeRedirect(params.get('redirect'), to('/'));
}
