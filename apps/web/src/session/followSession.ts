import type { QueryClient } from '@tanstack/react-query';
import { session } from './store';

/**
 * Cached answers belong to the session that read them: when the token changes (sign-in, sign-out,
 * a switch to or from demo mode, another tab doing one of those) every query goes back to its
 * initial state and the ones on screen are read again with the new token, so a demo balance never
 * shows in the real account or the other way round.
 */
export function resetQueriesOnSessionChange(queryClient: QueryClient): () => void {
  let token = session.get().token;
  return session.subscribe(() => {
    const next = session.get().token;
    if (next === token) return;
    token = next;
    void queryClient.resetQueries();
  });
}
