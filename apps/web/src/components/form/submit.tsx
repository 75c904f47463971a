import { ERROR_CODES, type ErrorName } from '@veritex/shared';
import { Alert, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, SessionEndedError } from '../../api/client';
import { getFeedback } from '../../api/feedback';
import { useFormat } from '../../i18n/format';
import { firstIsoMoment } from '../../lib/zoned';

/**
 * A submit that runs once at a time: a second press while the request runs does nothing
 * (the ref answers at once, before React re-renders the button as loading).
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/** What a failed submit means for the form. */
export type SubmitFailure =
  /** The server named a field of this form: its message is shown there. */
  | { kind: 'field' }
  /** A refusal for the whole form (a rule): shown above the submit button with the server's message. */
  | { kind: 'refused'; error: ApiError }
  /** No answer: a toast; the same submit may be retried with the same request_id. */
  | { kind: 'network' }
  /** The session ended; the client is already handling it. */
  | { kind: 'ended' };

/**
 * After a failed call made with `silent: true`: the server's message next to the field it names
 * (its `data.field` is the request parameter, which is also the form field's name), else a refusal
 * the form shows itself; network failures toast here, because the client only logs them (spec §8).
 */
export function handleSubmitError(
  form: FormInstance | undefined,
  error: unknown,
  networkText: string,
  /** Form fields for refusals that name none: error name → field (a wrong password belongs next to its field). */
  fieldOfError: Partial<Record<ErrorName, string>> = {},
): SubmitFailure {
  if (error instanceof SessionEndedError) return { kind: 'ended' };
  if (error instanceof ApiError) {
    const byCode = (Object.keys(fieldOfError) as ErrorName[]).find((name) => ERROR_CODES[name] === error.code);
    const named = error.field ?? (byCode ? fieldOfError[byCode] : undefined);
    if (form && named && form.getFieldInstance(named) !== undefined) {
      form.setFields([{ name: named, errors: [error.msg] }]);
      form.scrollToField(named, { block: 'center' });
      return { kind: 'field' };
    }
    return { kind: 'refused', error };
  }
  if (!(error instanceof NetworkError)) console.error(error);
  getFeedback().message.error(networkText, 3);
  return { kind: 'network' };
}

/** The form's refusal: the server's message, in the request's language, plus what the data adds (when a window opens, in local time). */
export function RefusalAlert({ error, onClose }: { error: ApiError | null; onClose?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!error) return null;
  const validOpensAt = firstIsoMoment(error.data.opens_at_iso, error.data.opens_at);
  const description =
    error.code === ERROR_CODES.withdraw_closed && validOpensAt ? t('funds.withdraw.opensLocal', { time: format.dateTime(validOpensAt) }) : undefined;
  return (
    <Alert
      type="warning"
      showIcon
      className="vx-refusal"
      title={error.msg || t('errors:request_error')}
      description={description}
      closable={onClose ? { onClose } : false}
      data-testid="form-error"
      data-code={error.code}
    />
  );
}
