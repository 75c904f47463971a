import { type CallInput, type CallName, type CallOutput, type CallScope, type Envelope, EnvelopeCode } from '@veritex/shared';
import { SETTINGS } from '../settings';
import { callVerb } from './callVerbs';
import { getFeedback } from './feedback';

export interface CallOptions {
  /**
   * `true`: never toast an error (the caller shows it, e.g. a list's error state).
   * `'field'`: no toast when the error names a form field (`data.field`); the form shows it there.
   */
  silent?: boolean | 'field';
  signal?: AbortSignal;
  /**
   * Sends this token instead of the stored session's (checking that a kept demo session is still
   * valid): an ended session then is an ordinary ApiError, and the stored session is left alone.
   */
  token?: string;
}

/** A refusal by the server: any envelope code other than 0, 7, 1000 and 2000 (spec §8). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: Record<string, unknown>;
  constructor(code: number, msg: string, data: unknown) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = isRecord(data) ? data : {};
  }
  /** The form field the error is about, when the server names one. */
  get field(): string | undefined {
    return typeof this.data.field === 'string' ? this.data.field : undefined;
  }
}

/** The request did not get an answer (offline, timeout, not JSON). Only logged (spec §8). */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * Ended sessions (1000) and the sign-in-again dialog (2000) reject with this; the page is about to
 * reload, unless the answer was about a session the page had already left (then nothing happens).
 */
export class SessionEndedError extends Error {
  readonly code: number;
  /** The server's message, in the request's language (may be empty). */
  readonly msg: string;
  constructor(code: number, msg: string) {
    super(msg || 'session ended');
    this.name = 'SessionEndedError';
    this.code = code;
    this.msg = msg;
  }
}

export interface ApiClientOptions<S extends CallScope> {
  /** Path segment after /api: `web` or `admin`. */
  prefix: S;
  getToken: () => string;
  getLang: () => string;
  /** Forget the stored session (codes 1000 and 2000). The client reloads the page afterwards. */
  clearSession: () => void;
  /** Texts of the 2000 dialog and the default error toast, in the current language. */
  texts: () => { signInAgain: string; back: string; requestError: string };
  timeoutMs?: number;
}

/** Files of a multipart request, by field name. */
export type UploadFiles = Record<string, Blob | File | null | undefined>;

/**
 * A client of one scope of the call contract (packages/shared/src/contract): the verb comes from
 * the contract, the parameters are the call's input and the answer its output, so a renamed
 * field or call fails the type check.
 */
export interface ApiClient<S extends CallScope> {
  call<N extends CallName<S>>(name: N, params?: CallInput<S, N>, options?: CallOptions): Promise<CallOutput<S, N>>;
  /**
   * POST `multipart/form-data`: the fields and files in one body, with the same headers
   * (`token`, `lang`, `nonce`) and the same envelope handling as `call`.
   */
  upload<N extends CallName<S>>(name: N, fields: Partial<CallInput<S, N>>, files: UploadFiles, options?: CallOptions): Promise<CallOutput<S, N>>;
  /**
   * GET a call that answers with bytes (an image): the Blob, or the envelope's error when the
   * server answers JSON instead (a refusal, an ended session).
   */
  blob<N extends CallName<S>>(name: N, params?: CallInput<S, N>, options?: CallOptions): Promise<Blob>;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 6–16 random letters and digits, new for every request (spec §7). */
export function createNonce(): string {
  const bytes = new Uint8Array(17);
  crypto.getRandomValues(bytes);
  const length = 12 + ((bytes[16] ?? 0) % 5);
  let nonce = '';
  for (let i = 0; i < length; i += 1) nonce += NONCE_ALPHABET[(bytes[i] ?? 0) % NONCE_ALPHABET.length];
  return nonce;
}

/** An AbortSignal that fires on the caller's signal or after `timeoutMs` (without AbortSignal.any, for older Safari). */
function withTimeout(outer: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  controller.signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  }
  return controller.signal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.code === 'number';
}

/** Query or form values of a call's input; `undefined` and `null` are left out, booleans travel as 1/0. */
function toSearchParams(params: object): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    out.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return out;
}

/** Creates a typed client for `/api/<prefix>/<name>`: the web app uses `web`, the staff console `admin`. */
export function createApiClient<S extends CallScope>(options: ApiClientOptions<S>): ApiClient<S> {
  const timeoutMs = options.timeoutMs ?? SETTINGS.requestTimeoutMs;
  let reloadScheduled = false;
  let confirmOpen = false;

  function endSessionAndReload(delaySeconds: number): void {
    options.clearSession();
    if (reloadScheduled) return;
    reloadScheduled = true;
    window.setTimeout(() => window.location.reload(), delaySeconds * 1000);
  }

  function askToSignInAgain(msg: string): void {
    if (confirmOpen) return;
    confirmOpen = true;
    const texts = options.texts();
    getFeedback().modal.confirm({
      title: msg || texts.requestError,
      okText: texts.signInAgain,
      cancelText: texts.back,
      onOk: () => {
        confirmOpen = false;
        endSessionAndReload(0);
      },
      onCancel: () => {
        confirmOpen = false;
        window.history.back();
      },
    });
  }

  function headers(token = options.getToken()): Record<string, string> {
    return { token, lang: options.getLang(), nonce: createNonce() };
  }

  async function send(method: 'GET' | 'POST', url: string, init: RequestInit, callOptions: CallOptions, timeout = timeoutMs): Promise<Response> {
    const signal = withTimeout(callOptions.signal, timeout);
    try {
      return await fetch(url, { ...init, method, signal });
    } catch (cause) {
      if (callOptions.signal?.aborted) throw cause;
      console.error(`[api] ${method} ${url} failed`, cause);
      throw new NetworkError(`${method} ${url} failed`, { cause });
    }
  }

  async function readJson(response: Response, label: string, callOptions: CallOptions): Promise<unknown> {
    try {
      return await response.json();
    } catch (cause) {
      if (callOptions.signal?.aborted) throw cause;
      console.error(`[api] ${label}: answer is not JSON`, cause);
      throw new NetworkError(`${label}: malformed answer`, { cause });
    }
  }

  /** Envelope codes (spec §8): the data, or the session handling, or an ApiError (toasted unless silent). */
  function settle<T>(name: string, answer: unknown, callOptions: CallOptions, sentToken: string): T {
    if (!isEnvelope(answer)) {
      console.error(`[api] ${name}: answer is not an envelope`, answer);
      throw new NetworkError(`${name}: malformed answer`);
    }
    const { code, msg, data } = answer;
    if (code === EnvelopeCode.ok || code === EnvelopeCode.okWithData) return data as T;
    const aboutSession = code === EnvelopeCode.sessionEnded || code === EnvelopeCode.confirm;
    if (callOptions.token !== undefined && aboutSession) throw new ApiError(code, msg, data);
    // The answer is about a session this page no longer holds: a request sent before signing out
    // (or signing in again) and answered after. Ending "the" session now would end nothing of the
    // old one and reload the page under the user, wiping whatever they had started since.
    if (aboutSession && sentToken !== options.getToken()) throw new SessionEndedError(code, msg);
    if (code === EnvelopeCode.sessionEnded) {
      const delay = isRecord(data) && typeof data.delay === 'number' ? data.delay : SETTINGS.sessionEndedReloadSeconds;
      if (msg) getFeedback().message.warning(msg, delay || 3);
      endSessionAndReload(delay);
      throw new SessionEndedError(code, msg);
    }
    if (code === EnvelopeCode.confirm) {
      askToSignInAgain(msg);
      throw new SessionEndedError(code, msg);
    }
    const error = new ApiError(code, msg, data);
    const silent = callOptions.silent === true || (callOptions.silent === 'field' && error.field !== undefined);
    if (!silent) getFeedback().message.warning(msg || options.texts().requestError, 3);
    throw error;
  }

  async function call<T>(name: string, params: object = {}, callOptions: CallOptions = {}): Promise<T> {
    const method = callVerb(options.prefix, name) ?? 'GET';
    const query = toSearchParams(params);
    const requestHeaders = headers(callOptions.token);
    let url = `/api/${options.prefix}/${name}`;
    let body: URLSearchParams | undefined;
    if (method === 'GET') {
      const search = query.toString();
      if (search) url += `?${search}`;
    } else {
      body = query;
      requestHeaders['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    const response = await send(method, url, { headers: requestHeaders, body }, callOptions);
    return settle<T>(name, await readJson(response, `${method} ${url}`, callOptions), callOptions, requestHeaders.token ?? '');
  }

  async function upload<T>(name: string, fields: object, files: UploadFiles, callOptions: CallOptions = {}): Promise<T> {
    const body = new FormData();
    for (const [key, value] of toSearchParams(fields)) body.append(key, value);
    for (const [key, file] of Object.entries(files)) {
      if (file) body.append(key, file, file instanceof File ? file.name : key);
    }
    // No content-type header: the browser writes multipart/form-data with its boundary.
    const url = `/api/${options.prefix}/${name}`;
    const sent = headers();
    const response = await send('POST', url, { headers: sent, body }, callOptions, SETTINGS.uploadTimeoutMs);
    return settle<T>(name, await readJson(response, `POST ${url}`, callOptions), callOptions, sent.token ?? '');
  }

  async function blob(name: string, params: object = {}, callOptions: CallOptions = {}): Promise<Blob> {
    const search = toSearchParams(params).toString();
    const url = `/api/${options.prefix}/${name}${search ? `?${search}` : ''}`;
    const sent = headers();
    const response = await send('GET', url, { headers: sent }, callOptions);
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      settle<unknown>(name, await readJson(response, `GET ${url}`, callOptions), callOptions, sent.token ?? '');
      throw new NetworkError(`${name}: JSON instead of bytes`);
    }
    if (!response.ok) throw new NetworkError(`GET ${url}: HTTP ${response.status}`);
    try {
      return await response.blob();
    } catch (cause) {
      throw new NetworkError(`GET ${url}: body failed`, { cause });
    }
  }

  return { call, upload, blob } as ApiClient<S>;
}
