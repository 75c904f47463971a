import { ERROR_CODES } from '@veritex/shared';
import { currentLang, i18next } from '../i18n';
import { session } from '../session/store';
import { type ApiClient, ApiError, createApiClient } from './client';
import { newRequestId } from './requestId';

/** The one typed client of `/api/web/*`. */
export const webApi: ApiClient<'web'> = createApiClient({
  prefix: 'web',
  getToken: () => session.get().token,
  getLang: currentLang,
  clearSession: () => session.clear(),
  texts: () => ({
    signInAgain: i18next.t('web:common.signInAgain'),
    back: i18next.t('web:common.back'),
    requestError: i18next.t('errors:request_error'),
  }),
});

/**
 * Forgets the session here, then ends it on the server, whatever the answer. No request id: once
 * the first logout ends the token, a repeat is refused before it can do anything. Forgotten
 * first: other requests still in flight with this token are answered "session ended" as soon as
 * the server has ended it, and the client ignores such answers only about a session it no longer
 * holds. Otherwise it would schedule a reload that lands on whatever the user did next, such as
 * signing in again.
 */
export async function logout(): Promise<void> {
  const { token } = session.get();
  session.clear();
  try {
    await webApi.call('logout', {}, { silent: true, token });
  } catch {
    // Already ended or unreachable: the local session is cleared either way.
  }
}

/**
 * Ends one of the user's other sessions (another device). A session that has already
 * ended (`not_found`) counts as done. Refusals toast here; the caller handles network failures.
 * One press is one request id: the query layer does not retry mutations.
 */
export async function revokeSession(id: string, requestId = newRequestId()): Promise<void> {
  try {
    await webApi.call('revokeSession', { id, request_id: requestId }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.not_found) return;
    throw error;
  }
}
