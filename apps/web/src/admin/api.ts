import { type CallInput, type CallName, type CallOutput, DEFAULT_LANG, ERROR_CODES, isLang, type Lang, langFromTag } from '@veritex/shared';
import i18next from 'i18next';
import { callVerb } from '../api/callVerbs';
import { ApiError, createApiClient, createNonce, NetworkError } from '../api/client';
import { getFeedback } from '../api/feedback';
import type { RequestIds } from '../api/requestId';
import { currentLang } from '../i18n';
import { dropStaffToken, readStaffToken } from './staffSession';

/**
 * The staff console's calls to `/api/admin/*`, on the web app's client factory. It sends the
 * staff token (never the user's) and, when the server says the staff session is over (4205),
 * sends the console back to its own sign-in page instead of reloading the public site.
 */

const WARNING_SECONDS = 3;
const BLOB_TIMEOUT_MS = 30_000;

export interface AdminCallOptions {
  /**
   * The caller shows the server's refusal itself (inside a confirmation dialog, next to a field),
   * so no toast repeats it. A network failure and an ended staff session are still handled here.
   */
  quiet?: boolean;
}

const client = createApiClient({
  prefix: 'admin',
  getToken: () => readStaffToken() ?? '',
  getLang: () => currentLang(),
  clearSession: () => dropStaffToken('expired'),
  texts: () => ({
    signInAgain: i18next.t('admin:layout.signInAgain'),
    back: i18next.t('admin:common.back'),
    requestError: i18next.t('admin:common.requestError'),
  }),
});

/** A call of the staff console's contract (`ADMIN_CALLS`). */
export type AdminCallName = CallName<'admin'>;
export type AdminInput<N extends AdminCallName> = CallInput<'admin', N>;
export type AdminOutput<N extends AdminCallName> = CallOutput<'admin', N>;

/** The staff actions: the calls that take a `request_id` (each applies once, however often it is sent). */
export type AdminActionName = {
  [N in AdminCallName]: 'request_id' extends keyof AdminInput<N> ? N : never;
}[AdminCallName];

/**
 * One call of `/api/admin/*`, typed from the contract: the verb comes from the contract, the
 * parameters are the call's input and the answer its output.
 */
export async function adminCall<N extends AdminCallName>(name: N, params?: AdminInput<N>, options: AdminCallOptions = {}): Promise<AdminOutput<N>> {
  try {
    // Silent: this wrapper decides what to show, so 4205 does not toast on its way to the sign-in page.
    return await client.call(name, withoutEmptyFilters(name, params), { silent: true });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === ERROR_CODES.staff_login_required) dropStaffToken('expired');
      else if (options.quiet) throw error;
      // Keyed by text so that a failing auto-refresh replaces its toast instead of stacking them.
      else
        getFeedback().message.warning({
          content: error.msg || i18next.t('admin:common.requestError'),
          duration: WARNING_SECONDS,
          key: `admin-${error.code}-${error.msg}`,
        });
    } else if (error instanceof NetworkError) {
      getFeedback().message.warning({ content: i18next.t('admin:common.networkError'), duration: WARNING_SECONDS, key: 'admin-network' });
    }
    throw error;
  }
}

/**
 * A staff action with its `request_id`: the same while the same action is sent again after no
 * answer (so the server applies and audits it once), a new one once the server answered.
 */
export async function adminAction<N extends AdminActionName>(
  name: N,
  input: Omit<AdminInput<N>, 'request_id'>,
  requestIds: RequestIds,
  options?: AdminCallOptions,
): Promise<AdminOutput<N>> {
  const params = { ...input, request_id: requestIds.take({ name, input }) } as AdminInput<N>;
  try {
    const answer = await adminCall(name, params, options);
    requestIds.settle();
    return answer;
  } catch (error) {
    if (!(error instanceof NetworkError)) requestIds.settle();
    throw error;
  }
}

/**
 * A staff upload (multipart: the fields and one file) with its `request_id`, like adminAction: the
 * same id while the same upload is retried after no answer, a new one once the server answered.
 * Refusals are thrown without a toast: the upload control shows them.
 */
export async function adminUpload<N extends AdminActionName>(
  name: N,
  file: File | Blob,
  requestIds: RequestIds,
  /** Form fields sent with the file (a coin's information with its icon). */
  fields: Partial<Omit<AdminInput<N>, 'request_id' | 'file'>> = {},
): Promise<AdminOutput<N>> {
  const requestId = requestIds.take({ name, ...fields, size: file.size, type: file.type, lastModified: 'lastModified' in file ? file.lastModified : 0 });
  try {
    const answer = await client.upload(name, { ...fields, request_id: requestId } as Partial<AdminInput<N>>, { file }, { silent: true });
    requestIds.settle();
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.staff_login_required) dropStaffToken('expired');
    if (!(error instanceof NetworkError)) requestIds.settle();
    throw error;
  }
}

/**
 * A call that answers with file bytes (a deposit voucher). The staff token travels as a header,
 * so the file cannot be opened by a bare `<img src>`: it is fetched and shown from an object URL.
 * A refusal still comes as the JSON envelope and is thrown as an ApiError, without a toast.
 */
export async function adminBlob<N extends AdminCallName>(name: N, params: AdminInput<N>, signal?: AbortSignal): Promise<Blob> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), BLOB_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onOuterAbort, { once: true });
  const url = `/api/admin/${name}?${query.toString()}`;
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { token: readStaffToken() ?? '', lang: currentLang(), nonce: createNonce() },
        signal: controller.signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new NetworkError(`GET ${url} failed`, { cause });
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const envelope = (await response.json()) as { code?: unknown; msg?: unknown; data?: unknown };
      const code = typeof envelope.code === 'number' ? envelope.code : ERROR_CODES.not_found;
      if (code === ERROR_CODES.staff_login_required) dropStaffToken('expired');
      throw new ApiError(code, typeof envelope.msg === 'string' ? envelope.msg : '', envelope.data);
    }
    if (!response.ok) throw new NetworkError(`GET ${url}: HTTP ${response.status}`);
    return await response.blob();
  } finally {
    window.clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** In a read, an empty filter means "no filter": it is left out of the query. */
function withoutEmptyFilters<N extends AdminCallName>(name: N, params: AdminInput<N> | undefined): AdminInput<N> | undefined {
  if (!params || callVerb('admin', name) !== 'GET') return params;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')) as AdminInput<N>;
}

/** The server already answered: asking again gives the same answer. Only network failures are retried, once. */
export function retryNetworkOnce(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 1;
}

/** The form field the server blames (`data.field`), if the error is the server's. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}

/** The server's message (already in the request's language), or undefined for a network failure. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.msg : undefined;
}

/** i18next may hold a spec code (`jp`) or a BCP 47 tag (`ja`, `zh-TW`); Intl and the wire need to know which. */
export function toSpecLang(language: string | undefined): Lang {
  if (!language) return DEFAULT_LANG;
  if (isLang(language)) return language;
  return langFromTag(language) ?? DEFAULT_LANG;
}
