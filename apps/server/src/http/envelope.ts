import { type Catalogue, translate } from '@veritex/i18n';
import { type Envelope, EnvelopeCode, ERROR_CODES, type ErrorName, type Lang } from '@veritex/shared';

/** The one place where expected failures become envelope codes and translated messages. */
export function errorEnvelope(catalogue: Catalogue, lang: Lang, error: ErrorName, data?: Record<string, unknown>): Envelope<Record<string, unknown> | null> {
  const vars = Object.fromEntries(
    Object.entries(data ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
  // A halt's reason is a code; the message words it in the request's language.
  if (error === 'trading_halted') vars.reason = translate(catalogue, lang, `web:halts.reason.${String(data?.halt_reason)}`);
  const msg = translate(catalogue, lang, `errors:${error}`, vars).trim();
  if (error === 'login_required') return { code: EnvelopeCode.sessionEnded, msg, data: { delay: 2, ...data } };
  if (error === 'session_replaced') return { code: EnvelopeCode.confirm, msg, data: data ?? null };
  return { code: ERROR_CODES[error], msg, data: data ?? null };
}

export function successEnvelope<T>(data: T): Envelope<T> {
  return { code: EnvelopeCode.ok, msg: '', data };
}

/** bigint ids and amounts leave the server as strings; JSON has no safe integer for them. */
export function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
