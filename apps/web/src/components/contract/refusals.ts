import { ERROR_CODES, type ErrorName } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useFormat } from '../../i18n/format';
import type { DraftField } from './contractMaths';

/** The error name of a refusal (the envelope carries its code). */
export function errorNameOf(error: ApiError): ErrorName | undefined {
  return (Object.keys(ERROR_CODES) as ErrorName[]).find((name) => ERROR_CODES[name] === error.code);
}

/** Refusals that concern one field of the order form, also when the server names none. */
const FIELD_OF_ERROR: Partial<Record<ErrorName, DraftField>> = {
  lots_required: 'lots',
  insufficient_balance: 'lots',
  exposure_cap_reached: 'lots',
  leverage_too_high: 'leverage',
  price_invalid: 'price',
  tp_wrong_side: 'take_profit',
  sl_wrong_side: 'stop_loss',
};

const FIELDS: readonly string[] = ['lots', 'leverage', 'price', 'take_profit', 'stop_loss'];

export function fieldOfRefusal(error: ApiError): DraftField | undefined {
  const named = error.field;
  if (named && FIELDS.includes(named)) return named as DraftField;
  const name = errorNameOf(error);
  return name ? FIELD_OF_ERROR[name] : undefined;
}

/**
 * A refusal in words: the server's message (in the request's language), except where the data
 * needs the reader's clock — a closed market says when it reopens in local time.
 */
export function useRefusalText(): (error: ApiError) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (error) => {
    const name = errorNameOf(error);
    const reopens = typeof error.data.reopens_at === 'string' && error.data.reopens_at ? error.data.reopens_at : undefined;
    if (name === 'market_closed' && reopens && !Number.isNaN(Date.parse(reopens))) return t('errors:market_closed', { reopens_at: format.dateTime(reopens) });
    if (name === 'leverage_too_high' && typeof error.data.max === 'number') return t('errors:leverage_too_high', { max: error.data.max });
    return error.msg || t('errors:request_error');
  };
}
