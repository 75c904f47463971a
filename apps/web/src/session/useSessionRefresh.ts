import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { webApi } from '../api/web';
import { needsUserInfo, session, useSession } from './store';

/**
 * Spec §6: a signed-in user whose stored session holds neither phone nor e-mail has
 * its user info fetched; if the server refuses, the token is reset. A network
 * failure proves nothing about the token, so it is kept.
 */
export function useSessionRefresh(): void {
  const current = useSession();
  const stale = needsUserInfo(current);
  const token = current.token;
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    webApi.call('getInfo', {}, { silent: true, signal: controller.signal }).then(
      (user) => {
        if (session.get().token === token) session.setUser(user);
      },
      (error: unknown) => {
        if (error instanceof ApiError && session.get().token === token) session.clear();
      },
    );
    return () => controller.abort();
  }, [stale, token]);
}
